/** [M4] Press releases of the media center (/media-center/press-releases/[slug]). */
import type { SeedEntry } from './types';

export const pressReleases: SeedEntry[] = [
  {
    seedKey: 'press.new-jersey-warehouse',
    kind: 'pressRelease',
    slugTr: 'navlunport-new-jersey-deposunu-acti',
    slugEn: 'navlunport-opens-new-jersey-warehouse',
    titleTr: 'NavlunPort, ABD’deki ilk deposunu New Jersey’de açtı',
    titleEn: 'NavlunPort opens its first US warehouse in New Jersey',
    summaryTr: 'Edison’daki 12.000 m²’lik depo, Türk ihracatçılarına ABD’de stoklama, sipariş karşılama ve Amazon FBA hazırlığı sunuyor.',
    summaryEn: 'The 12,000 m² warehouse in Edison offers Turkish exporters storage, order fulfilment and Amazon FBA prep in the USA.',
    publishAt: '2026-03-17T10:00:00+03:00',
    sortOrder: 1,
    bodyTr: `**İstanbul, 17 Mart 2026** – Dijital taşıma işleri organizatörü NavlunPort, ABD’deki ilk deposunu New Jersey eyaletinin Edison kentinde faaliyete geçirdi. New York ve Newark limanlarına 40 dakika mesafedeki 12.000 m²’lik tesis, Türk üreticilerinin ve e-ticaret markalarının ABD pazarında stok tutmasını ve siparişlerini 1–5 iş gününde teslim etmesini sağlıyor.

## Tek platformda uçtan uca hizmet

Müşteriler, Türkiye’den denizyolu veya havayoluyla gönderdikleri ürünlerin depoya kabulünü, stok seviyelerini ve ABD içi sevkiyatlarını NavlunPort platformundan izleyebiliyor. Depo; paletli ve raflı depolama, sipariş toplama ve paketleme, Amazon FBA ve Walmart WFS hazırlığı ile iade yönetimi hizmetleri veriyor.

## "ABD, Türk markaları için en büyük fırsat"

NavlunPort Kurucu Ortağı ve CEO’su **Deniz Aydın**: "2025’te ABD’ye giden sevkiyatlarımız yüzde 60 arttı. Müşterilerimiz bize her seferinde aynı şeyi söyledi: Ürünü ABD’ye götürmek kolaylaştı, asıl zorluk oradaki depo ve dağıtım. Edison deposuyla bu boşluğu kapatıyoruz," dedi.

## Rakamlar

- 12.000 m² kapalı alan, 9.000 palet pozisyonu
- Günlük 6.000 sipariş çıkış kapasitesi
- 35 çalışan, 2027 sonuna kadar 60 kişiye çıkması planlanıyor

**NavlunPort hakkında:** NavlunPort, 2019’da İstanbul’da kurulan dijital bir freight forwarder’dır. Basın iletişim: basin@navlunport.com`,
    bodyEn: `**İstanbul, 17 March 2026** – Digital freight forwarder NavlunPort has opened its first US warehouse in Edison, New Jersey. Forty minutes from the ports of New York and Newark, the 12,000 m² facility lets Turkish manufacturers and e-commerce brands hold stock in the US market and deliver orders in 1–5 business days.

## End-to-end service on one platform

Customers follow the receipt of goods shipped from Türkiye by sea or air, their stock levels and their US shipments on the NavlunPort platform. The warehouse provides pallet and shelf storage, pick and pack, Amazon FBA and Walmart WFS prep and returns management.

## "The USA is the biggest opportunity for Turkish brands"

**Deniz Aydın**, co-founder and CEO of NavlunPort, said: "Our shipments to the USA grew by 60 percent in 2025. Our customers kept telling us the same thing: getting goods to the US has become easy, the real challenge is warehousing and distribution there. With the Edison warehouse we close that gap."

## Key figures

- 12,000 m² of covered space, 9,000 pallet positions
- Capacity to dispatch 6,000 orders a day
- 35 employees, planned to grow to 60 by the end of 2027

**About NavlunPort:** NavlunPort is a digital freight forwarder founded in İstanbul in 2019. Press contact: basin@navlunport.com`,
  },
  {
    seedKey: 'press.series-b',
    kind: 'pressRelease',
    slugTr: 'navlunport-25-milyon-dolar-yatirim-aldi',
    slugEn: 'navlunport-raises-25-million-dollars',
    titleTr: 'NavlunPort, B serisi yatırım turunda 25 milyon dolar yatırım aldı',
    titleEn: 'NavlunPort raises USD 25 million in a Series B round',
    summaryTr: 'Yatırım, kontrol kulesi ürününün geliştirilmesi ve Kuzey Afrika ile Körfez pazarlarında büyüme için kullanılacak.',
    summaryEn: 'The investment will fund the control tower product and growth in North Africa and the Gulf.',
    publishAt: '2026-06-24T10:00:00+03:00',
    sortOrder: 2,
    bodyTr: `**İstanbul, 24 Haziran 2026** – NavlunPort, uluslararası lojistik teknolojisi fonlarının liderliğinde gerçekleştirilen B serisi yatırım turunda 25 milyon ABD doları yatırım aldığını duyurdu. Tura mevcut yatırımcılar da katıldı.

## Yatırım nereye kullanılacak?

- **Kontrol kulesi:** Büyük ithalatçı ve ihracatçılara taşıyıcıdan bağımsız görünürlük, gecikme uyarıları ve CO₂ raporlaması sunan ürünün geliştirilmesi,
- **Yeni pazarlar:** Kazablanka ve Dubai’de ofis açılması,
- **Ekip:** Yazılım ve operasyon ekiplerine 80 yeni çalışan.

## Büyüme

NavlunPort’un platform üzerinden işlenen sevkiyat hacmi 2025’te bir önceki yıla göre iki katına çıktı; aktif kurumsal müşteri sayısı 4.200’ü aştı.

CEO **Deniz Aydın**: "Türk ihracatçısının bir teklif için günlerce beklediği dönem bitti. Bu yatırımla, taşımadan sonraki her adımı da aynı şeffaflıkla yönetilebilir kılacağız," dedi.

Basın iletişim: basin@navlunport.com`,
    bodyEn: `**İstanbul, 24 June 2026** – NavlunPort announced today that it has raised USD 25 million in a Series B round led by international logistics technology funds, with participation from existing investors.

## Use of funds

- **Control tower:** building out the product that gives large importers and exporters carrier-neutral visibility, delay alerts and CO₂ reporting,
- **New markets:** opening offices in Casablanca and Dubai,
- **Team:** 80 new hires in software and operations.

## Growth

The shipment volume handled on NavlunPort's platform doubled in 2025 compared with the previous year, and the number of active corporate customers passed 4,200.

CEO **Deniz Aydın** said: "The days when a Turkish exporter waited days for a quote are over. With this investment we will make every step after the booking just as transparent."

Press contact: basin@navlunport.com`,
  },
  {
    seedKey: 'press.control-tower-launch',
    kind: 'pressRelease',
    slugTr: 'navlunport-kontrol-kulesi-hizmetini-baslatti',
    slugEn: 'navlunport-launches-control-tower',
    titleTr: 'NavlunPort, taşıyıcıdan bağımsız Kontrol Kulesi hizmetini başlattı',
    titleEn: 'NavlunPort launches its carrier-neutral Control Tower',
    summaryTr: 'Yeni hizmet, ithalatçılara tüm taşıyıcılardaki sevkiyatlarını tek ekranda izleme ve gecikmeleri önceden görme imkânı veriyor.',
    summaryEn: 'The new service lets importers follow shipments across all carriers on one screen and see delays coming.',
    publishAt: '2026-10-07T10:00:00+03:00',
    sortOrder: 3,
    bodyTr: `**İstanbul, 7 Ekim 2026** – NavlunPort, ayda 20’den fazla sevkiyatı olan ithalatçı ve ihracatçılara yönelik Kontrol Kulesi hizmetini kullanıma açtı. Hizmet; satın alma siparişlerini sevkiyatlarla eşleştiriyor, gemi ve uçuş verilerini günde birçok kez güncelliyor ve ETA sapmalarını, serbest süre aşımlarını ve eksik belgeleri önceden bildiriyor.

## Pilot sonuçları

Beş ay süren pilot programa katılan 12 müşteride:

| Ölçüt | Sonuç |
|---|---|
| Demuraj ve detention maliyeti | %37 azaldı |
| Gecikmenin fark edilme süresi | 4,5 günden 6 saate indi |
| Sevkiyat başına e-posta trafiği | %60 azaldı |

Kontrol Kulesi Direktörü **Selin Öztürk**: "Müşterilerimizin ekipleri artık konteyner aramakla değil, istisnaları yönetmekle vakit geçiriyor," dedi.

Basın iletişim: basin@navlunport.com`,
    bodyEn: `**İstanbul, 7 October 2026** – NavlunPort has launched its Control Tower service for importers and exporters with more than 20 shipments a month. The service matches purchase orders to shipments, refreshes vessel and flight data several times a day and warns in advance of ETA deviations, free time running out and missing documents.

## Pilot results

Among the 12 customers in the five-month pilot:

| Measure | Result |
|---|---|
| Demurrage and detention cost | down 37% |
| Time to notice a delay | from 4.5 days to 6 hours |
| Email traffic per shipment | down 60% |

**Selin Öztürk**, Director of Control Tower, said: "Our customers' teams now spend their time managing exceptions, not looking for containers."

Press contact: basin@navlunport.com`,
  },
];
