/** [M4] The marketing content of the seven service pages (attributes.serviceKey = a key of serviceRoutes). */
import { serviceRoutes, type ServiceKey } from '../../../../routes';
import type { SeedEntry } from './types';

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface ServiceText {
  titleTr: string;
  titleEn: string;
  summaryTr: string;
  summaryEn: string;
  bodyTr: string;
  bodyEn: string;
}

const texts: Record<ServiceKey, ServiceText> = {
  seaFreightLcl: {
    titleTr: 'Denizyolu Parsiyel (LCL) Taşımacılık',
    titleEn: 'Sea Freight LCL (Less than Container Load)',
    summaryTr: 'Konteyneri dolduracak kadar yükünüz yoksa, yalnızca kullandığınız hacim kadar ödeyin: haftalık konsolidasyon seferleriyle dünyanın 120’den fazla limanına.',
    summaryEn: 'Not enough cargo to fill a container? Pay only for the volume you use, with weekly consolidation sailings to more than 120 ports worldwide.',
    bodyTr: `## Parsiyel taşımacılık nedir?

LCL (Less than Container Load), farklı göndericilerin yüklerinin aynı konteynerde birleştirilerek (konsolidasyon) taşınmasıdır. Navlun, yükünüzün **hacmine (m³) veya ağırlığına (1 ton = 1 m³ kuralı)** göre hesaplanır; böylece birkaç paletlik sevkiyatlar için bütün bir konteynerin bedelini ödemezsiniz.

## NavlunPort ile nasıl çalışır?

1. **Arayın:** Navlun arama formunda çıkış ve varış noktasını, yük tipini ve paket bilgilerini girin; hesaplanan ücrete göre teklifler anında listelenir.
2. **Talep edin:** "Bu teklifi talep et" ile teklif talebinizi oluşturun; operasyon ekibimiz yerel masrafları teyit eder.
3. **Onaylayın ve ödeyin:** Hesabım → Taleplerim ekranından teklifi onaylayın, kartla veya havaleyle ödeyin.
4. **Takip edin:** Yükünüz depoya girdiği andan varış limanında teslim edilene kadar her aşamayı yük takip ekranından izleyin.

## Hizmete dahil olanlar

- Ambarlı, Mersin, İzmir/Alsancak ve Gemlik’teki konsolidasyon depolarımıza teslim ya da kapıdan alım,
- Ardiye, elleçleme ve konteynere istifleme,
- Konşimento (House B/L) düzenlenmesi,
- Varış limanında acentemiz aracılığıyla dekonsolidasyon ve teslim bildirimi.

## Örnek transit süreler

| Hat | Sefer sıklığı | Transit süre |
|---|---|---|
| İstanbul (Ambarlı) → Hamburg | Haftalık | 14–18 gün |
| Mersin → Jebel Ali | Haftalık | 12–16 gün |
| İzmir → New York | Haftalık | 24–30 gün |
| Gemlik → Casablanca | 2 haftada bir | 10–14 gün |

## Gerekli belgeler

Ticari fatura, çeki listesi (paket listesi), ihracat beyannamesi ve gerekiyorsa menşe belgesi (EUR.1, A.TR veya menşe şahadetnamesi).

## Sık sorulanlar

- **En az ne kadar yük gönderebilirim?** Navlun genellikle en az 1 m³ üzerinden hesaplanır.
- **Paletlemem gerekir mi?** Evet; istiflenebilir, streçlenmiş ve etiketlenmiş paletler hem hasar riskini hem de maliyeti azaltır.
- **Tehlikeli madde taşıyor musunuz?** IMO sınıfına ve hattın kabulüne göre değerlendirilir; MSDS ile birlikte teklif isteyin.`,
    bodyEn: `## What is LCL shipping?

LCL (Less than Container Load) means your cargo travels in a container together with other shippers' cargo (consolidation). Freight is charged on the **volume (m³) or weight of your cargo (the 1 tonne = 1 m³ rule)**, so you don't pay for a whole container for a few pallets.

## How it works with NavlunPort

1. **Search:** Enter origin, destination, load type and package details in the freight search form; offers are listed instantly with their calculated price.
2. **Request:** Use "Request this offer" to create a quote request; our operations team confirms the local charges.
3. **Approve and pay:** Approve the quote under My Account → My Requests and pay by card or bank transfer.
4. **Track:** Follow every step from warehouse receipt to delivery at the destination port on the tracking screen.

## What's included

- Delivery to our consolidation warehouses at Ambarlı, Mersin, İzmir/Alsancak and Gemlik, or pick-up from your door,
- Storage, handling and stuffing into the container,
- Issuing the house bill of lading (House B/L),
- Deconsolidation and arrival notice through our agent at destination.

## Sample transit times

| Lane | Frequency | Transit time |
|---|---|---|
| İstanbul (Ambarlı) → Hamburg | Weekly | 14–18 days |
| Mersin → Jebel Ali | Weekly | 12–16 days |
| İzmir → New York | Weekly | 24–30 days |
| Gemlik → Casablanca | Fortnightly | 10–14 days |

## Documents

Commercial invoice, packing list, export declaration and, where needed, a proof of origin (EUR.1, A.TR or certificate of origin).

## FAQ

- **What is the minimum shipment?** Freight is usually charged on a minimum of 1 m³.
- **Do I need to palletise?** Yes: stackable, stretch-wrapped and labelled pallets lower both the risk of damage and the cost.
- **Do you carry dangerous goods?** Depending on the IMO class and the line's acceptance; ask for a quote with the MSDS.`,
  },
  seaFreightFcl: {
    titleTr: 'Denizyolu Komple Konteyner (FCL) Taşımacılık',
    titleEn: 'Sea Freight FCL (Full Container Load)',
    summaryTr: '20’lik, 40’lık, 40HC ve özel ekipmanlarla komple konteyner taşımacılığı: önde gelen hatların güncel navlunlarını karşılaştırın, dakikalar içinde rezervasyon yapın.',
    summaryEn: 'Full container shipping in 20ft, 40ft, 40HC and special equipment: compare the current rates of leading lines and book in minutes.',
    bodyTr: `## Komple konteyner neden tercih edilir?

FCL’de konteyner yalnızca size aittir. Yükünüz yüklemeden varışa kadar mühürlü kalır, aktarma ve elleçleme azalır, transit süre kısalır. Yaklaşık **15 m³’ün** üzerindeki sevkiyatlarda FCL çoğu zaman LCL’den daha ekonomiktir.

## Ekipman seçenekleri

| Ekipman | İç hacim | Azami yük |
|---|---|---|
| 20' DC | ~33 m³ | ~28 ton |
| 40' DC | ~67 m³ | ~26 ton |
| 40' HC | ~76 m³ | ~26 ton |
| Reefer, open top, flat rack | Yüke göre | Hatta göre |

## NavlunPort ile süreç

1. Navlun arama formunda konteyner tipini ve adedini seçin; hat, transit süre ve serbest süre (free time) bilgileriyle teklifleri karşılaştırın.
2. Teklifi talep edin ve onaylayın; booking’iniz taşıyıcıya iletilir, boş konteyner çıkış bilgisi size gönderilir.
3. Yükleme, gümrük ve cut-off tarihleri takvime bağlanır; VGM beyanı ve konşimento taslağı platform üzerinden paylaşılır.
4. Gemi ayrıldıktan sonra konteyner numaranızla yükü anlık izleyin; ETA değişiklikleri size bildirilir.

## Dahil hizmetler

- Navlun ve liman masrafları (THC), belge ücreti, mühür ücreti,
- İsteğe bağlı kara nakliyesi (Ambarlı, Mersin, İzmir/Alsancak, Gemlik ve Aliağa bağlantılı),
- Gümrük müşavirliği koordinasyonu ve kargo sigortası seçenekleri.

## Belgeler

Ticari fatura, çeki listesi, ihracat beyannamesi, VGM (doğrulanmış brüt ağırlık) beyanı, gerekiyorsa menşe belgesi ve tehlikeli madde beyanı.

## Sık sorulanlar

- **Demuraj ve detention nedir?** Konteynerin serbest süreyi aşarak limanda (demuraj) veya liman dışında (detention) kalmasının günlük ücretidir; tekliflerde serbest süreler belirtilir.
- **Cut-off kaçarsa ne olur?** Konteyner bir sonraki sefere kalır; operasyon ekibimiz yeni seferi ve olası ek masrafları size bildirir.`,
    bodyEn: `## Why choose a full container?

With FCL the container is yours alone. Your cargo stays sealed from loading to arrival, there is less handling and transhipment, and transit is shorter. Above roughly **15 m³**, FCL is often cheaper than LCL.

## Equipment

| Equipment | Internal volume | Max payload |
|---|---|---|
| 20' DC | ~33 m³ | ~28 t |
| 40' DC | ~67 m³ | ~26 t |
| 40' HC | ~76 m³ | ~26 t |
| Reefer, open top, flat rack | Depends on cargo | Depends on line |

## The process with NavlunPort

1. Choose container type and quantity in the freight search form; compare offers by line, transit time and free time.
2. Request and approve an offer; your booking goes to the carrier and you receive the empty container release.
3. Loading, customs and cut-off dates are scheduled; the VGM declaration and the draft bill of lading are shared on the platform.
4. Once the vessel sails, track your cargo with its container number; ETA changes are notified to you.

## Included

- Ocean freight and terminal handling charges (THC), documentation and seal fees,
- Optional trucking (to and from Ambarlı, Mersin, İzmir/Alsancak, Gemlik and Aliağa),
- Customs brokerage coordination and cargo insurance options.

## Documents

Commercial invoice, packing list, export declaration, VGM (verified gross mass) declaration and, where needed, proof of origin and a dangerous goods declaration.

## FAQ

- **What are demurrage and detention?** Daily charges for a container kept beyond the free time at the terminal (demurrage) or outside it (detention); offers state the free days.
- **What if I miss the cut-off?** The container rolls to the next sailing; our operations team tells you the new sailing and any extra cost.`,
  },
  airCargo: {
    titleTr: 'Hava Kargo',
    titleEn: 'Air Cargo',
    summaryTr: 'İstanbul Havalimanı ve Sabiha Gökçen çıkışlı, günlük uçuşlarla acil ve değerli yükleriniz 1–5 günde dünyanın her yerinde.',
    summaryEn: 'Daily flights from İstanbul Airport and Sabiha Gökçen take your urgent and high-value cargo anywhere in the world in 1–5 days.',
    bodyTr: `## Ne zaman hava kargo?

Zamanın maliyetten önemli olduğu durumlarda: yedek parça, numune, moda sezonu ürünleri, ilaç ve elektronik gibi değerli ya da hızlı tükenen yükler için. Ücret, **ücrete esas ağırlık** üzerinden hesaplanır: brüt ağırlık ile hacim ağırlığından (cm³ / 6000) büyük olanı.

## NavlunPort ile nasıl çalışır?

1. Navlun arama formunda "Hava" yük tipini seçin, paketlerin adet, ölçü ve ağırlığını girin; ücrete esas ağırlık otomatik hesaplanır.
2. Havayolu ve aktarma seçeneklerini karşılaştırın, teklifi talep edin.
3. Onaydan sonra yük, antrepomuza veya doğrudan havayolu acentesine teslim edilir; ana konşimento (MAWB) ve ara konşimento (HAWB) düzenlenir.
4. AWB numaranızla (ör. 235-12345675) uçuş ve varış durumunu takip edin.

## Dahil hizmetler

- Kapıdan alım ve İstanbul Havalimanı (IST) / Sabiha Gökçen (SAW) teslimi,
- X-ray güvenlik taraması, etiketleme ve gerekirse paletleme,
- İhracat gümrük işlemleri koordinasyonu, varışta teslim bildirimi.

## Örnek transit süreler

| Hat | Transit süre |
|---|---|
| İstanbul → Frankfurt | 1–2 gün |
| İstanbul → New York (JFK) | 2–3 gün |
| İstanbul → Dubai | 1–2 gün |
| İstanbul → Şanghay | 3–5 gün |

## Belgeler

Ticari fatura, çeki listesi, ihracat beyannamesi; lityum pil ve tehlikeli maddelerde DGR beyanı ve MSDS.

## Sık sorulanlar

- **Hacim ağırlığı nasıl hesaplanır?** Uzunluk × genişlik × yükseklik (cm) ÷ 6000; örneğin 60×40×40 cm’lik bir koli 16 kg sayılır.
- **Kişisel eşya gönderebilir miyim?** Hayır; yalnızca ticari yükler kabul edilir.`,
    bodyEn: `## When to fly

When time matters more than cost: spare parts, samples, seasonal fashion, pharmaceuticals, electronics and other valuable or perishable cargo. Charges are based on **chargeable weight**: the greater of gross weight and volumetric weight (cm³ / 6000).

## How it works with NavlunPort

1. Select the "Air" load type in the freight search form and enter the number, dimensions and weight of your packages; the chargeable weight is calculated automatically.
2. Compare airlines and routings and request an offer.
3. After approval, the cargo is delivered to our bonded warehouse or straight to the airline's handling agent; the master (MAWB) and house (HAWB) air waybills are issued.
4. Track flight and arrival status with your AWB number (e.g. 235-12345675).

## Included

- Pick-up from your door and delivery to İstanbul Airport (IST) / Sabiha Gökçen (SAW),
- X-ray security screening, labelling and palletising where needed,
- Coordination of export customs clearance and arrival notice at destination.

## Sample transit times

| Lane | Transit time |
|---|---|
| İstanbul → Frankfurt | 1–2 days |
| İstanbul → New York (JFK) | 2–3 days |
| İstanbul → Dubai | 1–2 days |
| İstanbul → Shanghai | 3–5 days |

## Documents

Commercial invoice, packing list, export declaration; a DGR declaration and MSDS for lithium batteries and dangerous goods.

## FAQ

- **How is volumetric weight calculated?** Length × width × height (cm) ÷ 6000; a 60×40×40 cm carton counts as 16 kg.
- **Can I send personal effects?** No, we accept commercial cargo only.`,
  },
  warehouseServicesUsa: {
    titleTr: 'Amerika Depo Hizmetleri',
    titleEn: 'Warehouse Services in the USA',
    summaryTr: 'New Jersey’deki depomuzla ABD pazarına yakın olun: stoklama, sipariş karşılama, Amazon FBA hazırlığı ve ABD içi dağıtım tek noktadan.',
    summaryEn: 'Stay close to the US market with our New Jersey warehouse: storage, order fulfilment, Amazon FBA prep and US distribution from one place.',
    bodyTr: `## Neden ABD’de depo?

ABD’ye satış yapan Türk üreticileri ve e-ticaret markaları için stoku müşteriye yakın tutmak; teslim süresini 2–5 güne indirir, iade yönetimini kolaylaştırır ve her sipariş için ayrı uluslararası gönderim maliyetini ortadan kaldırır. Depomuz, New York ve Newark limanlarına yakın **Edison, New Jersey**’dedir.

## NavlunPort ile nasıl çalışır?

1. Yükünüzü Türkiye’den FCL, LCL veya hava kargoyla gönderin; ABD gümrük işlemleri (ISF, entry) lisanslı gümrük müşavirimizle yürütülür.
2. Ürünler depoda SKU bazında sayılır, etiketlenir ve raflanır; stok seviyelerini hesabınızdan görürsünüz.
3. Siparişleriniz B2B palet sevkiyatı veya B2C koli olarak hazırlanır, UPS, FedEx, USPS ya da LTL taşıyıcılarla gönderilir.

## Hizmete dahil olanlar

- Paletli ve raflı depolama, giriş-çıkış elleçleme,
- Sipariş toplama, paketleme ve kargo etiketleme,
- Amazon FBA ve Walmart WFS hazırlığı (FNSKU etiketleme, kutu içeriği),
- İade kabulü, kontrol ve yeniden stoklama,
- Aylık stok ve hareket raporları.

## Süreler

| Aşama | Süre |
|---|---|
| İstanbul → New Jersey (deniz, FCL) | 20–26 gün |
| İstanbul → New Jersey (hava) | 3–5 gün |
| Depoya kabul ve raflama | 1–2 iş günü |
| ABD içi teslim (kara kargo) | 1–5 iş günü |

## Belgeler

Ticari fatura, çeki listesi, ISF (10+2) bilgileri, ithalatçı kaydı (IOR) ve gerekiyorsa FDA kaydı.

## Sık sorulanlar

- **ABD’de şirketim yoksa ne olur?** Kayıtlı ithalatçı (IOR) hizmeti için operasyon ekibimizle görüşün.
- **En az depolama süresi var mı?** Hayır; depolama palet/gün veya m³/ay üzerinden faturalandırılır.`,
    bodyEn: `## Why a US warehouse?

For Turkish manufacturers and e-commerce brands selling in the USA, keeping stock close to customers cuts delivery to 2–5 days, simplifies returns and removes the cost of a separate international shipment for every order. Our warehouse is in **Edison, New Jersey**, close to the ports of New York and Newark.

## How it works with NavlunPort

1. Ship your goods from Türkiye by FCL, LCL or air; US customs formalities (ISF, entry) are handled with our licensed customs broker.
2. Goods are counted by SKU, labelled and put away; you see stock levels in your account.
3. Orders are prepared as B2B pallet shipments or B2C parcels and sent with UPS, FedEx, USPS or LTL carriers.

## Included

- Pallet and shelf storage, inbound and outbound handling,
- Pick, pack and shipping labels,
- Amazon FBA and Walmart WFS prep (FNSKU labels, box contents),
- Returns receipt, inspection and restocking,
- Monthly stock and movement reports.

## Lead times

| Step | Time |
|---|---|
| İstanbul → New Jersey (sea, FCL) | 20–26 days |
| İstanbul → New Jersey (air) | 3–5 days |
| Receipt and put-away | 1–2 business days |
| US domestic delivery (ground) | 1–5 business days |

## Documents

Commercial invoice, packing list, ISF (10+2) data, importer of record (IOR) details and, where needed, FDA registration.

## FAQ

- **What if I have no US company?** Talk to our operations team about an importer-of-record service.
- **Is there a minimum storage period?** No; storage is billed per pallet per day or per m³ per month.`,
  },
  eCommerceLogistics: {
    titleTr: 'E-Ticaret Lojistiği',
    titleEn: 'E-Commerce Logistics',
    summaryTr: 'Etsy, Amazon ve kendi mağazanızdaki yurt dışı siparişleri için mikro ihracat, toplu sevkiyat ve son kilometre teslimatı tek platformda.',
    summaryEn: 'Micro-exports, consolidated shipments and last-mile delivery for your overseas orders on Etsy, Amazon and your own store, on one platform.',
    bodyTr: `## Sınır ötesi e-ticaretin lojistiği

Yurt dışına satış yapan e-ticaret işletmeleri için üç model sunuyoruz:

- **Mikro ihracat (ETGB):** 300 kg ve 15.000 € altındaki gönderiler, Elektronik Ticaret Gümrük Beyannamesi ile hızlı ve düşük maliyetli olarak çıkar.
- **Toplu sevkiyat:** Siparişleri haftalık hava veya deniz konsolidasyonuyla hedef ülkedeki depoya gönderin, oradan yurt içi kargoyla dağıtın.
- **Pazaryeri depoları:** Amazon FBA, Noon ve Allegro depolarına kutu içeriği ve etiketleriyle hazır teslim.

## NavlunPort ile nasıl çalışır?

1. Mağazanızı veya sipariş dosyanızı (CSV) bağlayın; siparişler hesabınıza aktarılır.
2. Ürünleri İstanbul’daki e-ticaret merkezimize gönderin; paketleme ve etiketleme bizden.
3. Gönderiler her gün kesim saatinde uçağa verilir; müşterinize takip bağlantısı iletilir.

## Dahil hizmetler

- Paketleme malzemesi ve marka kartı ekleme,
- ETGB ve mikro ihracat gümrük işlemleri,
- Hedef ülkede vergi ve gümrük ödemeli teslimat (DDP) seçenekleri,
- İade adresi ve iade konsolidasyonu.

## Transit süreler

| Varış | Süre |
|---|---|
| Almanya, Hollanda, Fransa | 2–4 iş günü |
| ABD, Kanada | 3–6 iş günü |
| Birleşik Arap Emirlikleri, Suudi Arabistan | 2–4 iş günü |

## Sık sorulanlar

- **Mikro ihracatta vergi iadesi alabilir miyim?** ETGB ile yapılan satışlar ihracat sayılır; KDV iadesi ve devlet destekleri için mali müşavirinize danışın.
- **DDP ne demek?** Gümrük vergisi ve KDV’yi siz önceden ödersiniz; alıcınız teslimatta ek bir ödeme yapmaz.`,
    bodyEn: `## Logistics for cross-border e-commerce

We offer three models for online sellers shipping abroad:

- **Micro-export (ETGB):** Shipments under 300 kg and €15,000 leave quickly and cheaply with the Turkish e-commerce customs declaration (ETGB).
- **Consolidated shipments:** Send orders weekly by air or sea consolidation to a warehouse in the destination country, then deliver with domestic couriers.
- **Marketplace warehouses:** Ready-to-receive deliveries to Amazon FBA, Noon and Allegro warehouses with box contents and labels.

## How it works with NavlunPort

1. Connect your store or upload your order file (CSV); orders appear in your account.
2. Send your products to our e-commerce hub in İstanbul; we pack and label.
3. Shipments go on the plane at the daily cut-off; your customer receives a tracking link.

## Included

- Packaging material and branded inserts,
- ETGB and micro-export customs formalities,
- Delivered duty paid (DDP) options in the destination country,
- Return address and returns consolidation.

## Transit times

| Destination | Time |
|---|---|
| Germany, Netherlands, France | 2–4 business days |
| USA, Canada | 3–6 business days |
| United Arab Emirates, Saudi Arabia | 2–4 business days |

## FAQ

- **Can I reclaim VAT on micro-exports?** Sales made under ETGB count as exports; ask your accountant about VAT refunds and state incentives.
- **What does DDP mean?** You pay the duties and VAT up front; your buyer pays nothing extra on delivery.`,
  },
  controlTower: {
    titleTr: 'Kontrol Kulesi',
    titleEn: 'Control Tower',
    summaryTr: 'Tüm taşıyıcılarınızdaki sevkiyatları tek ekranda görün: proaktif gecikme uyarıları, performans raporları ve uçtan uca tedarik zinciri görünürlüğü.',
    summaryEn: 'See shipments across all your carriers on one screen: proactive delay alerts, performance reports and end-to-end supply chain visibility.',
    bodyTr: `## Kontrol kulesi nedir?

Kontrol kulesi; sipariş, taşıma ve stok verilerini tek merkezde toplayan ve istisnaları (gecikme, eksik belge, serbest süre aşımı) olmadan önce fark eden bir **görünürlük ve yönetim hizmetidir**. NavlunPort kontrol kulesi, hangi forwarder veya taşıyıcıyla çalışırsanız çalışın tüm sevkiyatlarınızı birlikte izler.

## Nasıl çalışır?

1. Satın alma siparişlerinizi (PO) ve tedarikçi listenizi paylaşın; her PO bir sevkiyata bağlanır.
2. Taşıyıcı ve liman verileri (AIS, terminal olayları, havayolu durumları) günde birçok kez otomatik olarak güncellenir.
3. Kontrol kulesi ekibimiz istisnaları sizin adınıza takip eder ve çözüm önerisiyle bildirir.

## Neler sunar?

- Konteyner, AWB ve booking numarasıyla tek ekranda takip,
- ETA sapması, cut-off ve serbest süre uyarıları (e-posta ve günlük özet),
- Tedarikçi ve taşıyıcı performans karnesi (zamanında yükleme oranı, transit süre sapması),
- Demuraj ve detention maliyeti tahmini,
- CO₂ emisyon raporu (GLEC çerçevesine uygun).

## Kimler için?

Ayda 20’den fazla sevkiyatı olan, birden çok tedarikçi ve taşıyıcıyla çalışan ithalatçılar ve ihracatçılar için idealdir.

## Sık sorulanlar

- **Kurulum ne kadar sürer?** Veri aktarımı ve ekip eğitimiyle genellikle 2–3 hafta.
- **Kendi forwarder’ımla çalışmaya devam edebilir miyim?** Evet; kontrol kulesi taşıyıcıdan bağımsızdır.`,
    bodyEn: `## What is a control tower?

A control tower is a **visibility and management service** that brings order, transport and stock data together in one place and spots exceptions (delays, missing documents, free time running out) before they hurt. The NavlunPort control tower tracks all your shipments together, whichever forwarder or carrier you use.

## How it works

1. Share your purchase orders (POs) and supplier list; every PO is linked to a shipment.
2. Carrier and port data (AIS, terminal events, airline statuses) update automatically several times a day.
3. Our control tower team follows exceptions on your behalf and notifies you with a proposed solution.

## What you get

- One screen for tracking by container, AWB and booking number,
- ETA deviation, cut-off and free time alerts (email and a daily digest),
- Supplier and carrier scorecards (on-time loading, transit time deviation),
- Demurrage and detention cost forecasts,
- CO₂ emission reports (in line with the GLEC framework).

## Who is it for?

Importers and exporters with more than 20 shipments a month, working with several suppliers and carriers.

## FAQ

- **How long does onboarding take?** Usually 2–3 weeks including data import and team training.
- **Can I keep my current forwarder?** Yes, the control tower is carrier-neutral.`,
  },
  minivan: {
    titleTr: 'Minivan ile Ekspres Taşımacılık',
    titleEn: 'Express Minivan Transport',
    summaryTr: 'Acil parsiyel yükleriniz için Türkiye’den Avrupa’ya kapıdan kapıya, aktarmasız ve çift sürücülü minivan seferleri.',
    summaryEn: 'Door-to-door, direct, double-driver minivan runs from Türkiye to Europe for your urgent part loads.',
    bodyTr: `## Minivan taşımacılığı nedir?

Minivan (sprinter) hizmeti, 1,5 tona ve yaklaşık 12 m³’e kadar acil yüklerin tek araçla, aktarmasız olarak kapıdan kapıya taşınmasıdır. Tır parsiyelinin beklemesini göze alamayacağınız, hava kargonun ise pahalı kaldığı durumlar için idealdir: üretim hattı yedek parçaları, fuar malzemesi, numune ve acil siparişler.

## NavlunPort ile nasıl çalışır?

1. Navlun arama formunda "Minivan" seçeneğiyle çıkış ve varış adresini, paket ölçülerini girin.
2. Teklifi talep edin; araç genellikle **aynı gün veya ertesi sabah** yüklemeye gelir.
3. Çift sürücüyle kesintisiz yol alan aracı yük takip ekranından izleyin; teslimatta imzalı teslim belgesi (POD) hesabınıza yüklenir.

## Dahil hizmetler

- Kapıdan alım ve kapıya teslim,
- T1 transit belgesi ve ihracat gümrük işlemleri koordinasyonu,
- CMR sigortası, araç içi GPS takibi.

## Transit süreler

| Hat | Süre |
|---|---|
| İstanbul → Münih | 2–3 gün |
| İstanbul → Paris | 3–4 gün |
| Bursa → Milano | 3 gün |
| İzmir → Rotterdam | 3–4 gün |

## Belgeler

Ticari fatura, çeki listesi, ihracat beyannamesi ve gerekiyorsa A.TR veya EUR.1.

## Sık sorulanlar

- **Hafta sonu yükleme yapıyor musunuz?** Evet, önceden haber vermeniz yeterli.
- **Araç tamamen bana mı ayrılır?** Evet; minivan seferleri tek müşteriye özeldir.`,
    bodyEn: `## What is minivan transport?

Our minivan (sprinter) service carries urgent loads of up to 1.5 tonnes and about 12 m³ door to door in a single vehicle, with no transhipment. It fits when you can't wait for a groupage truck and air freight is too expensive: production line spare parts, trade fair material, samples and rush orders.

## How it works with NavlunPort

1. Choose "Minivan" in the freight search form and enter the pick-up and delivery addresses and package dimensions.
2. Request the offer; the van usually arrives for loading **the same day or the next morning**.
3. Follow the double-driver van on the tracking screen; the signed proof of delivery (POD) is uploaded to your account.

## Included

- Door-to-door pick-up and delivery,
- Coordination of the T1 transit document and export customs formalities,
- CMR insurance and in-vehicle GPS tracking.

## Transit times

| Lane | Time |
|---|---|
| İstanbul → Munich | 2–3 days |
| İstanbul → Paris | 3–4 days |
| Bursa → Milan | 3 days |
| İzmir → Rotterdam | 3–4 days |

## Documents

Commercial invoice, packing list, export declaration and, where needed, A.TR or EUR.1.

## FAQ

- **Do you load at weekends?** Yes, just let us know in advance.
- **Is the van dedicated to me?** Yes, minivan runs are exclusive to one customer.`,
  },
};

export const servicePages: SeedEntry[] = (Object.keys(serviceRoutes) as ServiceKey[]).map((serviceKey, index) => ({
  seedKey: `service.${serviceKey}`,
  kind: 'servicePage',
  slugTr: lastSegment(serviceRoutes[serviceKey].tr),
  slugEn: lastSegment(serviceRoutes[serviceKey].en),
  ...texts[serviceKey],
  attributes: { serviceKey },
  publishAt: '2026-01-10T10:00:00+03:00',
  sortOrder: index + 1,
}));
