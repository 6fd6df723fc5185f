import type { SeedEntry } from '../types';

export const demurrageDetention: SeedEntry = {
  seedKey: 'blog.demurrage-and-detention',
  kind: 'blogPost',
  slugTr: 'demuraj-ve-detention-konteyner-cezalarindan-nasil-kacinilir',
  slugEn: 'demurrage-and-detention-how-to-avoid-container-charges',
  titleTr: 'Demuraj ve detention: Konteyner cezalarından nasıl kaçınılır?',
  titleEn: 'Demurrage and detention: how to avoid container charges',
  summaryTr: 'Serbest süre dolduğunda işlemeye başlayan demuraj ve detention ücretleri nasıl hesaplanır, neden bu kadar hızlı büyür ve ithalatçılar bunları nasıl önleyebilir?',
  summaryEn: 'How demurrage and detention are calculated once free time runs out, why they grow so fast, and how importers can avoid them.',
  category: 'seaFreight',
  tags: ['demurrage', 'fcl', 'sea-freight'],
  authorName: 'Can Yurdakul',
  publishAt: '2026-07-08T09:00:00+03:00',
  bodyTr: `Bir ithalatçının navlun faturasından sonra en sık şaşırdığı kalem, konteyner başına günlük ücretlerdir. Birkaç günlük bir gecikme, özellikle yoğun dönemlerde, navlunun kendisini aşan bir maliyete dönüşebilir. Bu yazıda demuraj ve detention ücretlerinin mantığını ve bunlardan kaçınmanın pratik yollarını anlatıyoruz.

## Terimler

- **Serbest süre (free time):** Taşıyıcının konteyneri ücretsiz olarak kullanmanıza izin verdiği gün sayısı. Genellikle varış limanında 5–14 gündür ve tekliflerde belirtilir.
- **Demuraj:** Dolu konteynerin serbest süre dolduktan sonra **terminalde** beklemesi için ödenen günlük ücret.
- **Detention:** Konteynerin terminalden çıktıktan sonra **sizde** (boşaltma için fabrikanızda veya depoda) serbest süreyi aşarak kalması için ödenen günlük ücret.
- **Ardiye:** Terminal işletmesinin yük için ayrıca aldığı depolama ücreti. Demurajdan farklıdır ve aynı anda işleyebilir.

Bazı taşıyıcılar demuraj ve detention sürelerini birleştirerek "combined free time" olarak verir; bu durumda toplam süre, konteynerin gemiden inmesinden boş olarak iadesine kadar hesaplanır.

## Ücretler neden hızla büyür?

Günlük ücretler genellikle kademelidir: İlk beş gün için konteyner başına örneğin 40 USD, sonraki beş gün 80 USD, ardından 120 USD gibi. Beş konteynerlik bir ithalatta iki haftalık bir gecikme, kolayca birkaç bin dolarlık bir faturaya dönüşür. Üstelik ücretler, taşıyıcının tarifesine göre hafta sonları ve resmî tatillerde de işler.

Somut bir örnek: Mersin’e gelen üç adet 40’lık konteyner için serbest süre 7 gün olsun. Gümrükte bekleyen bir izin nedeniyle konteynerler 19. günde çekilirse, 12 günlük demuraj kademeli tarifeyle konteyner başına yaklaşık 900 USD, üç konteyner için 2.700 USD eder. Bu tutar, aynı konteynerlerin Uzak Doğu’dan gelen navlununun yarısına yakındır.

## En sık görülen nedenler

1. **Eksik veya geç gelen belgeler:** Orijinal konşimento bankada bekliyorsa ordino alınamaz.
2. **Gümrükte kırmızı hat veya izin gerektiren ürünler:** Tarım, sağlık veya TSE kontrolleri günler sürebilir.
3. **Vergi ödemesinin gecikmesi:** Gümrük vergileri ve KDV ödenmeden yük çekilemez.
4. **Boşaltma kapasitesi:** Fabrikanın aynı anda gelen birçok konteyneri boşaltacak forklift ve personeli olmayabilir.
5. **Boş konteyner iadesi:** Taşıyıcının gösterdiği depo doluysa veya uzaktaysa iade gecikir.

## Nasıl kaçınılır?

### Teklif aşamasında

Serbest süreleri teklifler arasında karşılaştırın. Ucuz navlunlu ancak 3 gün serbest süreli bir teklif, 14 gün serbest süreli biraz daha pahalı bir tekliften daha maliyetli olabilir. Düzenli ithalatçıysanız taşıyıcıdan ek serbest süre talep etmek mümkündür.

### Yük yoldayken

- Orijinal belgelerin gemi varmadan elinizde olmasını sağlayın veya teleks serbest bırakma / deniz yük senedi kullanın.
- Gümrük müşavirinize belgeleri önceden gönderin; gerekli izin başvurularını varıştan önce yapın.
- ETA değişikliklerini takip edin; NavlunPort yük takip ekranı gecikme ve erken varışları gösterir.

### Varışta

- Konteynerleri boşaltma kapasitenize göre sırayla çekin.
- Boş konteyner iadesini aynı gün planlayın ve iade fişini saklayın.

## Sonuç

Demuraj ve detention, çoğu zaman önlenebilir maliyetlerdir. Serbest süreleri teklif aşamasında pazarlık konusu yapmak, belgeleri önceden hazırlamak ve varışı yakından izlemek, bu kalemleri büyük ölçüde ortadan kaldırır. Kontrol kulesi hizmetimiz, serbest sürenin dolmasına kalan günleri her konteyner için ayrı ayrı izleyerek sizi önceden uyarır.`,
  bodyEn: `After the freight invoice, the items that surprise importers most are the daily container charges. A few days' delay, especially in busy periods, can cost more than the freight itself. This article explains how demurrage and detention work and the practical ways to avoid them.

## The terms

- **Free time:** the number of days the carrier lets you use the container at no charge. Usually 5–14 days at the destination and stated in offers.
- **Demurrage:** the daily charge for a full container staying **at the terminal** after free time ends.
- **Detention:** the daily charge for a container kept **by you** (at your factory or warehouse for unloading) beyond its free time after leaving the terminal.
- **Storage:** a separate charge by the terminal operator for the cargo. It differs from demurrage and can run at the same time.

Some carriers combine demurrage and detention into "combined free time", counted from discharge until the empty container is returned.

## Why do the charges grow so fast?

Daily charges are usually tiered: say USD 40 per container for the first five days, USD 80 for the next five and USD 120 after that. For an import of five containers, a two-week delay easily turns into a bill of several thousand dollars. And depending on the carrier's tariff, the charges run on weekends and public holidays too.

A concrete example: three 40-foot containers arrive at Mersin with 7 days' free time. If a pending permit means they are collected on day 19, 12 days of tiered demurrage come to about USD 900 per container, USD 2,700 for all three: close to half the freight the same containers paid from the Far East.

## Common causes

1. **Missing or late documents:** if the original bill of lading is still at the bank, you can't get the delivery order.
2. **Red channel or products needing permits:** agricultural, health or TSE checks can take days.
3. **Late duty payment:** cargo can't be released until duties and VAT are paid.
4. **Unloading capacity:** the factory may not have the forklifts and staff to unload many containers at once.
5. **Empty container return:** if the carrier's depot is full or far away, returns are delayed.

## How to avoid them

### When choosing an offer

Compare free time across offers. A cheap rate with 3 free days can cost more than a slightly dearer one with 14. Regular importers can ask carriers for extra free time.

### While the cargo is at sea

- Have the original documents in hand before the vessel arrives, or use a telex release or sea waybill.
- Send documents to your customs broker early and apply for permits before arrival.
- Follow ETA changes; the NavlunPort tracking screen shows delays and early arrivals.

### On arrival

- Collect containers in an order that matches your unloading capacity.
- Plan the empty return for the same day and keep the return receipt.

## Conclusion

Demurrage and detention are mostly avoidable costs. Negotiating free time when you choose an offer, preparing documents early and following the arrival closely remove most of them. Our control tower service tracks the days of free time left for every container and warns you in advance.`,
};
