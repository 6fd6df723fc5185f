import type { SeedEntry } from '../types';

export const chargeableWeight: SeedEntry = {
  seedKey: 'blog.air-cargo-chargeable-weight',
  kind: 'blogPost',
  slugTr: 'hava-kargoda-ucrete-esas-agirlik-faturanizi-dusurmenin-yollari',
  slugEn: 'air-cargo-chargeable-weight-ways-to-lower-your-bill',
  titleTr: 'Hava kargoda ücrete esas ağırlık: Faturanızı düşürmenin beş yolu',
  titleEn: 'Chargeable weight in air cargo: five ways to lower your bill',
  summaryTr: 'Hava kargoda neden tartıdaki ağırlıktan fazlasını ödersiniz? Hacim ağırlığının hesabı ve ambalajla, paletlemeyle maliyeti düşürmenin pratik yolları.',
  summaryEn: 'Why do you pay for more than the scale shows in air cargo? How volumetric weight is calculated, and practical ways to cut the cost through packing and palletising.',
  category: 'airCargo',
  tags: ['air-cargo', 'chargeable-weight', 'packaging'],
  authorName: 'Mert Aksoy',
  publishAt: '2026-03-04T09:00:00+03:00',
  bodyTr: `Hava kargo faturasını ilk kez inceleyen pek çok ihracatçı aynı soruyu sorar: "Kolilerimiz toplam 180 kilogram, neden 260 kilogram üzerinden ödeme yapıyoruz?" Cevap, uçaktaki yerin ağırlıktan çok hacimle sınırlı olmasında yatar. Havayolları, hafif ama yer kaplayan yüklerin de kapladığı alan kadar ödeme yapmasını sağlamak için **ücrete esas ağırlık** kavramını kullanır.

## Ücrete esas ağırlık nasıl hesaplanır?

Her gönderi için iki ağırlık hesaplanır:

1. **Brüt ağırlık:** Tartıda ölçülen, ambalaj ve palet dahil ağırlık.
2. **Hacim ağırlığı:** Uzunluk × genişlik × yükseklik (cm) ÷ 6000.

Faturada bu ikisinden **büyük olanı** kullanılır. Örneğin 120 × 80 × 150 cm ölçülerinde ve 180 kg ağırlığındaki bir paletin hacim ağırlığı 120 × 80 × 150 ÷ 6000 = 240 kg’dır. Bu palet 240 kg üzerinden ücretlendirilir. NavlunPort arama formu, paket ölçülerini girdiğiniz anda bu hesabı sizin yerinize yapar ve sonucu formun altında gösterir.

## Beş pratik öneri

### 1. Kutuyu ürüne göre seçin

En sık görülen israf, ürünün kutu içinde yüzdüğü büyük kolilerdir. Standart bir koli boyutu kullanmak depo için kolaydır, ancak her fazladan santimetre faturaya yansır. Sık gönderdiğiniz ürünler için iki üç farklı koli ölçüsü belirlemek, hacim ağırlığını yüzde 15–25 düşürebilir.

### 2. Paleti gerçekten gerektiğinde kullanın

Palet, hem 15–25 kilogram ağırlık hem de yükseklik ekler. Az sayıda koliden oluşan gönderilerde koliler havayolu tarafından zaten ULD’lere yüklenir. Paletsiz gönderim, kırılgan olmayan yüklerde ciddi tasarruf sağlar.

### 3. Palet yüksekliğini optimize edin

Paletli gönderilerde koliler düzgün ve sütun şeklinde dizilmeli, piramit gibi yukarı doğru daralmamalıdır; ölçüm en dış noktalardan yapılır. Üstü düz olmayan bir palet, boş havayı da ödemeniz anlamına gelir.

### 4. Yoğun ve hafif ürünleri birlikte gönderin

Aynı sevkiyatta hem ağır (örneğin metal yedek parça) hem hafif (örneğin tekstil) ürünleriniz varsa, bunları tek bir gönderide birleştirmek toplam ücrete esas ağırlığı düşürür. Çünkü hesap gönderinin tamamı üzerinden yapılır; ağır ürünler hafiflerin hacmini dengeler.

### 5. Denizyolu ile karşılaştırın

Hacmi yüksek, aciliyeti düşük yüklerde hava kargo yerine LCL ya da bir kısmını denizyoluyla, acil kısmını havayla göndermek (bölünmüş sevkiyat) çoğu zaman daha ekonomiktir. NavlunPort’ta aynı yük için hava ve deniz aramasını yan yana yaparak farkı hemen görebilirsiniz.

## Bir örnek hesap

İzmir’den Frankfurt’a gönderilen 10 koli tekstil ürününü düşünelim. Her koli 60 × 40 × 40 cm ölçüsünde ve 9 kg ağırlığında olsun. Toplam brüt ağırlık 90 kg, toplam hacim ağırlığı ise 10 × (60 × 40 × 40 ÷ 6000) = 160 kg’dır. Aynı ürünler 50 × 40 × 30 cm’lik kolilere, ürün başına biraz daha sıkı katlanarak yerleştirildiğinde koli sayısı 12’ye çıksa bile toplam hacim ağırlığı 12 × 10 = 120 kg’a iner. Kilogram başına 2,40 USD’lik bir fiyatla bu değişiklik tek bir gönderide yaklaşık 96 USD tasarruf demektir; haftalık gönderilerde yıllık tasarruf beş bin doları aşar.

## Sık yapılan hatalar

- **Ölçüleri yuvarlamak:** Depoda yapılan ölçüm beyanınızdan büyük çıkarsa fiyat yeniden hesaplanır ve gecikme yaşanabilir.
- **Ekspres kurye ile karıştırmak:** Kurye firmaları genellikle 5000 bölenini kullanır; aynı koli kuryede daha ağır sayılır.
- **Tehlikeli madde beyanını atlamak:** Lityum pil içeren ürünler, beyan edilmezse havalimanında geri çevrilir.

## Sonuç

Hava kargoda tasarrufun en büyük kısmı, yük depodan çıkmadan önce alınan kararlarla sağlanır. Ambalajınızı ve palet düzeninizi bir kez gözden geçirmek, yıllık hava kargo bütçenizde fark edilir bir düşüş yaratabilir.`,
  bodyEn: `Many exporters looking at an air cargo invoice for the first time ask the same question: "Our cartons weigh 180 kilograms in total, so why are we paying for 260?" The answer is that space on an aircraft is limited by volume more than by weight. Airlines use **chargeable weight** so that light but bulky cargo pays for the space it takes.

## How is chargeable weight calculated?

Two weights are calculated for every shipment:

1. **Gross weight:** the weight on the scale, including packaging and pallets.
2. **Volumetric weight:** length × width × height (cm) ÷ 6000.

The invoice uses **the greater** of the two. A pallet of 120 × 80 × 150 cm weighing 180 kg has a volumetric weight of 120 × 80 × 150 ÷ 6000 = 240 kg, so it is charged as 240 kg. The NavlunPort search form does this calculation as soon as you enter the package dimensions and shows the result under the form.

## Five practical tips

### 1. Fit the box to the product

The most common waste is an oversized carton with the product floating inside. A single standard carton size is convenient for the warehouse, but every extra centimetre shows up on the invoice. Defining two or three carton sizes for the products you ship most can cut volumetric weight by 15–25 percent.

### 2. Use pallets only when you need them

A pallet adds both 15–25 kilograms and height. For shipments of a few cartons, the airline loads them into ULDs anyway. Shipping without a pallet saves a lot on non-fragile cargo.

### 3. Optimise pallet height

On palletised shipments, stack cartons neatly in columns rather than as a pyramid; the pallet is measured at its outermost points. A pallet without a flat top means paying for empty air.

### 4. Ship dense and light goods together

If a shipment contains both heavy goods (metal spare parts, say) and light goods (textiles), combining them in one consignment lowers the total chargeable weight, because the calculation is made for the whole consignment and the heavy goods balance the volume of the light ones.

### 5. Compare with sea freight

For bulky, less urgent cargo, LCL instead of air, or a split shipment with the urgent part by air and the rest by sea, is often cheaper. On NavlunPort you can run an air and a sea search side by side for the same cargo and see the difference at once.

## A worked example

Take 10 cartons of textiles shipped from İzmir to Frankfurt, each 60 × 40 × 40 cm and 9 kg. Total gross weight is 90 kg, total volumetric weight 10 × (60 × 40 × 40 ÷ 6000) = 160 kg. Packed a little tighter into 50 × 40 × 30 cm cartons, even if the count rises to 12, the volumetric weight drops to 12 × 10 = 120 kg. At USD 2.40 per kilogram that is about USD 96 saved on one shipment; with weekly shipments the yearly saving passes five thousand dollars.

## Common mistakes

- **Rounding dimensions down:** if the warehouse measures more than you declared, the price is recalculated and delays can follow.
- **Confusing air cargo with express couriers:** couriers usually divide by 5000, so the same carton counts as heavier.
- **Skipping the dangerous goods declaration:** products with lithium batteries are turned away at the airport if not declared.

## Conclusion

Most of the savings in air cargo come from decisions made before the cargo leaves your warehouse. Reviewing your packaging and pallet layout once can make a noticeable dent in your annual air freight budget.`,
};
