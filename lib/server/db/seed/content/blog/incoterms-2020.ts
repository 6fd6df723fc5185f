import type { SeedEntry } from '../types';

export const incoterms2020: SeedEntry = {
  seedKey: 'blog.incoterms-2020-guide',
  kind: 'blogPost',
  slugTr: 'incoterms-2020-rehberi-ihracatta-hangi-teslim-sekli',
  slugEn: 'incoterms-2020-guide-which-rule-for-your-export',
  titleTr: 'Incoterms 2020 rehberi: İhracatınız için hangi teslim şeklini seçmelisiniz?',
  titleEn: 'Incoterms 2020 guide: which rule should you choose for your export?',
  summaryTr: 'EXW, FOB, CIF, DAP ve DDP arasındaki farklar; masrafın ve riskin nerede el değiştirdiği ve Türk ihracatçılarının en sık yaptığı hatalar.',
  summaryEn: 'The differences between EXW, FOB, CIF, DAP and DDP, where costs and risk pass, and the most common mistakes Turkish exporters make.',
  category: 'guides',
  tags: ['incoterms', 'export', 'customs'],
  authorName: 'Elif Karaca',
  publishAt: '2026-01-21T09:30:00+03:00',
  bodyTr: `Bir ihracat sözleşmesinde fiyat kadar önemli bir soru daha vardır: **Mal, nerede ve ne zaman alıcıya geçer?** Milletlerarası Ticaret Odası’nın (ICC) yayımladığı Incoterms 2020 kuralları bu sorunun ortak dilidir. Doğru kural seçildiğinde navlunu kimin ödeyeceği, sigortayı kimin yaptıracağı ve yolda oluşan bir hasarın kime ait olduğu tartışma konusu olmaz. Yanlış kural seçildiğinde ise Ambarlı’da bekleyen bir konteyner için kimin ardiye ödeyeceği haftalarca süren bir yazışmaya dönüşebilir.

## Incoterms 2020’de 11 kural, iki grup

Kurallar, taşıma şekline göre iki gruba ayrılır:

| Grup | Kurallar | Kullanım |
|---|---|---|
| Her taşıma şekli | EXW, FCA, CPT, CIP, DAP, DPU, DDP | Konteyner, hava, kara, çok modlu |
| Yalnızca deniz ve iç su yolu | FAS, FOB, CFR, CIF | Dökme ve konvansiyonel yükler |

Burada ilk ve en sık yapılan hata ortaya çıkar: **Konteyner yüklerinde FOB ve CIF kullanmak.** Konteyner, gemiye yüklenmeden günler önce terminale teslim edilir. FOB’da risk ise mal gemiye yüklendiğinde geçer. Aradaki sürede terminalde oluşan bir hasar, teknik olarak hâlâ satıcının riskindedir. Konteyner yükleri için ICC’nin önerisi FCA, CPT veya CIP’tir.

## En çok kullanılan kurallar

### EXW – İş yerinde teslim

Satıcı, malı kendi deposunda hazır eder; yükleme dahil her şey alıcıya aittir. Kulağa satıcı için kolay gelir, ancak Türkiye’de ihracat beyannamesini satıcının vermesi gerektiğinden EXW, ihracatta çoğu zaman pratik değildir. Yurt içi satışlarda veya alıcının Türkiye’de temsilcisi olduğunda tercih edilir.

### FCA – Taşıyıcıya teslim

Satıcı, malı ihracat gümrüğünü tamamlayarak alıcının belirlediği taşıyıcıya teslim eder. Konteyner ve hava kargo için en dengeli kuraldır. 2020 revizyonuyla, taraflar anlaşırsa alıcı taşıyıcıdan satıcıya "yüklendi" şerhli konşimento verilmesini isteyebilir; bu da akreditifli işlemlerde FCA’yı kullanılabilir hâle getirir.

### CIP ve CIF – Navlun ve sigorta satıcıdan

Satıcı ana taşımayı ve sigortayı ayarlar, ancak risk malın ilk taşıyıcıya (CIP) veya gemiye (CIF) teslimiyle alıcıya geçer. Incoterms 2020’nin önemli bir değişikliği: **CIP’te sigorta artık "her türlü risk" (ICC A) teminatlı olmalıdır**, CIF’te ise asgari teminat (ICC C) yeterlidir.

### DAP, DPU ve DDP – Varışta teslim

Satıcı, malı varış noktasına kadar taşır. DAP’ta mal boşaltılmadan teslim edilir, DPU’da (eski adıyla DAT) satıcı boşaltmayı da üstlenir. DDP’de ise satıcı, varış ülkesinin gümrük vergisini ve KDV’sini de öder. E-ticaret gönderilerinde DDP, alıcının kapıda sürprizle karşılaşmaması için giderek yaygınlaşıyor.

## Seçerken sorulacak dört soru

1. **Taşımayı kim daha ucuza ayarlayabilir?** Hacminiz yüksekse ve navlunu NavlunPort gibi bir platformdan anında görebiliyorsanız, CPT veya CIP ile navlunu kontrol etmek rekabet avantajı sağlar.
2. **Alıcının ülkesinde gümrük işlemini kim yapabilir?** Varış ülkesinde kayıtlı bir ithalatçı olmadan DDP taahhüt etmeyin.
3. **Ödeme nasıl yapılacak?** Akreditifli işlemlerde bankanın istediği belge (örneğin yüklendi şerhli konşimento) seçtiğiniz kurala uygun olmalıdır.
4. **Sigorta kimde?** Riskin geçtiği noktadan sonra yük sigortasız kalmamalıdır.

## Pratik bir örnek

Bursa’daki bir mobilya üreticisi, Hamburg’daki alıcısına 40' HC konteyner gönderiyor. "FOB Gemlik" yerine "FCA Gemlik Terminali, Incoterms 2020" yazarsa risk, konteyner terminale teslim edildiğinde geçer; terminaldeki bekleme süresindeki riskten kurtulur. Alıcı navlunu kendisi ödemek istemiyorsa "CPT Hamburg" ile navlunu satıcı öder, risk yine Türkiye’de geçer.

## Sonuç

Incoterms, sözleşmenize yazılan üç harften ibaret değildir; teslim yerini mümkün olduğunca açık yazın (örneğin "FCA Ambarlı, Marport Terminali, Incoterms 2020") ve kuralın sürümünü mutlaka belirtin. NavlunPort’ta teklif talep ederken seçtiğiniz teslim şekli, operasyon ekibimizin hangi masrafları teklife dahil edeceğini de belirler.`,
  bodyEn: `Besides price, every export contract has to answer one more question: **where and when does the cargo pass to the buyer?** The Incoterms 2020 rules published by the International Chamber of Commerce (ICC) are the common language for that question. With the right rule there is no argument about who pays the freight, who insures the cargo and who bears damage in transit. With the wrong one, deciding who pays storage for a container waiting at Ambarlı can turn into weeks of emails.

## Eleven rules in two groups

The rules fall into two groups by mode of transport:

| Group | Rules | Use |
|---|---|---|
| Any mode | EXW, FCA, CPT, CIP, DAP, DPU, DDP | Container, air, road, multimodal |
| Sea and inland waterway only | FAS, FOB, CFR, CIF | Bulk and breakbulk cargo |

This is where the first and most common mistake appears: **using FOB and CIF for containerised cargo.** A container is delivered to the terminal days before it is loaded on the vessel, while under FOB the risk passes only when the goods are on board. Any damage at the terminal in between is technically still the seller's risk. For containers the ICC recommends FCA, CPT or CIP.

## The most used rules

### EXW – Ex Works

The seller makes the goods available at its own premises; everything from loading onwards is the buyer's. It sounds easy for the seller, but because the export declaration in Türkiye must be lodged by the seller, EXW is often impractical for exports. It suits domestic sales or buyers with a representative in Türkiye.

### FCA – Free Carrier

The seller clears the goods for export and hands them to the carrier nominated by the buyer. It is the most balanced rule for containers and air cargo. Since the 2020 revision, the parties can agree that the buyer instructs its carrier to issue an on-board bill of lading to the seller, which makes FCA usable with letters of credit.

### CIP and CIF – freight and insurance by the seller

The seller arranges the main carriage and insurance, but risk passes to the buyer when the goods are handed to the first carrier (CIP) or loaded on board (CIF). An important change in Incoterms 2020: **under CIP the insurance must now be all-risks (ICC A)**, while minimum cover (ICC C) remains enough under CIF.

### DAP, DPU and DDP – delivery at destination

The seller carries the goods to the destination. Under DAP the goods are delivered ready for unloading; under DPU (formerly DAT) the seller also unloads them. Under DDP the seller also pays the import duties and VAT of the destination country. In e-commerce, DDP is becoming common so that buyers face no surprises at the door.

## Four questions to ask

1. **Who can arrange the carriage more cheaply?** If your volumes are high and you can see rates instantly on a platform such as NavlunPort, controlling the freight with CPT or CIP is a competitive advantage.
2. **Who can clear customs in the buyer's country?** Don't promise DDP without a registered importer at destination.
3. **How will you be paid?** Under a letter of credit, the document the bank asks for (an on-board bill of lading, for example) must fit the rule you chose.
4. **Who insures?** The cargo must never be uninsured after the point where risk passes.

## A practical example

A furniture maker in Bursa ships a 40' HC container to its buyer in Hamburg. Writing "FCA Gemlik terminal, Incoterms 2020" instead of "FOB Gemlik" means risk passes when the container is delivered to the terminal, so the seller no longer carries the risk while it waits there. If the buyer doesn't want to pay the freight, "CPT Hamburg" has the seller pay it while risk still passes in Türkiye.

## Conclusion

Incoterms are more than three letters in your contract: name the place of delivery as precisely as you can (for example "FCA Ambarlı, Marport terminal, Incoterms 2020") and always state the version. When you request an offer on NavlunPort, the rule you choose also tells our operations team which costs to include in the quote.`,
};
