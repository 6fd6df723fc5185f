/**
 * [M4] Campaigns (/campaigns): a seasonal one running on 2026-11-26, one upcoming, one expired, and the
 * first-shipment offer that runs until the end of 2028 (so a fresh database always shows a running campaign).
 */
import type { SeedEntry } from './types';

export const campaigns: SeedEntry[] = [
  {
    seedKey: 'campaign.winter-lcl-europe',
    kind: 'campaign',
    slugTr: 'avrupa-parsiyel-kis-kampanyasi',
    slugEn: 'europe-lcl-winter-campaign',
    titleTr: 'Avrupa Parsiyel Kış Kampanyası: LCL navlunlarında %15 indirim',
    titleEn: 'Europe LCL Winter Campaign: 15% off LCL freight',
    summaryTr: 'Ambarlı ve Gemlik çıkışlı Hamburg, Rotterdam, Antwerp ve Koper parsiyel sevkiyatlarında 31 Ocak 2027’ye kadar navlunda %15 indirim.',
    summaryEn: '15% off freight on LCL shipments from Ambarlı and Gemlik to Hamburg, Rotterdam, Antwerp and Koper until 31 January 2027.',
    attributes: { validFrom: '2026-11-01', validTo: '2027-01-31', discountPercent: 15, promoCode: 'KIS-LCL-15' },
    publishAt: '2026-10-28T10:00:00+03:00',
    sortOrder: 1,
    bodyTr: `Yılbaşı siparişlerini Avrupa’daki alıcılarınıza zamanında ulaştırın. Kış kampanyası boyunca Ambarlı ve Gemlik limanlarından Kuzey Avrupa ve Adriyatik limanlarına yapılan **parsiyel (LCL)** sevkiyatlarda navlun bedeline %15 indirim uyguluyoruz.

## Kampanya kapsamı

| Çıkış | Varış | Haftalık sefer | Transit süre |
|---|---|---|---|
| Ambarlı | Hamburg | 2 | 14–18 gün |
| Ambarlı | Rotterdam | 2 | 13–17 gün |
| Gemlik | Antwerp | 1 | 15–19 gün |
| Ambarlı | Koper | 1 | 7–9 gün |

## Nasıl yararlanırım?

1. Navlun arama formunda kampanya kapsamındaki bir rotayı seçin.
2. Teklifi talep ederken not alanına **KIS-LCL-15** promosyon kodunu yazın.
3. İndirim, operasyon ekibimizin fiyat teyidinde navlun kalemine yansıtılır.

## Koşullar

- İndirim yalnızca deniz navlununa uygulanır; yerel masraflar, gümrük ve kara taşıması hariçtir.
- Kampanya 1 Kasım 2026 – 31 Ocak 2027 arasında yükleme yapılan sevkiyatlar için geçerlidir.
- Diğer kampanyalarla birleştirilemez; sevkiyat başına en az 1 m³ geçerlidir.`,
    bodyEn: `Get your year-end orders to your European buyers on time. Throughout the winter campaign we take 15% off the freight on **LCL** shipments from Ambarlı and Gemlik to Northern European and Adriatic ports.

## Covered lanes

| From | To | Weekly sailings | Transit time |
|---|---|---|---|
| Ambarlı | Hamburg | 2 | 14–18 days |
| Ambarlı | Rotterdam | 2 | 13–17 days |
| Gemlik | Antwerp | 1 | 15–19 days |
| Ambarlı | Koper | 1 | 7–9 days |

## How to use it

1. Choose a covered lane in the freight search form.
2. When requesting the offer, enter the promo code **KIS-LCL-15** in the notes.
3. The discount is applied to the freight line when our operations team confirms the price.

## Terms

- The discount applies to ocean freight only; local charges, customs and trucking are excluded.
- Valid for shipments loaded between 1 November 2026 and 31 January 2027.
- Cannot be combined with other campaigns; minimum 1 m³ per shipment.`,
  },
  {
    seedKey: 'campaign.spring-air-usa',
    kind: 'campaign',
    slugTr: 'amerika-hava-kargo-bahar-kampanyasi',
    slugEn: 'usa-air-cargo-spring-campaign',
    titleTr: 'ABD Hava Kargo Bahar Kampanyası: New Jersey depomuza %10 indirim',
    titleEn: 'USA Air Cargo Spring Campaign: 10% off to our New Jersey warehouse',
    summaryTr: 'Mart–Mayıs 2027’de İstanbul’dan New Jersey depomuza gönderilen hava kargolarda navlunda %10 indirim ve ilk ay depolama ücretsiz.',
    summaryEn: 'March–May 2027: 10% off air freight from İstanbul to our New Jersey warehouse, plus the first month of storage free.',
    attributes: { validFrom: '2027-03-01', validTo: '2027-05-31', discountPercent: 10, promoCode: 'BAHAR-USA-10' },
    publishAt: '2026-11-20T10:00:00+03:00',
    sortOrder: 2,
    bodyTr: `ABD’deki bahar ve yaz sezonuna stokla girin. İstanbul Havalimanı çıkışlı, New Jersey (Edison) depomuza teslim hava kargo sevkiyatlarında navlunda **%10 indirim** uyguluyor, ilk 30 günlük depolamayı ücretsiz yapıyoruz.

## Kimler için?

- Amazon FBA veya Walmart WFS’ye stok gönderen e-ticaret markaları,
- ABD’deki distribütörlerine hızlı teslim yapmak isteyen tekstil, kozmetik ve ev ürünleri üreticileri.

## Nasıl yararlanırım?

1. Navlun aramasında varış olarak New Jersey depomuzu (Edison, NJ) seçin.
2. Teklif talebinde **BAHAR-USA-10** kodunu belirtin.
3. Ürünleriniz depomuza kabul edildiği gün ücretsiz depolama süresi başlar.

## Koşullar

- 1 Mart – 31 Mayıs 2027 arasında uçan sevkiyatlar için geçerlidir.
- Sevkiyat başına en az 100 kg ücrete esas ağırlık gerekir.
- ABD gümrük vergileri ve iç dağıtım ücretleri indirime dahil değildir.`,
    bodyEn: `Enter the US spring and summer season with stock in place. For air shipments from İstanbul Airport delivered to our New Jersey (Edison) warehouse we take **10% off** the freight and make the first 30 days of storage free.

## Who is it for?

- E-commerce brands sending stock to Amazon FBA or Walmart WFS,
- Textile, cosmetics and homeware manufacturers who want fast delivery to their US distributors.

## How to use it

1. Choose our New Jersey warehouse (Edison, NJ) as the destination in the freight search.
2. Quote **BAHAR-USA-10** in your offer request.
3. Free storage starts on the day your goods are received at the warehouse.

## Terms

- Valid for shipments flown between 1 March and 31 May 2027.
- Minimum chargeable weight of 100 kg per shipment.
- US duties and domestic distribution charges are not discounted.`,
  },
  {
    seedKey: 'campaign.summer-fcl-north-africa',
    kind: 'campaign',
    slugTr: 'kuzey-afrika-fcl-yaz-kampanyasi',
    slugEn: 'north-africa-fcl-summer-campaign',
    titleTr: 'Kuzey Afrika FCL Yaz Kampanyası: Fas ve Tunus’a %8 indirim',
    titleEn: 'North Africa FCL Summer Campaign: 8% off to Morocco and Tunisia',
    summaryTr: 'Haziran–Ağustos 2026’da Mersin ve Ambarlı’dan Casablanca, Tanca ve Rades’e yüklenen komple konteynerlerde %8 indirim.',
    summaryEn: 'June–August 2026: 8% off full containers loaded at Mersin and Ambarlı for Casablanca, Tangier and Radès.',
    attributes: { validFrom: '2026-06-01', validTo: '2026-08-31', discountPercent: 8, promoCode: 'YAZ-FCL-8' },
    publishAt: '2026-05-25T10:00:00+03:00',
    sortOrder: 3,
    bodyTr: `Serbest ticaret anlaşmaları sayesinde Fas ve Tunus, Türk ihracatçıları için en hızlı büyüyen pazarlar arasında. Yaz boyunca bu pazarlara giden **komple konteyner (FCL)** sevkiyatlarında navlunda %8 indirim sağladık.

## Kapsam

| Çıkış | Varış | Transit süre |
|---|---|---|
| Mersin | Casablanca | 12–15 gün |
| Ambarlı | Tanca (Tanger Med) | 9–12 gün |
| Ambarlı | Rades | 5–7 gün |

## Koşullar

- 1 Haziran – 31 Ağustos 2026 arasında yüklenen 20' ve 40' kuru yük konteynerleri için geçerlidir.
- EUR.1 belgesi düzenlenmesinde ücretsiz danışmanlık dahildir.
- Promosyon kodu: **YAZ-FCL-8**.

*Bu kampanya sona ermiştir. Güncel fırsatlar için kampanyalar sayfamızı takip edin.*`,
    bodyEn: `Thanks to free trade agreements, Morocco and Tunisia are among the fastest-growing markets for Turkish exporters. All summer we offered 8% off the freight on **full container (FCL)** shipments to these markets.

## Scope

| From | To | Transit time |
|---|---|---|
| Mersin | Casablanca | 12–15 days |
| Ambarlı | Tangier (Tanger Med) | 9–12 days |
| Ambarlı | Radès | 5–7 days |

## Terms

- Valid for 20' and 40' dry containers loaded between 1 June and 31 August 2026.
- Free advice on issuing the EUR.1 certificate included.
- Promo code: **YAZ-FCL-8**.

*This campaign has ended. Follow our campaigns page for current offers.*`,
  },
  {
    seedKey: 'campaign.first-shipment-welcome',
    kind: 'campaign',
    slugTr: 'ilk-sevkiyat-hos-geldin-kampanyasi',
    slugEn: 'first-shipment-welcome-offer',
    titleTr: 'İlk Sevkiyata Hoş Geldin İndirimi: navlunda %5',
    titleEn: 'First Shipment Welcome Offer: 5% off freight',
    summaryTr: 'NavlunPort’ta ilk rezervasyonunuzu yapan şirketlere, deniz, hava ve kara yolu sevkiyatlarında navlun bedelinde %5 indirim. 31 Aralık 2028’e kadar geçerli.',
    summaryEn: '5% off the freight of your company’s first NavlunPort booking, by sea, air or road. Valid until 31 December 2028.',
    attributes: { validFrom: '2026-09-01', validTo: '2028-12-31', discountPercent: 5, promoCode: 'ILK-SEVKIYAT-5' },
    publishAt: '2026-08-28T10:00:00+03:00',
    sortOrder: 4,
    bodyTr: `NavlunPort’u ilk kez kullanan şirketler için: ilk rezervasyonunuzda navlun bedeline **%5 indirim** uyguluyoruz. Teklifleri karşılaştırın, size uyan taşıyıcıyı seçin; indirimi operasyon ekibimiz fiyat teyidinde uygular.

## Kimler yararlanabilir?

- NavlunPort’ta daha önce rezervasyonu bulunmayan şirket hesapları.
- Deniz yolu (parsiyel ve komple konteyner), hava kargo ve kara yolu sevkiyatları.

## Nasıl yararlanırım?

1. Navlun arama formunda rotanızı ve yükünüzü girin, teklifleri karşılaştırın.
2. Teklifi talep ederken not alanına **ILK-SEVKIYAT-5** promosyon kodunu yazın.
3. İndirim, operasyon ekibimizin fiyat teyidinde navlun kalemine yansıtılır.

## Koşullar

- Şirket başına bir kez kullanılabilir; başka kampanyalarla birleştirilemez.
- Liman hizmetleri, gümrük, vergi ve sigorta bedelleri indirime dahil değildir.`,
    bodyEn: `For companies booking with NavlunPort for the first time: we take **5% off the freight** of your first booking. Compare the offers and choose the carrier that suits you; our operations team applies the discount when it confirms the price.

## Who can use it?

- Company accounts without an earlier NavlunPort booking.
- Sea freight (LCL and FCL), air cargo and road shipments.

## How do I use it?

1. Enter your route and cargo in the freight search and compare the offers.
2. When you request the offer, write the promo code **ILK-SEVKIYAT-5** in the message field.
3. Our operations team applies the discount to the freight line when it confirms the price.

## Conditions

- Once per company; cannot be combined with other campaigns.
- Port services, customs, duties and insurance are not discounted.`,
  },
];
