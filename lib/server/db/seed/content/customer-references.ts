/** [M4] Customer references (/our-customers): fictional Turkish exporters and importers, their quote and a short case. */
import { slugify } from '../../../../domain/content';
import type { CustomerReferenceAttributes } from '../../../../schemas/content';
import type { SeedEntry } from './types';

interface Reference {
  company: string;
  attributes: CustomerReferenceAttributes;
  quoteTr: string;
  quoteEn: string;
  caseTr: string;
  caseEn: string;
}

const list: Reference[] = [
  {
    company: 'Ege Pamuk Tekstil A.Ş.',
    attributes: { person: 'Ayşe Demirtaş', positionTr: 'Dış Ticaret Müdürü', positionEn: 'Foreign Trade Manager', sector: 'textile' },
    quoteTr: 'Eskiden üç forwarder’dan teklif toplamak iki gün sürüyordu; artık sabah kahvemi içerken rezervasyonu tamamlıyorum.',
    quoteEn: 'Collecting quotes from three forwarders used to take two days; now I finish the booking while I drink my morning coffee.',
    caseTr: `**Hat:** İzmir (Alsancak) → Hamburg ve Rotterdam, haftalık LCL

**Sorun:** Denizli’deki fabrikadan Avrupa’daki butik zincirlerine haftada 6–10 palet gönderen firma, her sevkiyat için ayrı teklif topluyor ve varış tarihlerini e-postayla takip ediyordu.

**Sonuç:** NavlunPort ile tekliflere anında ulaşan ekip, sevkiyatlarını iki sabit haftalık sefere topladı. Navlun maliyeti **%18** düştü, teklif süresi 2 günden **5 dakikaya** indi ve zamanında teslim oranı %97’ye çıktı.`,
    caseEn: `**Lane:** İzmir (Alsancak) → Hamburg and Rotterdam, weekly LCL

**Problem:** Shipping 6–10 pallets a week from its Denizli factory to boutique chains in Europe, the company gathered separate quotes for every shipment and chased arrival dates by email.

**Result:** With instant offers on NavlunPort, the team grouped its shipments onto two fixed weekly sailings. Freight cost fell by **18%**, time to quote dropped from 2 days to **5 minutes**, and on-time delivery rose to 97%.`,
  },
  {
    company: 'Marmara Oto Yedek Parça San. ve Tic. Ltd. Şti.',
    attributes: { person: 'Murat Kılıç', positionTr: 'Lojistik Şefi', positionEn: 'Head of Logistics', sector: 'automotive' },
    quoteTr: 'Bir hat duruşu saatte binlerce euro demek. Minivan hizmeti sayesinde parçayı ertesi sabah yola çıkarıp üçüncü gün Münih’te teslim ettik.',
    quoteEn: 'A line stoppage costs thousands of euros an hour. With the minivan service our part left the next morning and was in Munich on day three.',
    caseTr: `**Hat:** Bursa → Münih ve Stuttgart, minivan ve FCL

**Sorun:** Alman OEM’lere tam zamanında (JIT) parça tedarik eden firma, acil sevkiyatlarda hava kargonun yüksek maliyeti ile tır parsiyelinin yavaşlığı arasında kalıyordu.

**Sonuç:** Acil siparişler çift sürücülü minivanla, düzenli sevkiyatlar Gemlik çıkışlı FCL ile planlandı. Acil sevkiyat maliyeti hava kargoya göre **%55** azaldı; 2026’da tek bir hat duruşu cezası ödenmedi.`,
    caseEn: `**Lane:** Bursa → Munich and Stuttgart, minivan and FCL

**Problem:** Supplying German OEMs just in time, the company was stuck between the high cost of air freight and the slowness of groupage trucks for urgent shipments.

**Result:** Urgent orders now travel by double-driver minivan and regular volumes by FCL from Gemlik. The cost of urgent shipments fell by **55%** compared with air freight, and not a single line-stoppage penalty was paid in 2026.`,
  },
  {
    company: 'Toros Tarım Ürünleri İhracat A.Ş.',
    attributes: { person: 'Hakan Yıldırım', positionTr: 'İhracat Direktörü', positionEn: 'Export Director', sector: 'food' },
    quoteTr: 'Reefer konteynerlerimizin sıcaklığını ve varışını tek ekrandan izlemek, Körfez’deki alıcılarımızla güvenimizi pekiştirdi.',
    quoteEn: 'Following the temperature and arrival of our reefer containers on one screen has strengthened trust with our buyers in the Gulf.',
    caseTr: `**Hat:** Mersin → Jebel Ali ve Dammam, reefer FCL

**Sorun:** Narenciye ve taze sebze ihraç eden firma, sezon yoğunluğunda reefer ekipman bulmakta zorlanıyor, gecikmeleri alıcılarından öğreniyordu.

**Sonuç:** Sezon öncesi NavlunPort üzerinden yapılan blok rezervasyonlarla ekipman garanti altına alındı; ETA uyarıları sayesinde alıcılar gecikmelerden ortalama **3 gün önce** haberdar edildi. Sezon boyunca 420 konteyner sorunsuz taşındı.`,
    caseEn: `**Lane:** Mersin → Jebel Ali and Dammam, reefer FCL

**Problem:** Exporting citrus fruit and fresh vegetables, the company struggled to find reefer equipment in the peak season and learned about delays from its buyers.

**Result:** Block bookings made on NavlunPort before the season secured the equipment, and ETA alerts let buyers know about delays **3 days earlier** on average. 420 containers moved without a problem during the season.`,
  },
  {
    company: 'Anadolu Makine Sanayi A.Ş.',
    attributes: { person: 'Serkan Ateş', positionTr: 'Tedarik Zinciri Müdürü', positionEn: 'Supply Chain Manager', sector: 'machinery' },
    quoteTr: 'Flat rack ile taşınan 32 tonluk presimiz Houston’a hasarsız ve planlanan günde ulaştı. Proje yüklerinde artık tek muhatabımız var.',
    quoteEn: 'Our 32-tonne press on a flat rack reached Houston undamaged and on the planned day. We now have one point of contact for project cargo.',
    caseTr: `**Hat:** Gemlik → Houston, flat rack ve 40' HC

**Sorun:** Konya’daki fabrikada üretilen büyük ebatlı pres makineleri için ekipman, lashing ve liman operasyonu farklı tedarikçilerle ayrı ayrı yönetiliyordu.

**Sonuç:** NavlunPort proje ekibi; rota etüdü, flat rack tedariki, sabitleme planı ve ABD tarafındaki teslimi tek teklif altında topladı. Toplam lojistik maliyeti **%12** düştü, hazırlık süresi 6 haftadan 3 haftaya indi.`,
    caseEn: `**Lane:** Gemlik → Houston, flat rack and 40' HC

**Problem:** For oversized presses built at its Konya factory, the company managed equipment, lashing and port operations separately with different suppliers.

**Result:** NavlunPort's project team brought route survey, flat rack supply, securing plan and delivery in the USA under one offer. Total logistics cost fell by **12%** and preparation time dropped from 6 weeks to 3.`,
  },
  {
    company: 'Lale Butik E-Ticaret Ltd. Şti.',
    attributes: { person: 'Zeynep Arslan', positionTr: 'Kurucu', positionEn: 'Founder', sector: 'eCommerce' },
    quoteTr: 'Etsy siparişlerimiz artık New Jersey’deki depodan iki günde teslim ediliyor; yorumlarımızdaki yıldızlar bunu gösteriyor.',
    quoteEn: 'Our Etsy orders now ship from the New Jersey warehouse and arrive in two days, and the stars in our reviews show it.',
    caseTr: `**Hat:** İstanbul → New Jersey (hava), ABD içi kargo

**Sorun:** El yapımı ev tekstili satan marka, her siparişi tek tek İstanbul’dan gönderiyor; teslimat 8–12 gün sürüyor ve iade maliyeti kârı eritiyordu.

**Sonuç:** Aylık hava konsolidasyonuyla stok New Jersey’e taşındı, siparişler oradan çıkmaya başladı. Teslim süresi **2–4 güne** indi, sipariş başına lojistik maliyeti %34 azaldı ve ABD satışları bir yılda üç katına çıktı.`,
    caseEn: `**Lane:** İstanbul → New Jersey (air), US domestic parcel

**Problem:** Selling handmade home textiles, the brand shipped each order individually from İstanbul; delivery took 8–12 days and return costs ate the margin.

**Result:** Stock moved to New Jersey with a monthly air consolidation and orders now ship from there. Delivery time fell to **2–4 days**, logistics cost per order dropped by 34%, and US sales tripled in a year.`,
  },
  {
    company: 'Kuzey Kimya Sanayi ve Ticaret A.Ş.',
    attributes: { person: 'Emre Şahin', positionTr: 'Operasyon Müdürü', positionEn: 'Operations Manager', sector: 'chemicals' },
    quoteTr: 'IMO sınıfı yüklerde taşıyıcı onayı haftalar sürebiliyordu. NavlunPort’un DG masası bu süreyi iki güne indirdi.',
    quoteEn: 'Carrier approval for IMO-classed cargo could take weeks. NavlunPort’s DG desk brought it down to two days.',
    caseTr: `**Hat:** Ambarlı ve Aliağa → Santos ve Buenos Aires, FCL (IMO sınıf 3 ve 8)

**Sorun:** Boya hammaddesi ve endüstriyel temizlik kimyasalları ihraç eden firmanın tehlikeli madde bookingleri sık sık reddediliyor, sevkiyatlar ertelenmek zorunda kalıyordu.

**Sonuç:** NavlunPort tehlikeli madde masası MSDS ve ambalaj kontrollerini booking öncesinde yaparak taşıyıcı onayını ortalama **2 iş gününe** indirdi. Reddedilen booking oranı %22’den %3’e düştü.`,
    caseEn: `**Lane:** Ambarlı and Aliağa → Santos and Buenos Aires, FCL (IMO classes 3 and 8)

**Problem:** Exporting paint raw materials and industrial cleaning chemicals, the company often saw its dangerous goods bookings rejected and had to postpone shipments.

**Result:** NavlunPort's dangerous goods desk checks the MSDS and packaging before booking, bringing carrier approval down to **2 business days** on average. The share of rejected bookings fell from 22% to 3%.`,
  },
  {
    company: 'İnegöl Mobilya Dekorasyon San. Tic. A.Ş.',
    attributes: { person: 'Fatih Koç', positionTr: 'Genel Müdür Yardımcısı', positionEn: 'Deputy General Manager', sector: 'furniture' },
    quoteTr: 'Konteyner doluluk oranımızı artırmamız için verdikleri yükleme planı, yılda onlarca konteyner tasarrufu sağladı.',
    quoteEn: 'The loading plans they gave us to fill our containers better saved us dozens of containers a year.',
    caseTr: `**Hat:** Gemlik → Casablanca, Tanca ve Misrata, 40' HC

**Sorun:** Hacimli ama hafif mobilya ihraç eden firmanın konteynerleri ortalama %78 doluluğla yola çıkıyordu.

**Sonuç:** NavlunPort’un önerdiği demonte ambalaj ve yükleme planıyla doluluk oranı **%94’e** çıktı. Firma 2026’da aynı ciroyu 46 daha az konteynerle taşıdı; EUR.1 belgesi sayesinde Fas’taki alıcılar gümrük vergisinden muaf oldu.`,
    caseEn: `**Lane:** Gemlik → Casablanca, Tangier and Misrata, 40' HC

**Problem:** Exporting bulky but light furniture, the company's containers left on average 78% full.

**Result:** With flat-pack packaging and loading plans suggested by NavlunPort, utilisation rose to **94%**. In 2026 the company moved the same turnover in 46 fewer containers, and the EUR.1 certificate kept its Moroccan buyers exempt from duty.`,
  },
  {
    company: 'Teknopark Elektronik Ltd. Şti.',
    attributes: { person: 'Burcu Erdem', positionTr: 'Satın Alma Müdürü', positionEn: 'Purchasing Manager', sector: 'electronics' },
    quoteTr: 'Şenzhen’den gelen komponentlerimizi hangi uçakta olduğuna kadar görüyoruz; üretim planımızı artık tahminle değil veriyle yapıyoruz.',
    quoteEn: 'We can see our components from Shenzhen down to the flight they are on; we now plan production on data, not guesses.',
    caseTr: `**Hat:** Şenzhen ve Şanghay → İstanbul, hava kargo ve LCL (ithalat)

**Sorun:** Elektronik kart üreten firma, Uzak Doğu’dan gelen komponentlerin varışını öngöremediği için yüksek emniyet stoku tutuyordu.

**Sonuç:** Kontrol kulesi hizmetiyle tüm tedarikçi sevkiyatları tek ekranda toplandı; ithalat gümrüğü ortalama **1,2 günde** tamamlandı. Emniyet stoku %30 azaltıldı, bu da 1,1 milyon TL işletme sermayesi serbest bıraktı.`,
    caseEn: `**Lane:** Shenzhen and Shanghai → İstanbul, air cargo and LCL (import)

**Problem:** Making electronic circuit boards, the company kept high safety stock because it couldn't predict when components from the Far East would arrive.

**Result:** The control tower brought all supplier shipments onto one screen, and import clearance took **1.2 days** on average. Safety stock was cut by 30%, freeing TRY 1.1 million of working capital.`,
  },
];

export const customerReferences: SeedEntry[] = list.map((reference, index) => {
  const slug = slugify(reference.company.replace(/(A\.Ş\.|Ltd\. Şti\.|San\.|ve Tic\.|Tic\.|Sanayi ve Ticaret)/g, ' '));
  return {
    seedKey: `reference.${slug}`,
    kind: 'customerReference',
    slugTr: slug,
    slugEn: slug,
    titleTr: reference.company,
    titleEn: reference.company,
    summaryTr: reference.quoteTr,
    summaryEn: reference.quoteEn,
    bodyTr: reference.caseTr,
    bodyEn: reference.caseEn,
    attributes: reference.attributes,
    publishAt: new Date(Date.UTC(2026, index, 8, 8, 0)).toISOString(),
    sortOrder: index + 1,
  };
});
