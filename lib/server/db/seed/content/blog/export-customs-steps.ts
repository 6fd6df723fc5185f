import type { SeedEntry } from '../types';

export const exportCustomsSteps: SeedEntry = {
  seedKey: 'blog.export-customs-step-by-step',
  kind: 'blogPost',
  slugTr: 'ihracatta-gumruk-sureci-adim-adim',
  slugEn: 'export-customs-clearance-in-turkey-step-by-step',
  titleTr: 'İhracatta gümrük süreci adım adım: Beyannameden gemiye',
  titleEn: 'Export customs clearance in Türkiye, step by step: from declaration to vessel',
  summaryTr: 'Türkiye’den ihracatta gümrük beyannamesinin hazırlanması, hat sistemi, muayene ve kapanış işlemleri; süreyi kısaltmak için nelere dikkat etmelisiniz?',
  summaryEn: 'Preparing the export declaration in Türkiye, the channel system, inspection and closing the declaration, and what to watch to keep it short.',
  category: 'customs',
  tags: ['customs', 'export', 'documents'],
  authorName: 'Elif Karaca',
  publishAt: '2026-04-15T09:30:00+03:00',
  bodyTr: `Gümrük, ihracat zincirinin en çok endişe yaratan halkasıdır; oysa belgeler doğru hazırlandığında işlemler çoğu zaman birkaç saat içinde tamamlanır. Bu yazıda, Türkiye’den denizyoluyla yapılan tipik bir ihracatta gümrük sürecini adım adım anlatıyoruz.

## 1. Belgeleri hazırlayın

Süreç, yükünüz fabrikadan çıkmadan önce başlar. İhtiyacınız olan temel belgeler:

- **Ticari fatura:** Malın tanımı, miktarı, birim fiyatı, teslim şekli (Incoterms) ve ödeme koşulu.
- **Çeki listesi:** Her kolinin içeriği, net ve brüt ağırlığı, ölçüsü.
- **Menşe belgesi:** Varış ülkesine göre A.TR, EUR.1, EUR-MED veya menşe şahadetnamesi.
- **Gerekiyorsa özel izinler:** Kontrol belgesi, sağlık sertifikası, çift kullanımlı eşya izni gibi.

Faturadaki ürün tanımının açık olması önemlidir. "Yedek parça" yerine "binek otomobiller için fren diski, dökme demir" yazmak, hem doğru GTİP tespitini hem de gümrük memurunun işini kolaylaştırır.

## 2. Beyanname düzenlenir

Gümrük müşaviriniz, belgelerinizden yola çıkarak Ticaret Bakanlığı’nın BİLGE sistemi üzerinden elektronik ihracat beyannamesini düzenler. Beyannamede GTİP, kıymet, ağırlık, kap adedi, taşıma şekli ve çıkış gümrük idaresi yer alır. İhracatçının beyannameyi müşavirine e-imza ile yetkilendirmesi gerekir.

## 3. Hat belirlenir

Beyanname tescil edildiğinde sistem bir risk analizi yapar ve beyannameyi dört hattan birine yönlendirir:

| Hat | Anlamı | Ek süre |
|---|---|---|
| Yeşil | Belge kontrolü ve muayene yok | Yok |
| Sarı | Yalnızca belge kontrolü | Birkaç saat |
| Kırmızı | Belge kontrolü ve fiziki muayene | 1–2 gün |
| Mavi | Yetkilendirilmiş yükümlüler için sonradan kontrol | Yok |

Kırmızı hatta düşen yük, muayene sahasına alınır ve memur tarafından açılarak beyanla karşılaştırılır. Bu nedenle çeki listesinin gerçek yüklemeyle birebir uyuşması çok önemlidir.

## 4. Yük limana teslim edilir

Gümrük işlemleri tamamlanan konteyner, cut-off tarihinden önce terminale teslim edilir. Terminal girişinde VGM (doğrulanmış brüt ağırlık) beyanı da sisteme girilmiş olmalıdır; aksi hâlde konteyner gemiye yüklenmez.

## 5. Beyanname kapanır

Gemi ayrıldıktan sonra taşıyıcının verdiği özet beyan ile ihracat beyannamesi eşleştirilir ve beyanname kapanır. Kapanan beyanname; KDV iadesi, ihracat bedelinin yurda getirilmesi ve devlet destekleri için gerekli olan resmî ihracat kanıtıdır.

## Sık karşılaşılan sorunlar

- **Fatura ile çeki listesi arasındaki tutarsızlıklar:** Kap adedi veya ağırlık iki belgede farklıysa beyanname düzeltilmeden işlem ilerlemez.
- **Yanlış veya eksik menşe belgesi:** Alıcının ülkesinde vergi avantajı kaybedilir; EUR.1 sonradan düzenlenebilse de ek zaman ve maliyet gerektirir.
- **Son dakika değişiklikleri:** Yüklemede ürün veya miktar değişirse beyannamenin de değiştirilmesi gerekir; bu da terminal cut-off’unun kaçmasına neden olabilir.
- **Yetki eksikliği:** Müşavire verilen e-imza yetkisinin süresi dolmuşsa beyanname tescil edilemez.

## Süreyi kısaltmak için

1. Belgeleri yük hazır olmadan müşavirinize gönderin.
2. Aynı ürünleri sık ihraç ediyorsanız GTİP ve tanımları sabitleyin.
3. Yetkilendirilmiş yükümlü (YYS) statüsünü değerlendirin; mavi hat ve yerinde gümrük işlemleri büyük zaman kazandırır.
4. Cut-off tarihlerini takip edin; gümrükte yaşanan birkaç saatlik gecikme, konteynerin bir sonraki gemiye kalmasına yol açabilir.

NavlunPort’ta rezervasyonunuzu oluşturduğunuzda cut-off tarihleri ve belge teslim süreleri rezervasyon detayında gösterilir; operasyon ekibimiz gümrük müşavirinizle doğrudan koordinasyon kurar.`,
  bodyEn: `Customs is the link in the export chain that worries people most, yet with the right documents clearance is usually done within a few hours. In this article we walk through customs for a typical sea export from Türkiye, step by step.

## 1. Prepare the documents

The process starts before your cargo leaves the factory. The basic documents are:

- **Commercial invoice:** description, quantity, unit price, Incoterms rule and payment terms.
- **Packing list:** contents, net and gross weight and dimensions of every package.
- **Proof of origin:** A.TR, EUR.1, EUR-MED or a certificate of origin, depending on the destination.
- **Special permits where needed:** control certificates, health certificates, dual-use licences and the like.

A clear description on the invoice matters. Writing "brake discs for passenger cars, cast iron" instead of "spare parts" helps both the correct tariff classification and the customs officer.

## 2. The declaration is drawn up

Based on your documents, your customs broker prepares the electronic export declaration in the Ministry of Trade's BİLGE system. It contains the tariff code (GTİP), value, weight, number of packages, mode of transport and the customs office of exit. The exporter must authorise the broker with an electronic signature.

## 3. The channel is assigned

When the declaration is registered, the system runs a risk analysis and sends it to one of four channels:

| Channel | Meaning | Extra time |
|---|---|---|
| Green | No document check, no inspection | None |
| Yellow | Document check only | A few hours |
| Red | Document check and physical inspection | 1–2 days |
| Blue | Post-clearance control for authorised operators | None |

Cargo on the red channel is moved to the inspection area, where an officer opens it and compares it with the declaration. That is why the packing list must match the actual load exactly.

## 4. The cargo goes to the port

Once cleared, the container must reach the terminal before the cut-off. The VGM (verified gross mass) must also be in the system at the gate, or the container will not be loaded.

## 5. The declaration is closed

After the vessel sails, the export declaration is matched with the carrier's summary declaration and closed. The closed declaration is the official proof of export needed for VAT refunds, repatriating the export proceeds and state incentives.

## Common problems

- **Mismatches between invoice and packing list:** if package count or weight differ between the two, nothing moves until the declaration is corrected.
- **Wrong or missing proof of origin:** the buyer loses the duty advantage; an EUR.1 can be issued retrospectively, but it costs time and money.
- **Last-minute changes:** if products or quantities change at loading, the declaration must be amended too, which can mean missing the terminal cut-off.
- **Expired authorisation:** if the broker's e-signature authorisation has expired, the declaration cannot be registered.

## Keeping it short

1. Send the documents to your broker before the cargo is ready.
2. If you export the same products often, fix their tariff codes and descriptions.
3. Consider authorised economic operator (YYS) status; the blue channel and on-site clearance save a lot of time.
4. Watch the cut-offs: a few hours' delay at customs can roll your container to the next vessel.

When you book on NavlunPort, the cut-offs and document deadlines are shown in the reservation details, and our operations team coordinates directly with your customs broker.`,
};
