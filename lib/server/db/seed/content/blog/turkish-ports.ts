import type { SeedEntry } from '../types';

export const turkishPorts: SeedEntry = {
  seedKey: 'blog.turkish-container-ports-guide',
  kind: 'blogPost',
  slugTr: 'turkiyenin-konteyner-limanlari-ambarli-mersin-izmir-gemlik',
  slugEn: 'turkeys-container-ports-ambarli-mersin-izmir-gemlik',
  titleTr: 'Türkiye’nin konteyner limanları: Ambarlı, Mersin, İzmir ve Gemlik’i karşılaştırıyoruz',
  titleEn: 'Türkiye’s container ports compared: Ambarlı, Mersin, İzmir and Gemlik',
  summaryTr: 'Hangi liman hangi hinterlanda hizmet veriyor, hangi hatlarda güçlü ve ihracatçı liman seçerken nelere bakmalı? Türkiye’nin dört büyük konteyner kümesine kısa bir bakış.',
  summaryEn: 'Which port serves which hinterland, which trades it is strong on, and what exporters should weigh when choosing a port: a short look at Türkiye’s four main container clusters.',
  category: 'industry',
  tags: ['ports', 'sea-freight', 'fcl'],
  authorName: 'Selin Öztürk',
  publishAt: '2026-08-19T09:00:00+03:00',
  bodyTr: `Türkiye, üç tarafı denizlerle çevrili bir ihracat ülkesi olarak onlarca limana sahiptir; ancak konteyner trafiğinin büyük kısmı dört ana kümede toplanır. Liman seçimi yalnızca fabrikaya en yakın limanı seçmekten ibaret değildir: Sefer sıklığı, doğrudan hat sayısı, kara taşıma maliyeti ve liman yoğunluğu birlikte değerlendirilmelidir.

## Ambarlı ve Marmara kümesi

İstanbul’un Avrupa yakasındaki Ambarlı, Marport, Kumport ve Mardaş terminalleriyle Türkiye’nin en büyük konteyner kümesidir. Marmara Bölgesi’ndeki sanayinin büyük bölümüne yakındır ve Kuzey Avrupa, Akdeniz, Karadeniz ve Uzak Doğu’ya çok sayıda doğrudan sefer sunar. Asya yakasındaki Haydarpaşa ve Kocaeli’deki Evyap, Yılport ve DP World Yarımca terminalleri bu kümeyi tamamlar.

**Güçlü yanları:** Sefer sıklığı, hat çeşitliliği, LCL konsolidasyon seçenekleri.
**Dikkat:** İstanbul trafiği nedeniyle kara taşıma süreleri uzayabilir; yoğun dönemlerde terminal randevusu önceden alınmalıdır.

## Mersin

Doğu Akdeniz’in en büyük limanlarından biri olan Mersin Uluslararası Limanı, Çukurova, Güneydoğu Anadolu ve İç Anadolu’nun ihracat kapısıdır. Orta Doğu, Kızıldeniz, Hindistan ve Uzak Doğu hatlarında güçlüdür; narenciye ve taze ürün ihracatında reefer kapasitesiyle öne çıkar. Hemen yanındaki Mersin Serbest Bölgesi, depolama ve yeniden ihracat için avantaj sağlar.

**Güçlü yanları:** Orta Doğu ve Körfez bağlantıları, reefer altyapısı, Irak’a transit.
**Dikkat:** Hasat sezonunda reefer ekipman ve yer bulmak zorlaşabilir; blok rezervasyon önerilir.

## İzmir (Alsancak) ve Aliağa

Ege Bölgesi’nin sanayisine hizmet veren İzmir Alsancak Limanı şehir merkezindedir; son yıllarda konteyner trafiğinin önemli kısmı, kuzeydeki Aliağa–Nemrut Körfezi terminallerine kaymıştır. Aliağa’daki derin su terminalleri, okyanus aşırı büyük gemileri kabul edebilir. Tekstil, gıda, mermer ve tarım ürünleri ihracatında bölgenin ana kapısıdır.

**Güçlü yanları:** Ege sanayisine yakınlık, Kuzey Amerika ve Akdeniz hatları.
**Dikkat:** Alsancak ile Aliağa arasındaki terminal farkı, kara taşıma maliyetini etkiler; teklifte terminali kontrol edin.

## Gemlik

Bursa’ya yakın Gemlik Körfezi’ndeki Borusan, Gemport ve Roda terminalleri, otomotiv, beyaz eşya ve mobilya ihracatının merkezidir. Özellikle Kuzey Afrika, Akdeniz ve Kuzey Avrupa hatlarında güçlüdür ve Bursa–İnegöl sanayisine kısa kara bağlantısıyla avantaj sağlar.

**Güçlü yanları:** Otomotiv ve mobilya hinterlandı, kısa kara taşıması.
**Dikkat:** Bazı uzak doğu hatları Gemlik’e doğrudan uğramaz; aktarma süresini hesaba katın.

## Diğer limanlar

Samsun ve Trabzon Karadeniz’e, İskenderun ise Doğu Akdeniz’deki demir-çelik ve dökme yük trafiğine hizmet verir. Bu limanlarda konteyner seferleri daha seyrektir; ancak bölge sanayisi için kara taşıma maliyetini belirgin biçimde düşürebilirler.

## Liman seçerken sorulacak sorular

1. Hedef limana **doğrudan** bir sefer var mı, yoksa aktarma mı gerekiyor?
2. Fabrikadan limana kara taşıma maliyeti ve süresi nedir?
3. Haftalık sefer sayısı kaç? Bir gemiyi kaçırırsam bir sonraki ne zaman?
4. Terminalin serbest süresi ve ardiye tarifesi nasıl?

NavlunPort arama sonuçları, aynı varış noktası için farklı Türk limanlarından çıkan teklifleri yan yana gösterir; kapıdan alım seçtiğinizde kara taşıma da fiyata dahil edilir. Böylece en yakın limanın her zaman en ekonomik seçenek olmadığını kendi rotanızda görebilirsiniz.`,
  bodyEn: `Surrounded by sea on three sides, Türkiye has dozens of ports, but most of its container traffic runs through four main clusters. Choosing a port is not just picking the one nearest the factory: sailing frequency, the number of direct services, trucking costs and congestion all have to be weighed together.

## Ambarlı and the Marmara cluster

On the European side of İstanbul, Ambarlı, with the Marport, Kumport and Mardaş terminals, is Türkiye's largest container cluster. It is close to most of the industry of the Marmara region and offers many direct sailings to Northern Europe, the Mediterranean, the Black Sea and the Far East. Haydarpaşa on the Asian side and the Evyap, Yılport and DP World Yarımca terminals in Kocaeli complete the cluster.

**Strengths:** sailing frequency, range of services, LCL consolidation options.
**Watch out for:** İstanbul traffic can lengthen trucking times; book terminal slots early in busy periods.

## Mersin

One of the largest ports in the Eastern Mediterranean, Mersin International Port is the export gateway of Çukurova, South-Eastern and Central Anatolia. It is strong on the Middle East, Red Sea, India and Far East trades and stands out for reefer capacity in citrus and fresh produce. The Mersin Free Zone next door helps with storage and re-export.

**Strengths:** Middle East and Gulf connections, reefer infrastructure, transit to Iraq.
**Watch out for:** reefer equipment and space get tight in the harvest season; block bookings are advisable.

## İzmir (Alsancak) and Aliağa

Serving the industry of the Aegean region, İzmir's Alsancak port sits in the city centre; in recent years much of the container traffic has shifted north to the terminals of the Aliağa–Nemrut bay, whose deep-water berths take large ocean-going ships. It is the region's main gateway for textiles, food, marble and agricultural exports.

**Strengths:** proximity to Aegean industry, North American and Mediterranean services.
**Watch out for:** the terminal difference between Alsancak and Aliağa affects trucking costs; check the terminal in the offer.

## Gemlik

The Borusan, Gemport and Roda terminals in Gemlik bay near Bursa are the hub for automotive, white goods and furniture exports. Gemlik is strong on North African, Mediterranean and Northern European services and benefits from short road links to the industry of Bursa and İnegöl.

**Strengths:** automotive and furniture hinterland, short trucking.
**Watch out for:** some Far East services don't call at Gemlik directly; allow for transhipment time.

## Other ports

Samsun and Trabzon serve the Black Sea, and İskenderun the iron, steel and bulk traffic of the Eastern Mediterranean. Container sailings there are less frequent, but for local industry they can cut trucking costs noticeably.

## Questions to ask when choosing a port

1. Is there a **direct** service to the destination, or is transhipment needed?
2. What does trucking from the factory to the port cost, and how long does it take?
3. How many sailings are there a week? If I miss one, when is the next?
4. What are the terminal's free time and storage tariff?

NavlunPort search results show offers from different Turkish ports side by side for the same destination, and with door pick-up the trucking is included in the price. On your own lane you can see that the nearest port isn't always the cheapest.`,
};
