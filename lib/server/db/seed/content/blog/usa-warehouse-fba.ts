import type { SeedEntry } from '../types';

export const usaWarehouseFba: SeedEntry = {
  seedKey: 'blog.usa-warehouse-amazon-fba',
  kind: 'blogPost',
  slugTr: 'abd-pazarina-stokla-girmek-new-jersey-deposu-ve-amazon-fba',
  slugEn: 'selling-in-the-us-from-stock-new-jersey-warehouse-and-amazon-fba',
  titleTr: 'ABD pazarına stokla girmek: New Jersey deposu ve Amazon FBA',
  titleEn: 'Selling in the US from local stock: a New Jersey warehouse and Amazon FBA',
  summaryTr: 'Türk markaları için ABD’de depo kullanmanın maliyeti, ithalat adımları (ISF, gümrük, kayıtlı ithalatçı) ve Amazon FBA’ya stok gönderirken dikkat edilecekler.',
  summaryEn: 'What a US warehouse costs Turkish brands, the import steps (ISF, entry, importer of record) and what to watch when sending stock to Amazon FBA.',
  category: 'eCommerce',
  tags: ['usa', 'e-commerce', 'warehouse'],
  authorName: 'Zeynep Çelik',
  publishAt: '2026-10-14T10:00:00+03:00',
  bodyTr: `ABD, Türk ev tekstili, kozmetik, gıda ve mobilya markaları için en büyük tek pazar. Ancak her siparişi Türkiye’den ayrı ayrı göndermek, 8–12 günlük teslim süreleri ve yüksek kargo maliyetleri nedeniyle büyümenin önünde bir engeldir. Çözüm, stoku müşteriye yakın tutmaktır.

## Neden New Jersey?

Doğu Kıyısı, ABD nüfusunun yaklaşık üçte birine iki gün içinde kara kargoyla ulaşılabilen bölgedir. New York–New Jersey limanı, Türkiye’den gelen doğrudan ve aktarmalı seferlerin ana varış noktasıdır; Newark havalimanı da hava kargo için güçlü bir kapıdır. NavlunPort’un Edison’daki deposu, bu iki kapıya 40 dakika mesafededir.

## İthalat adımları

1. **ISF (10+2) beyanı:** Deniz yoluyla gelen yükler için yüklemeden en az 24 saat önce verilmelidir. Geç veya eksik beyan, yük başına binlerce dolar cezaya yol açabilir.
2. **Kayıtlı ithalatçı (IOR):** Gümrük beyanını veren ve vergilerden sorumlu olan taraftır. ABD’de şirketiniz yoksa IOR hizmeti veren bir sağlayıcıyla çalışmanız gerekir.
3. **Gümrük beyanı (entry):** Lisanslı gümrük müşaviri tarafından verilir; HTS kodu, kıymet ve menşe bilgisi içerir.
4. **Ürüne özel kurallar:** Gıda ve kozmetikte FDA kaydı ve ön bildirim, tekstilde etiketleme kuralları, çocuk ürünlerinde CPSC uygunluk belgesi gerekebilir.

## Depoda neler olur?

Konteyner veya hava kargo depoya ulaştığında ürünler SKU bazında sayılır, hasar kontrolünden geçer, etiketlenir ve raflanır. Stok seviyeleri hesabınızdan izlenir. Siparişleriniz geldiğinde ürünler toplanır, paketlenir ve UPS, FedEx veya USPS ile gönderilir. B2B müşterilerinize palet sevkiyatları ise LTL taşıyıcılarla yapılır.

## Amazon FBA’ya stok göndermek

Amazon FBA’da satıcılar stoklarını Amazon depolarına gönderir; sipariş, teslimat ve müşteri hizmeti Amazon tarafından yürütülür. Ancak Amazon depoları:

- her kolide **FNSKU etiketi** ve kutu içeriği bilgisi ister,
- koli ölçü ve ağırlık sınırları uygular,
- randevulu teslim ve belirli palet standartları şart koşar,
- yoğun dönemlerde stok kabul sınırları getirir.

Bu nedenle stokun tamamını doğrudan Amazon’a göndermek yerine, ana stoku New Jersey’de tutup Amazon’a ihtiyaç kadar **parça parça beslemek** hem depolama ücretlerini hem de kabul riskini düşürür. Aynı stokla kendi internet sitenizin ve Walmart gibi diğer pazaryerlerinin siparişlerini de karşılayabilirsiniz.

## Sezonu planlamak

ABD’de satışların önemli bölümü Kasım sonundaki Şükran Günü haftasından yılbaşına kadar gerçekleşir. Denizyolu transit süresi ve depo kabul süreleri düşünüldüğünde, sezon stoğunun Türkiye’den en geç Eylül sonunda yola çıkması gerekir. Geç kalan ürünler için hava kargo bir seçenek olsa da maliyeti birkaç katına çıkarır; bu nedenle sezon planını yaz aylarında netleştirmek önemlidir.

## Maliyet kalemleri

| Kalem | Nasıl hesaplanır? |
|---|---|
| Navlun (Türkiye → New Jersey) | Konteyner, m³ veya kg başına |
| ABD gümrük vergisi | HTS koduna göre ürün değeri üzerinden |
| Depolama | Palet/gün veya m³/ay |
| Sipariş hazırlama | Sipariş ve ürün adedi başına |
| ABD içi kargo | Paket ağırlığı ve bölgeye göre |

## Sonuç

ABD’de depo kullanmak, ilk bakışta ek bir maliyet kalemi gibi görünse de teslim süresini 2–5 güne indirir, dönüşüm oranlarını ve müşteri yorumlarını iyileştirir. NavlunPort ile Türkiye’den çıkıştan ABD’deki son teslimata kadar tüm süreci tek platformdan yönetebilirsiniz.`,
  bodyEn: `The USA is the largest single market for Turkish home textile, cosmetics, food and furniture brands. Yet shipping every order separately from Türkiye, with 8–12-day deliveries and high parcel costs, holds growth back. The answer is to keep stock close to customers.

## Why New Jersey?

From the East Coast, about a third of the US population can be reached by ground within two days. The port of New York–New Jersey is the main destination for direct and transhipment services from Türkiye, and Newark airport is a strong gateway for air cargo. NavlunPort's warehouse in Edison is 40 minutes from both.

## Import steps

1. **ISF (10+2) filing:** required at least 24 hours before loading for ocean cargo. Late or incomplete filings can cost thousands of dollars per shipment in penalties.
2. **Importer of record (IOR):** the party that files the entry and is liable for duties. Without a US company you need a provider offering IOR services.
3. **Customs entry:** filed by a licensed customs broker with the HTS code, value and origin.
4. **Product rules:** food and cosmetics may need FDA registration and prior notice, textiles labelling compliance, and children's products a CPSC certificate.

## What happens at the warehouse?

When the container or air shipment arrives, goods are counted by SKU, checked for damage, labelled and put away. You follow stock levels in your account. When orders come in, items are picked, packed and shipped with UPS, FedEx or USPS. Pallet shipments to B2B customers go with LTL carriers.

## Sending stock to Amazon FBA

With Amazon FBA, sellers send stock to Amazon's warehouses and Amazon handles orders, delivery and customer service. But Amazon warehouses:

- require an **FNSKU label** and box content information on every carton,
- apply carton size and weight limits,
- insist on booked delivery appointments and pallet standards,
- cap inbound stock in busy periods.

So instead of sending all your stock straight to Amazon, keeping the main stock in New Jersey and **replenishing Amazon in smaller lots** lowers storage fees and the risk of refused deliveries. The same stock can also serve your own website and other marketplaces such as Walmart.

## Planning for the season

A large share of US sales happens between Thanksgiving week at the end of November and the new year. Allowing for ocean transit and warehouse receiving, season stock should leave Türkiye by the end of September at the latest. Air freight is an option for late goods, but it multiplies the cost, so settle the season plan in the summer.

## Cost items

| Item | How it is charged |
|---|---|
| Freight (Türkiye → New Jersey) | Per container, m³ or kg |
| US customs duty | On the product value, by HTS code |
| Storage | Per pallet per day or per m³ per month |
| Order handling | Per order and per item |
| US domestic shipping | By parcel weight and zone |

## Conclusion

A US warehouse may look like an extra cost at first, but it cuts delivery to 2–5 days and improves conversion rates and reviews. With NavlunPort you manage everything from departure in Türkiye to final delivery in the USA on one platform.`,
};
