import type { SeedEntry } from '../types';

export const microExportEtgb: SeedEntry = {
  seedKey: 'blog.micro-export-etgb',
  kind: 'blogPost',
  slugTr: 'mikro-ihracat-ve-etgb-e-ticaret-saticilari-icin-rehber',
  slugEn: 'micro-export-and-etgb-a-guide-for-online-sellers',
  titleTr: 'Mikro ihracat ve ETGB: E-ticaret satıcıları için rehber',
  titleEn: 'Micro-export and ETGB: a guide for online sellers',
  summaryTr: 'Yurt dışına paket paket satış yapan e-ticaret işletmeleri için Elektronik Ticaret Gümrük Beyannamesi: sınırlar, belgeler, vergi avantajları ve sık yapılan hatalar.',
  summaryEn: 'The e-commerce customs declaration (ETGB) for online businesses selling abroad parcel by parcel: limits, documents, tax advantages and common mistakes.',
  category: 'eCommerce',
  tags: ['e-commerce', 'customs', 'export'],
  authorName: 'Zeynep Çelik',
  publishAt: '2026-05-20T10:00:00+03:00',
  bodyTr: `Etsy, Amazon, eBay veya kendi internet sitesi üzerinden yurt dışına satış yapan binlerce Türk işletmesi için en büyük soru, her bir paketin nasıl "ihracat" sayılacağıdır. Klasik ihracat beyannamesi, tek bir 2 kilogramlık paket için hem pahalı hem de zahmetlidir. İşte bu noktada **Elektronik Ticaret Gümrük Beyannamesi (ETGB)** devreye girer.

## ETGB nedir?

ETGB, e-ticaret yoluyla satılan ve belirli sınırların altında kalan gönderilerin, hızlı kargo veya posta yoluyla basitleştirilmiş bir beyanla ihraç edilmesini sağlayan gümrük beyannamesidir. Beyanname, gönderiyi taşıyan yetkili hızlı kargo şirketi veya lojistik sağlayıcı tarafından elektronik ortamda verilir. Bu sayede her paket, resmî olarak ihracat kaydına geçer.

## Sınırlar

| Koşul | Sınır |
|---|---|
| Gönderi başına brüt ağırlık | 300 kg’a kadar |
| Gönderi başına kıymet | 15.000 €’ya kadar |
| Satış kanalı | E-ticaret (internet sitesi veya pazaryeri) |

Bu sınırları aşan gönderiler için normal ihracat beyannamesi gerekir. Aynı alıcıya yapılan ve bölünerek gönderilen yüklerin sınırları aşmamak için parçalanmış sayılmaması gerektiğini unutmayın.

## Neden önemli?

1. **Resmî ihracat kaydı:** ETGB ile yapılan satışlar ihracat sayılır; KDV istisnası ve iadesi imkânı doğar.
2. **Devlet destekleri:** Mikro ihracatçılar, ihracat destek programlarında öngörülen şartları sağlamaları hâlinde pazar araştırması, reklam ve yurt dışı depo desteklerinden yararlanabilir.
3. **Güvenilir iade süreci:** İhracat kaydı olan ürünler iade edildiğinde, geri gelen eşya olarak vergisiz ithal edilebilir.

## Hangi belgeler gerekli?

- Her sipariş için **e-arşiv veya e-fatura**; faturada alıcının yurt dışı adresi yer almalıdır,
- Ürünün açık tanımı ve GTİP bilgisi,
- Alıcının adı, adresi ve telefon numarası,
- Gerekiyorsa ürüne özel izinler (kozmetik, gıda, tıbbi ürünlerde).

## Sık yapılan hatalar

- **Fatura ile paket içeriğinin uyuşmaması:** Hediye, numune ve satılan ürün aynı pakette olabilir; ancak hepsi faturada yer almalıdır.
- **Düşük kıymet beyanı:** Alıcının ülkesindeki gümrük vergisini düşürmek için fiyatı düşük göstermek, hem Türkiye’de hem varış ülkesinde cezaya yol açar.
- **Varış ülkesinin muafiyet sınırlarını bilmemek:** AB, 2021’den bu yana düşük değerli gönderilerde KDV muafiyetini kaldırdı; ABD’de ise vergi muafiyet eşiği ürün ve menşeye göre değişebilir. Alıcınızın kapıda ödeme yapmaması için DDP seçeneğini değerlendirin.

Ayrıca her pazaryerinin kendi iade ve teslim süresi kuralları olduğunu unutmayın: Örneğin bazı pazaryerleri, satıcının belirttiği süre içinde teslim edilmeyen siparişlerde satıcı puanını düşürür. Bu nedenle kargo süresini satış sayfanızda gerçekçi göstermek de lojistiğin bir parçasıdır.

## NavlunPort ile mikro ihracat

NavlunPort e-ticaret lojistiği hizmetinde, siparişlerinizi CSV dosyasıyla veya mağaza entegrasyonuyla aktarırsınız; ürünleriniz İstanbul’daki merkezimizde paketlenir, ETGB’leri toplu olarak düzenlenir ve her gün kesim saatinde uçağa verilir. Avrupa’daki alıcılarınıza 2–4, ABD’dekilere 3–6 iş gününde ulaşır. Hacminiz büyüdüğünde ise stoklarınızı New Jersey depomuza ya da Avrupa’daki bir depoya taşıyarak teslim sürelerini daha da kısaltabilirsiniz.

## Sonuç

Mikro ihracat, küçük işletmelerin dünya pazarına açılmasının en hızlı yoludur; ancak her paketin doğru faturalandırılması ve beyan edilmesi, hem vergi avantajlarını korumanın hem de alıcı memnuniyetinin anahtarıdır.`,
  bodyEn: `For thousands of Turkish businesses selling abroad on Etsy, Amazon, eBay or their own website, the big question is how each parcel counts as an "export". A standard export declaration is both expensive and cumbersome for a single 2-kilogram parcel. This is where the **e-commerce customs declaration (ETGB)** comes in.

## What is ETGB?

ETGB is a Turkish customs declaration that lets goods sold online, within certain limits, be exported by express courier or post with a simplified declaration. It is lodged electronically by the authorised express carrier or logistics provider that carries the shipment, so every parcel is officially recorded as an export.

## Limits

| Condition | Limit |
|---|---|
| Gross weight per shipment | Up to 300 kg |
| Value per shipment | Up to €15,000 |
| Sales channel | E-commerce (website or marketplace) |

Shipments above these limits need a standard export declaration. Remember that splitting a consignment to one buyer to stay under the limits is not allowed.

## Why it matters

1. **An official export record:** sales under ETGB count as exports, which opens the VAT exemption and refunds.
2. **State incentives:** micro-exporters who meet the conditions of export support programmes can benefit from help with market research, advertising and overseas warehousing.
3. **Clean returns:** goods with an export record can be re-imported duty-free as returned goods.

## Which documents do you need?

- An **e-archive invoice or e-invoice** for every order, with the buyer's address abroad,
- A clear product description and tariff code,
- The buyer's name, address and phone number,
- Product-specific permits where needed (cosmetics, food, medical products).

## Common mistakes

- **Invoice and parcel contents not matching:** gifts, samples and sold goods can travel together, but all of them must be on the invoice.
- **Undervaluing:** declaring a low price to reduce duties in the buyer's country leads to penalties in Türkiye and at destination.
- **Ignoring the destination's thresholds:** the EU removed the VAT exemption for low-value consignments in 2021, and the US duty-free threshold can vary by product and origin. Consider DDP so your buyer pays nothing at the door.

Remember too that every marketplace has its own delivery and returns rules: some lower a seller's rating when orders miss the promised delivery window. Showing realistic shipping times on your listings is part of logistics too.

## Micro-exporting with NavlunPort

With NavlunPort's e-commerce logistics you import your orders by CSV file or store integration; your products are packed at our İstanbul hub, their ETGBs are lodged in bulk and they go on the plane at the daily cut-off. They reach buyers in Europe in 2–4 and in the USA in 3–6 business days. As your volume grows, moving stock to our New Jersey warehouse or a European warehouse shortens delivery even further.

## Conclusion

Micro-exporting is the fastest way for small businesses to reach world markets, but invoicing and declaring every parcel correctly is the key to keeping the tax advantages and happy customers.`,
};
