import type { SeedEntry } from '../types';

export const lclOrFcl: SeedEntry = {
  seedKey: 'blog.lcl-or-fcl',
  kind: 'blogPost',
  slugTr: 'parsiyel-mi-komple-konteyner-mi',
  slugEn: 'lcl-or-fcl-which-is-right-for-you',
  titleTr: 'Parsiyel mi, komple konteyner mi? LCL ve FCL arasında doğru seçim',
  titleEn: 'LCL or FCL? Making the right choice',
  summaryTr: 'Yük hacminize, bütçenize ve teslim sürenize göre parsiyel ve komple konteyner arasında nasıl karar verirsiniz? Başabaş noktası ve gizli maliyetler.',
  summaryEn: 'How to choose between LCL and a full container by volume, budget and delivery time: the break-even point and the hidden costs.',
  category: 'seaFreight',
  tags: ['lcl', 'fcl', 'sea-freight'],
  authorName: 'Can Yurdakul',
  publishAt: '2026-02-10T10:00:00+03:00',
  bodyTr: `Denizyolu ile ihracata başlayan hemen her firmanın karşılaştığı ilk karar şudur: Yükümü diğer göndericilerin yükleriyle aynı konteynerde mi (LCL, parsiyel), yoksa bana ait bir konteynerde mi (FCL, komple) göndermeliyim? Cevap yalnızca hacme bağlı değildir; transit süre, hasar riski, yerel masraflar ve nakit akışı da hesaba girer.

## Temel fark

**LCL**’de navlun, yükün hacmi (m³) veya ağırlığı (ton) üzerinden hesaplanır; hangisi büyükse o esas alınır. Yükünüz konsolidasyon deposunda diğer yüklerle birlikte konteynere istiflenir, varışta da depoda ayrıştırılır.

**FCL**’de ise konteyner başına sabit bir navlun ödersiniz. Konteyneri kendi tesisinizde yükler, mühürler ve alıcının kapısına kadar açılmadan ulaştırabilirsiniz.

## Başabaş noktası: kaç metreküpte FCL daha ucuz?

Kesin bir sayı yoktur, ancak kabaca şöyle düşünebilirsiniz:

| Hacim | Genellikle daha ekonomik |
|---|---|
| 1–10 m³ | LCL |
| 10–15 m³ | Rotaya göre değişir; iki teklifi de karşılaştırın |
| 15 m³ ve üzeri | 20' FCL |
| 30 m³ ve üzeri | 40' veya 40' HC FCL |

Örneğin İstanbul–Hamburg hattında LCL navlunu metreküp başına 45 USD, yerel masraflarla birlikte 90 USD civarındaysa, 14 m³’lük bir yük yaklaşık 1.260 USD tutar. Aynı hatta 20' konteynerin toplam maliyeti 1.150 USD ise, henüz konteyner yarı boşken FCL kazançlı hâle gelir. NavlunPort’ta aynı yük için LCL ve FCL aramasını yan yana yaparak bu noktayı kendi rotanızda saniyeler içinde görebilirsiniz.

## Fiyat dışındaki farklar

### Transit süre

LCL yükleri konsolidasyon ve dekonsolidasyon için depoda ortalama 3–7 gün fazladan bekler. Acil siparişlerde bu fark, FCL’nin ya da hava kargonun tercih edilmesine yol açabilir.

### Hasar ve kayıp riski

LCL yükü daha çok elleçlenir. Paletlerin streçlenmesi, köşe koruyucularla desteklenmesi ve her kolinin etiketlenmesi riski büyük ölçüde azaltır. Kırılgan ürünlerde FCL daha güvenlidir.

### Gümrük

LCL’de aynı konteynerdeki başka bir yükün gümrükte kırmızı hatta düşmesi, konteynerin tamamının beklemesine yol açabilir. FCL’de yalnızca kendi belgelerinizden sorumlusunuz.

### Serbest süre ve demuraj

FCL’de konteyner limanda serbest süreyi aşarsa demuraj, sizde fazla kalırsa detention ödenir. LCL’de bu risk yoktur, ancak varış deposunda ardiye ücreti işleyebilir.

## Hangi durumda hangisi?

- **Numune, deneme siparişi, küçük butik sevkiyatlar:** LCL
- **Düzenli, haftalık küçük hacimler:** LCL, ancak aylık toplayıp FCL yapmayı da hesaplayın
- **Kırılgan, yüksek değerli veya kokulu ürünler:** FCL
- **Sezon siparişleri ve tam kamyon hacimleri:** FCL

## LCL sevkiyatınızı hazırlarken

Parsiyel yük gönderiyorsanız birkaç basit adım hem maliyeti hem de riski düşürür:

1. **Ölçüleri doğru verin.** Depoda yapılan ölçüm, beyanınızdan büyük çıkarsa navlun yeniden hesaplanır. Palet yüksekliğini ve ağırlığını tartıp ölçerek girin.
2. **İstiflenebilir paletler hazırlayın.** Üzerine yük konulamayan paletler, konteynerde kapladıkları boşluğun tamamı üzerinden ücretlendirilebilir.
3. **Her koliyi etiketleyin.** Gönderici, alıcı, koli sayısı (1/12, 2/12 …) ve varış limanı her kolide okunaklı olmalıdır.
4. **Belgeleri yükten önce gönderin.** Ticari fatura ve çeki listesi depoya yükten önce ulaşırsa konsolidasyon gecikmez.

## Sonuç

Karar verirken yalnızca navlunu değil, yerel masrafları, transit süreyi ve risk maliyetini birlikte değerlendirin. İhtiyacınız değiştikçe tercihiniz de değişebilir; bugün LCL ile başlayan birçok müşterimiz, hacimleri büyüdükçe FCL’ye geçiyor.`,
  bodyEn: `Almost every company that starts exporting by sea faces the same first decision: should my cargo share a container with other shippers' cargo (LCL) or travel in a container of its own (FCL)? The answer doesn't depend on volume alone; transit time, the risk of damage, local charges and cash flow all count.

## The basic difference

With **LCL**, freight is charged on the volume (m³) or weight (tonnes) of your cargo, whichever is greater. Your goods are stuffed into a container with other cargo at a consolidation warehouse and separated again at a warehouse on arrival.

With **FCL**, you pay a flat rate per container. You load and seal it at your own premises, and it can reach the buyer's door without being opened.

## The break-even point: at how many cubic metres is FCL cheaper?

There is no single number, but roughly:

| Volume | Usually cheaper |
|---|---|
| 1–10 m³ | LCL |
| 10–15 m³ | Depends on the lane; compare both offers |
| 15 m³ and more | 20' FCL |
| 30 m³ and more | 40' or 40' HC FCL |

For example, if LCL on İstanbul–Hamburg is about USD 45 per m³, or USD 90 with local charges, a 14 m³ shipment costs about USD 1,260. If a 20' container on the same lane costs USD 1,150 in total, FCL pays off while the container is still half empty. On NavlunPort you can run an LCL and an FCL search side by side for the same cargo and see this point on your own lane in seconds.

## Differences beyond price

### Transit time

LCL cargo waits 3–7 extra days on average at warehouses for consolidation and deconsolidation. For urgent orders this difference can tip the balance towards FCL or air.

### Risk of damage and loss

LCL cargo is handled more often. Stretch-wrapping pallets, adding corner protectors and labelling every carton reduce the risk considerably. For fragile goods FCL is safer.

### Customs

In LCL, if another shipper's cargo in the same container is sent to the red channel, the whole container may have to wait. With FCL you are responsible only for your own documents.

### Free time and demurrage

With FCL you pay demurrage if the container overstays its free time at the terminal and detention if you keep it too long. LCL has no such risk, although storage can run at the destination warehouse.

## Which one when?

- **Samples, trial orders, small boutique shipments:** LCL
- **Regular small weekly volumes:** LCL, but also work out consolidating them monthly into an FCL
- **Fragile, high-value or odorous goods:** FCL
- **Seasonal orders and full-truck volumes:** FCL

## Preparing an LCL shipment

If you ship LCL, a few simple steps lower both cost and risk:

1. **Give accurate dimensions.** If the warehouse measures more than you declared, the freight is recalculated. Weigh and measure pallets before you enter them.
2. **Make pallets stackable.** Non-stackable pallets may be charged for all the space they block in the container.
3. **Label every carton.** Shipper, consignee, carton count (1/12, 2/12 …) and port of discharge must be legible on each one.
4. **Send documents before the cargo.** If the commercial invoice and packing list reach the warehouse first, consolidation isn't held up.

## Conclusion

Weigh local charges, transit time and the cost of risk together with the freight. Your choice can change as your needs do: many customers who start with LCL move to FCL as their volumes grow.`,
};
