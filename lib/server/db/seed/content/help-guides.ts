/** [M4] The help guides (/help): slugEn = helpGuideCodes, step by step through the real product. */
import type { SeedEntry } from './types';

export const helpGuides: SeedEntry[] = [
  {
    seedKey: 'help.how-to-search',
    kind: 'helpGuide',
    slugTr: 'nasil-arama-yapilir',
    slugEn: 'how-to-search',
    titleTr: 'Navlun araması nasıl yapılır?',
    titleEn: 'How to search for freight',
    summaryTr: 'Navlun arama formunu doldurup denizyolu, hava ve minivan teklifleri arasında karşılaştırma yapmanın adımları.',
    summaryEn: 'The steps to fill in the freight search form and compare sea, air and minivan offers.',
    publishAt: '2026-01-12T10:00:00+03:00',
    sortOrder: 1,
    bodyTr: `## 1. Arama formunu açın

Ana sayfadaki veya **Navlun Arama** sayfasındaki navlun arama formunu kullanın. Arama yapmak için üye olmanız gerekmez; teklif talep etmek için giriş yapmanız istenir.

## 2. Taşıma tipini seçin

- **Denizyolu FCL:** Komple konteyner (20', 40', 40HC)
- **Denizyolu LCL:** Parsiyel yük, hacim ve ağırlığa göre
- **Hava kargo:** Acil ve değerli yükler
- **Minivan:** Avrupa’ya ekspres kara taşımacılığı

## 3. Çıkış ve varış noktalarını girin

Liman, havalimanı veya şehir adını yazmaya başlayın; öneriler Türkçe karakterle de, karaktersiz de ("izmir", "İzmir") bulunur. Kapıdan alım istiyorsanız il ve ilçe seçin.

## 4. Yük bilgilerini ekleyin

- FCL’de konteyner tipini ve adedini,
- LCL ve havada paket adedini, ölçülerini (cm) ve ağırlığını (kg) girin. Ücrete esas ağırlık ve toplam hacim formun altında anında hesaplanır.

## 5. Teklifleri karşılaştırın

Sonuçları fiyata, transit süreye veya kalkış tarihine göre sıralayın. Her teklifte navlun, yerel masraflar ve ek ücretler ayrı ayrı gösterilir; geçerlilik tarihine dikkat edin.

> İpucu: Aradığınız rota listede yoksa "Bu teklifi talep et" yerine iletişim formundan özel fiyat isteyebilirsiniz.`,
    bodyEn: `## 1. Open the search form

Use the freight search form on the home page or on the **Freight Search** page. You don't need an account to search; you will be asked to sign in to request an offer.

## 2. Choose the mode

- **Sea FCL:** Full container (20', 40', 40HC)
- **Sea LCL:** Part load, by volume and weight
- **Air cargo:** Urgent and valuable cargo
- **Minivan:** Express road transport to Europe

## 3. Enter origin and destination

Start typing a port, airport or city; suggestions match with or without Turkish letters ("izmir", "İzmir"). For door pick-up, choose the province and district.

## 4. Add the cargo details

- For FCL, the container type and quantity,
- For LCL and air, the number of packages, their dimensions (cm) and weight (kg). Chargeable weight and total volume are calculated below the form as you type.

## 5. Compare offers

Sort results by price, transit time or departure date. Each offer shows the freight, local charges and surcharges separately; check the validity date.

> Tip: If your route isn't listed, ask for a custom price through the contact form instead of "Request this offer".`,
  },
  {
    seedKey: 'help.how-to-book',
    kind: 'helpGuide',
    slugTr: 'nasil-rezervasyon-yapilir',
    slugEn: 'how-to-book',
    titleTr: 'Rezervasyon nasıl yapılır?',
    titleEn: 'How to book',
    summaryTr: 'Bir teklifi talep etmekten onaylayıp rezervasyona dönüştürmeye kadar izlenecek adımlar.',
    summaryEn: 'The steps from requesting an offer to approving it and turning it into a reservation.',
    publishAt: '2026-01-12T10:05:00+03:00',
    sortOrder: 2,
    bodyTr: `## 1. Teklifi talep edin

Arama sonuçlarında size uygun teklifin yanındaki **Bu teklifi talep et** düğmesine tıklayın. Giriş yapmadıysanız oturum açma penceresi açılır; aramanız kaybolmaz.

## 2. Talep bilgilerini tamamlayın

Yükleme tarihini, yükün cinsini (GTİP biliyorsanız ekleyin), teslim şeklini (Incoterms) ve varsa özel notlarınızı girin. Talebiniz **Hesabım → Taleplerim** listesinde "Gönderildi" durumuyla görünür.

## 3. Teklifi onaylayın

Operasyon ekibimiz yerel masrafları ve yer müsaitliğini teyit edip teklifini eklediğinde talebin durumu "Teklif verildi" olur ve size e-posta gelir. **Hesabım → Taleplerim** ekranında talebi açın, fiyat kalemlerini ve fiyata dahil olmayan masrafları inceleyin, **Bu teklifi onayla** düğmesine basın. Onay ekranında teklif koşullarını kabul edip **Teklifi onayla** ile tamamlayın; teklifin geçerlilik tarihi bu ekranda yazar.

## 4. Rezervasyonu yapın

Onaylanan talebin detayında **Rezervasyonu yap** düğmesiyle rezervasyonunuzu oluşturun. Rezervasyon bir numara alır (ör. **BK-2026-800001**) ve **Hesabım → Rezervasyonlarım** listesinde "Ödeme bekleniyor" durumuyla görünür. Rezervasyon detayında yükleme talimatı, cut-off tarihi ve ödeme seçenekleri yer alır.

## 5. Belgeleri yükleyin

Ticari fatura ve çeki listesini rezervasyon detayından yükleyin; konşimento veya AWB taslağı hazır olduğunda size bildirilir.

> Şirket yöneticisi rolündeki kullanıcılar, şirketlerindeki tüm talepleri ve rezervasyonları görebilir ve onaylayabilir.`,
    bodyEn: `## 1. Request the offer

Click **Request this offer** next to the offer that suits you in the search results. If you aren't signed in, a sign-in window opens; your search is kept.

## 2. Complete the request

Enter the loading date, the nature of the goods (add the HS code if you know it), the terms of delivery (Incoterms) and any special notes. Your request appears under **My Account → My Requests** with the status "Submitted".

## 3. Approve the offer

When our operations team has confirmed local charges and space and added its offer, the request becomes "Quoted" and you receive an email. Open the request under **My Account → My Requests**, review the price lines and the costs not included, and press **Approve this offer**. On the approval screen, accept the offer terms and finish with **Approve the offer**; the offer's validity date is shown there.

## 4. Make the reservation

In the approved request, create your reservation with **Make the reservation**. It gets a number (e.g. **BK-2026-800001**) and appears under **My Account → My Reservations** as "Awaiting payment". The reservation details show the loading instructions, the cut-off date and the payment options.

## 5. Upload documents

Upload the commercial invoice and packing list in the reservation details; you'll be notified when the draft bill of lading or AWB is ready.

> Users with the company administrator role can see and approve all requests and reservations of their company.`,
  },
  {
    seedKey: 'help.how-to-pay',
    kind: 'helpGuide',
    slugTr: 'nasil-odeme-yapilir',
    slugEn: 'how-to-pay',
    titleTr: 'Ödeme nasıl yapılır?',
    titleEn: 'How to pay',
    summaryTr: 'Rezervasyonunuzu kredi kartıyla veya banka havalesiyle ödemenin adımları.',
    summaryEn: 'The steps to pay for your reservation by card or bank transfer.',
    publishAt: '2026-01-12T10:10:00+03:00',
    sortOrder: 3,
    bodyTr: `## 1. Rezervasyonu açın

**Hesabım → Rezervasyonlarım** listesinden ödeme bekleyen rezervasyonu açın ve **Öde** düğmesine tıklayın.

## 2. Ödeme yöntemini seçin

### Kredi kartı veya banka kartı

1. Kart bilgilerinizi girin; ödeme 3D Secure ile bankanızın doğrulama ekranında onaylanır.
2. Ödeme tamamlandığında rezervasyon durumu hemen **Ödendi** olur ve onay e-postası gönderilir.
3. Kart bilgileriniz NavlunPort’ta saklanmaz.

### Banka havalesi / EFT

1. Ekranda gösterilen IBAN’a, açıklama alanına **rezervasyon numaranızı** (ör. BK-2026-800001) yazarak ödeme yapın.
2. Dekontu ödeme ekranından yükleyin; rezervasyonunuz "Ödeme inceleniyor" durumuna geçer.
3. Operasyon ekibimiz ödemeyi iş saatleri içinde genellikle 2 saat içinde onaylar; onayla birlikte rezervasyonunuz kesinleşir.

## 3. Faturanız

E-faturanız ödeme onayından sonra şirketinizin kayıtlı e-posta adresine gönderilir ve rezervasyon detayından indirilebilir.

> Döviz cinsinden tekliflerde Türk lirası tutarı, ödeme günündeki kur üzerinden hesaplanır ve ödeme ekranında açıkça gösterilir.`,
    bodyEn: `## 1. Open the reservation

Open the reservation awaiting payment from **My Account → My Reservations** and click **Pay**.

## 2. Choose how to pay

### Credit or debit card

1. Enter your card details; the payment is confirmed with 3D Secure on your bank's verification screen.
2. Once paid, the reservation status changes to **Paid** at once and a confirmation email is sent.
3. NavlunPort does not store your card details.

### Bank transfer

1. Pay to the IBAN shown on screen, with your **reservation number** (e.g. BK-2026-800001) in the description.
2. Upload the transfer receipt on the payment screen; your reservation moves to "Payment under review".
3. Our operations team usually confirms the payment within 2 hours during business hours; the reservation is then binding.

## 3. Your invoice

Your e-invoice is sent to your company's registered email address after the payment is confirmed and can be downloaded from the reservation details.

> For offers in foreign currency, the Turkish lira amount is calculated at the exchange rate on the day of payment and shown clearly on the payment screen.`,
  },
  {
    seedKey: 'help.how-to-track',
    kind: 'helpGuide',
    slugTr: 'nasil-takip-edilir',
    slugEn: 'how-to-track',
    titleTr: 'Yükümü nasıl takip ederim?',
    titleEn: 'How to track your freight',
    summaryTr: 'Konteyner, AWB veya rezervasyon numarasıyla yükünüzün durumunu ve tahmini varışını izlemenin yolları.',
    summaryEn: 'How to follow your cargo’s status and estimated arrival with a container, AWB or booking number.',
    publishAt: '2026-01-12T10:15:00+03:00',
    sortOrder: 4,
    bodyTr: `## 1. Yük Takip sayfasını açın

Üst menüden veya ana sayfadan **Yük Takip** sayfasına gidin. Takip için giriş yapmanız gerekmez.

## 2. Numaranızı girin

Aşağıdaki numaralardan biriyle arama yapabilirsiniz:

| Numara | Örnek |
|---|---|
| Konteyner numarası (ISO 6346) | MSCU1234565 |
| Hava konşimentosu (AWB) | 235-12345675 |
| Rezervasyon (booking) numarası | BK-2026-800001 |
| Konşimento (B/L) numarası | Taşıyıcının verdiği numara |

Konteyner numarasının son hanesi kontrol basamağıdır; yanlış yazılmış bir numarada sizi uyarırız.

## 3. Sonuçları okuyun

Takip ekranında yükünüzün kilometre taşlarını (booking, yükleme, kalkış, aktarma, varış, teslim), planlanan ve gerçekleşen tarihleri ve güncel tahmini varış zamanını (ETA) görürsünüz. ETA değiştiyse eski ve yeni tarih birlikte gösterilir.

## 4. Kendi sevkiyatlarınız

Giriş yaptığınızda **Hesabım → Rezervasyonlarım** ekranından şirketinizin tüm sevkiyatlarını tek listede izleyebilir, belge ve fatura detaylarına ulaşabilirsiniz.

> Sayfanın sağ altındaki asistana numaranızı yazarak da yükünüzün durumunu sorabilirsiniz.`,
    bodyEn: `## 1. Open Track Your Freight

Go to **Track Your Freight** from the top menu or the home page. You don't need to sign in to track.

## 2. Enter your number

You can search with any of these numbers:

| Number | Example |
|---|---|
| Container number (ISO 6346) | MSCU1234565 |
| Air waybill (AWB) | 235-12345675 |
| Booking number | BK-2026-800001 |
| Bill of lading (B/L) number | As issued by the carrier |

The last digit of a container number is a check digit; we warn you about a mistyped number.

## 3. Read the results

The tracking screen shows your cargo's milestones (booked, loaded, departed, transhipped, arrived, delivered), planned and actual dates and the current estimated time of arrival (ETA). If the ETA changed, the old and new dates are shown together.

## 4. Your own shipments

When signed in, follow all of your company's shipments in one list under **My Account → My Reservations**, with their documents and invoices.

> You can also ask the assistant at the bottom right of the page about your cargo by typing your number.`,
  },
];
