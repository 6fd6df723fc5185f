/** [M4] The five legal documents (/legal-documents/[page_code]): slugEn = legalDocumentCodes. */
import type { SeedEntry } from './types';

const controllerTr = `- **Veri sorumlusu:** NavlunPort Lojistik ve Dijital Hizmetler A.Ş.
- **Adres:** Esentepe Mah. Büyükdere Cad. No: 199, Kat 12, 34394 Şişli / İstanbul
- **E-posta:** kvkk@navlunport.com
- **Telefon:** +90 212 555 01 00`;

const controllerEn = `- **Data controller:** NavlunPort Lojistik ve Dijital Hizmetler A.Ş.
- **Address:** Esentepe Mah. Büyükdere Cad. No: 199, Floor 12, 34394 Şişli / İstanbul, Türkiye
- **Email:** kvkk@navlunport.com
- **Phone:** +90 212 555 01 00`;

export const legalDocuments: SeedEntry[] = [
  {
    seedKey: 'legal.kvkk-privacy-notice',
    kind: 'legalDocument',
    slugTr: 'kvkk-aydinlatma-metni',
    slugEn: 'kvkk-privacy-notice',
    titleTr: 'KVKK Aydınlatma Metni',
    titleEn: 'KVKK Privacy Notice',
    summaryTr: 'Kişisel verilerinizi hangi amaçlarla işlediğimizi, kimlere aktardığımızı ve 6698 sayılı Kanun kapsamındaki haklarınızı açıklar.',
    summaryEn: 'Explains why we process your personal data, to whom we transfer it and your rights under Law No. 6698.',
    attributes: { version: '2.1', effectiveFrom: '2026-01-15' },
    publishAt: '2026-01-15T09:00:00+03:00',
    sortOrder: 1,
    bodyTr: `Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, NavlunPort platformunu kullanan müşterilerimizi, üyelerimizi, ziyaretçilerimizi ve iş ortaklarımızın çalışanlarını bilgilendirmek amacıyla hazırlanmıştır.

## 1. Veri sorumlusu

${controllerTr}

## 2. İşlenen kişisel veri kategorileri

| Kategori | Örnekler |
|---|---|
| Kimlik | Ad, soyad, T.C. kimlik numarası (yalnızca gümrük ve fatura işlemlerinde) |
| İletişim | E-posta adresi, telefon numarası, adres |
| Müşteri işlem | Navlun aramaları, teklif talepleri, rezervasyonlar, konşimento ve AWB numaraları |
| Finans | Fatura bilgileri, vergi numarası, ödeme kayıtları (kart numaraları tarafımızda saklanmaz) |
| İşlem güvenliği | IP adresi, oturum kayıtları, tarayıcı bilgileri |
| Pazarlama | Bülten tercihleri, kampanya etkileşimleri (yalnızca izin verdiyseniz) |

## 3. İşleme amaçları

- Navlun teklifi hazırlamak, rezervasyon ve taşıma sözleşmesini kurmak ve ifa etmek,
- Yüklerin taşınması, gümrük işlemleri ve teslimat için taşıyıcı, gümrük müşaviri ve depolarla koordinasyon sağlamak,
- Faturalandırma, ödeme ve muhasebe süreçlerini yürütmek,
- Yasal yükümlülükleri (Vergi Usul Kanunu, Türk Ticaret Kanunu, 4458 sayılı Gümrük Kanunu) yerine getirmek,
- Platformun güvenliğini sağlamak, kötüye kullanımı önlemek ve hizmet kalitesini ölçmek,
- Açık rızanız bulunması hâlinde kampanya, bülten ve pazarlama iletişimi göndermek.

## 4. Hukuki sebepler

Kişisel verileriniz KVKK'nın 5. maddesinin 2. fıkrasında yer alan; sözleşmenin kurulması veya ifası (c bendi), hukuki yükümlülüğün yerine getirilmesi (ç bendi), bir hakkın tesisi, kullanılması veya korunması (e bendi) ve meşru menfaat (f bendi) hukuki sebeplerine dayanılarak işlenir. Pazarlama iletişimi ve yurt dışına aktarımın gerektirdiği durumlarda açık rızanıza (5. madde 1. fıkra) başvurulur.

## 5. Toplama yöntemi

Verileriniz; internet sitemiz, mobil uyumlu arayüzümüz, çevrim içi asistan, e-posta, telefon ve iş ortaklarımız aracılığıyla elektronik ortamda, tamamen veya kısmen otomatik yollarla toplanır.

## 6. Aktarım

Kişisel verileriniz yukarıdaki amaçlarla sınırlı olarak;

- deniz, hava ve kara taşıyıcılarına, acentelere ve depo işletmecilerine,
- gümrük müşavirlerine ve yetkili kamu kurum ve kuruluşlarına (Ticaret Bakanlığı, Gelir İdaresi Başkanlığı),
- ödeme kuruluşlarına ve bankalara,
- barındırma, e-posta ve yazılım hizmeti aldığımız tedarikçilere

aktarılabilir. Yurt dışındaki taşıyıcılara ve ABD'deki New Jersey depomuza yapılan aktarımlar KVKK'nın 9. maddesine uygun olarak gerçekleştirilir.

## 7. Saklama süresi

Veriler, ilgili mevzuatta öngörülen süreler boyunca (ticari defter ve belgeler için 10 yıl) ve işleme amacının gerektirdiği süre kadar saklanır; süre dolduğunda silinir, yok edilir veya anonim hâle getirilir.

## 8. KVKK madde 11 kapsamındaki haklarınız

Veri sorumlusuna başvurarak;

1. kişisel verilerinizin işlenip işlenmediğini öğrenme,
2. işlenmişse buna ilişkin bilgi talep etme,
3. işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,
4. yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,
5. eksik veya yanlış işlenmişse düzeltilmesini isteme,
6. KVKK'nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,
7. düzeltme, silme ve yok etme işlemlerinin aktarılan üçüncü kişilere bildirilmesini isteme,
8. münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
9. kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme

haklarına sahipsiniz.

## 9. Başvuru

Başvurularınızı kimliğinizi tespit edici bilgilerle birlikte kvkk@navlunport.com adresine veya yukarıdaki posta adresimize yazılı olarak iletebilirsiniz. Başvurular, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca en geç **30 gün** içinde ücretsiz olarak sonuçlandırılır.`,
    bodyEn: `This privacy notice has been prepared under Article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK") and the Communiqué on the Procedures and Principles of the Obligation to Inform, to inform the customers, members and visitors of the NavlunPort platform and the employees of our business partners.

## 1. Data controller

${controllerEn}

## 2. Categories of personal data we process

| Category | Examples |
|---|---|
| Identity | Name, surname, Turkish ID number (for customs and invoicing only) |
| Contact | Email address, phone number, address |
| Customer transactions | Freight searches, quote requests, reservations, bill of lading and AWB numbers |
| Finance | Invoice details, tax number, payment records (we never store card numbers) |
| Transaction security | IP address, session logs, browser details |
| Marketing | Newsletter preferences, campaign interactions (only with your consent) |

## 3. Purposes of processing

- Preparing freight quotes, concluding and performing reservations and contracts of carriage,
- Coordinating with carriers, customs brokers and warehouses for the carriage, clearance and delivery of your cargo,
- Running invoicing, payment and accounting processes,
- Meeting legal obligations (Tax Procedure Law, Turkish Commercial Code, Customs Law No. 4458),
- Keeping the platform secure, preventing abuse and measuring service quality,
- Sending campaigns, newsletters and marketing messages where you have given explicit consent.

## 4. Legal grounds

We process personal data on the grounds listed in Article 5(2) KVKK: the conclusion or performance of a contract (c), compliance with a legal obligation (ç), the establishment, exercise or protection of a right (e) and our legitimate interest (f). Marketing communication and transfers that require it rely on your explicit consent (Article 5(1)).

## 5. How we collect data

Data is collected electronically, by wholly or partly automated means, through our website, our mobile-friendly interface, the online assistant, email, phone and our business partners.

## 6. Transfers

Limited to the purposes above, personal data may be transferred to:

- sea, air and road carriers, agents and warehouse operators,
- customs brokers and competent public authorities (Ministry of Trade, Revenue Administration),
- payment institutions and banks,
- suppliers of hosting, email and software services.

Transfers to carriers abroad and to our New Jersey warehouse in the United States are made in line with Article 9 KVKK.

## 7. Retention

Data is kept for the periods required by law (10 years for commercial books and records) and as long as the purpose of processing requires; afterwards it is erased, destroyed or anonymised.

## 8. Your rights under Article 11 KVKK

By applying to the data controller you may:

1. learn whether your personal data is processed,
2. request information about the processing,
3. learn the purpose of processing and whether data is used accordingly,
4. know the third parties in Türkiye or abroad to whom data is transferred,
5. request the correction of incomplete or inaccurate data,
6. request erasure or destruction under the conditions of Article 7 KVKK,
7. request that corrections, erasures and destructions be notified to third parties to whom data was transferred,
8. object to a result against you arising from analysis exclusively by automated systems,
9. claim compensation for damage arising from unlawful processing.

## 9. How to apply

Send your application with information that identifies you to kvkk@navlunport.com or in writing to our postal address above. Under the Communiqué on the Procedures and Principles of Application to the Data Controller, applications are answered free of charge within **30 days** at the latest.`,
  },
  {
    seedKey: 'legal.cookie-policy',
    kind: 'legalDocument',
    slugTr: 'cerez-politikasi',
    slugEn: 'cookie-policy',
    titleTr: 'Çerez Politikası',
    titleEn: 'Cookie Policy',
    summaryTr: 'Sitemizde hangi çerezleri hangi amaçlarla kullandığımızı ve tercihlerinizi nasıl yönetebileceğinizi açıklar.',
    summaryEn: 'Explains which cookies we use on our site, why, and how you can manage your preferences.',
    attributes: { version: '1.3', effectiveFrom: '2026-01-15' },
    publishAt: '2026-01-15T09:05:00+03:00',
    sortOrder: 2,
    bodyTr: `NavlunPort olarak sitemizin güvenli ve verimli çalışması için çerezler ve benzeri teknolojiler kullanıyoruz. Bu politika, 6698 sayılı KVKK ve Kişisel Verileri Koruma Kurumu'nun Çerez Uygulamaları Hakkında Rehberi dikkate alınarak hazırlanmıştır.

## Çerez nedir?

Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır. Oturumunuzu hatırlamak, güvenliği sağlamak ve tercihlerinizi saklamak için kullanılırlar.

## Kullandığımız çerezler

| Çerez | Tür | Amaç | Süre |
|---|---|---|---|
| Oturum çerezi | Zorunlu | Giriş yaptığınızı hatırlar (HTTP-only) | Oturum süresince |
| XSRF-TOKEN | Zorunlu | Form gönderimlerini siteler arası istek sahteciliğine karşı korur | Oturum süresince |
| NEXT_LOCALE | İşlevsel | Dil tercihinizi (Türkçe / İngilizce) saklar | 1 yıl |
| Arama tercihleri | İşlevsel | Son navlun aramanızı oturum boyunca korur (sessionStorage) | Sekme kapanana kadar |

Sitemizde üçüncü taraf reklam veya profilleme çerezi **kullanılmamaktadır**. Videolarımız yalnızca bağlantı olarak verilir; sayfalarımıza gömülmediği için video platformlarının çerezleri siz bağlantıya tıklamadıkça yüklenmez.

## Hukuki sebep

Zorunlu çerezler, hizmetin sunulması için gerekli olduğundan KVKK madde 5/2-c ve 5/2-f kapsamında işlenir. İşlevsel çerezler sizin tercihinizi yerine getirmek için kullanılır.

## Çerezleri nasıl yönetebilirsiniz?

Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz:

- **Chrome:** Ayarlar → Gizlilik ve güvenlik → Çerezler
- **Firefox:** Ayarlar → Gizlilik ve Güvenlik
- **Safari:** Tercihler → Gizlilik
- **Edge:** Ayarlar → Çerezler ve site izinleri

Zorunlu çerezleri engellerseniz giriş yapamayabilir ve rezervasyon oluşturamayabilirsiniz.

## İletişim

Sorularınız ve KVKK madde 11 kapsamındaki başvurularınız için kvkk@navlunport.com adresine yazabilirsiniz.`,
    bodyEn: `NavlunPort uses cookies and similar technologies so that our site runs securely and efficiently. This policy follows the Personal Data Protection Law No. 6698 (KVKK) and the Turkish Data Protection Authority's Guide on Cookie Practices.

## What is a cookie?

Cookies are small text files stored in your browser when you visit a website. They are used to remember your session, keep the site secure and store your preferences.

## The cookies we use

| Cookie | Type | Purpose | Lifetime |
|---|---|---|---|
| Session cookie | Strictly necessary | Remembers that you are signed in (HTTP-only) | Session |
| XSRF-TOKEN | Strictly necessary | Protects form submissions against cross-site request forgery | Session |
| NEXT_LOCALE | Functional | Stores your language (Turkish / English) | 1 year |
| Search preferences | Functional | Keeps your last freight search during the session (sessionStorage) | Until the tab closes |

We do **not** use third-party advertising or profiling cookies. Our videos are provided as links only; they are not embedded in our pages, so video platforms' cookies are not loaded unless you follow a link.

## Legal ground

Strictly necessary cookies are processed under Article 5(2)(c) and (f) KVKK because they are needed to provide the service. Functional cookies carry out a preference you expressed.

## Managing cookies

You can delete or block cookies in your browser settings:

- **Chrome:** Settings → Privacy and security → Cookies
- **Firefox:** Settings → Privacy & Security
- **Safari:** Preferences → Privacy
- **Edge:** Settings → Cookies and site permissions

If you block strictly necessary cookies you may not be able to sign in or make reservations.

## Contact

For questions and applications under Article 11 KVKK, write to kvkk@navlunport.com.`,
  },
  {
    seedKey: 'legal.terms-of-use',
    kind: 'legalDocument',
    slugTr: 'kullanim-kosullari',
    slugEn: 'terms-of-use',
    titleTr: 'Kullanım Koşulları',
    titleEn: 'Terms of Use',
    summaryTr: 'NavlunPort platformunun kullanımına, üyeliğe, tekliflere ve sorumluluk sınırlarına ilişkin kuralları belirler.',
    summaryEn: 'Sets out the rules for using the NavlunPort platform, membership, quotes and the limits of liability.',
    attributes: { version: '3.0', effectiveFrom: '2026-02-01' },
    publishAt: '2026-02-01T09:00:00+03:00',
    sortOrder: 3,
    bodyTr: `Bu Kullanım Koşulları, NavlunPort Lojistik ve Dijital Hizmetler A.Ş. ("NavlunPort") tarafından işletilen internet sitesinin ve dijital navlun platformunun kullanımına ilişkin şartları düzenler. Platformu kullanarak bu koşulları kabul etmiş sayılırsınız.

## 1. Hizmetin kapsamı

NavlunPort; denizyolu parsiyel (LCL) ve komple konteyner (FCL), hava kargo, minivan, e-ticaret lojistiği, ABD depo hizmetleri ve kontrol kulesi hizmetleri için çevrim içi navlun araması, teklif talebi, rezervasyon, ödeme ve yük takibi imkânı sunan bir **dijital taşıma işleri organizatörüdür** (freight forwarder). Fiili taşıma, NavlunPort'un anlaştığı taşıyıcılar tarafından yapılır.

## 2. Üyelik

- Üyelik için gerçek ve güncel bilgi vermeniz gerekir; kurumsal hesaplarda vergi numarası doğrulanır.
- Hesabınızın güvenliğinden siz sorumlusunuz; yetkisiz kullanımı fark ettiğinizde derhâl destek@navlunport.com adresine bildirmelisiniz.
- Şirket yöneticisi rolündeki kullanıcılar, şirketlerinin tüm talep ve rezervasyonlarını görebilir.

## 3. Teklifler ve fiyatlar

1. Arama sonuçlarında gösterilen fiyatlar, arama anındaki navlun, yerel masraflar (THC, belge ücreti vb.) ve ek ücretler (BAF, CAF, EBS) esas alınarak hesaplanır.
2. Teklifler üzerinde belirtilen geçerlilik tarihine kadar geçerlidir; taşıyıcıların genel fiyat artışları (GRI) ve ek ücret değişiklikleri geçerlilik süresi dışındaki sevkiyatlara yansıtılabilir.
3. Gümrük vergileri, KDV, ardiye, demuraj ve detention gibi kalemler aksi belirtilmedikçe fiyata dahil değildir.

## 4. Rezervasyon ve iptal

Rezervasyon, teklifin onaylanması ve ödeme koşullarının yerine getirilmesiyle kesinleşir. Taşıyıcıya booking iletildikten sonra yapılan iptallerde taşıyıcının uyguladığı iptal ücretleri müşteriye yansıtılır.

## 5. Kullanıcının yükümlülükleri

- Yükün cinsini, ağırlığını, ölçülerini ve tehlikeli madde (IMO/DGR) niteliğini doğru beyan etmek,
- İhracat ve ithalat mevzuatına, ambargo ve yaptırım kurallarına uymak,
- Platformu otomatik araçlarla aşırı yükleyecek, güvenliğini tehlikeye atacak veya başkalarının verilerine erişmeye çalışacak şekilde kullanmamak.

## 6. Sorumluluğun sınırı

Taşıma sırasında oluşan kayıp ve hasarlardan sorumluluk, uygulanacak uluslararası sözleşmeler (deniz taşımalarında Lahey-Visby Kuralları, hava taşımalarında Montreal Konvansiyonu, kara taşımalarında CMR) ve Türk Ticaret Kanunu hükümleriyle sınırlıdır. Yükünüz için kargo sigortası yaptırmanızı öneririz.

## 7. Fikri mülkiyet

Platformdaki yazılım, tasarım, metinler ve logolar NavlunPort'a aittir; izinsiz kopyalanamaz ve çoğaltılamaz.

## 8. Uygulanacak hukuk

Bu koşullar Türk hukukuna tabidir. Uyuşmazlıklarda İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir; tüketici sıfatını taşıyan kullanıcıların tüketici hakem heyeti ve tüketici mahkemesine başvuru hakları saklıdır.`,
    bodyEn: `These Terms of Use govern the use of the website and digital freight platform operated by NavlunPort Lojistik ve Dijital Hizmetler A.Ş. ("NavlunPort"). By using the platform you accept these terms.

## 1. Scope of the service

NavlunPort is a **digital freight forwarder** offering online freight search, quote requests, reservations, payment and shipment tracking for sea freight less-than-container (LCL) and full container (FCL), air cargo, minivan, e-commerce logistics, US warehouse services and control tower services. The physical carriage is performed by carriers contracted by NavlunPort.

## 2. Membership

- You must give true and current information to register; tax numbers of corporate accounts are verified.
- You are responsible for the security of your account; report any unauthorised use immediately to destek@navlunport.com.
- Users with the company administrator role can see all requests and reservations of their company.

## 3. Quotes and prices

1. Prices shown in search results are calculated from the freight rate, local charges (THC, documentation fee etc.) and surcharges (BAF, CAF, EBS) valid at the time of the search.
2. Quotes are valid until the validity date stated on them; carriers' general rate increases (GRI) and surcharge changes may apply to shipments outside that validity.
3. Unless stated otherwise, customs duties, VAT, storage, demurrage and detention are not included.

## 4. Reservation and cancellation

A reservation becomes binding when the quote is approved and the payment terms are met. If a reservation is cancelled after the booking has been sent to the carrier, the carrier's cancellation fees are passed on to the customer.

## 5. Your obligations

- Declare the nature, weight, dimensions and any dangerous goods (IMO/DGR) classification of the cargo correctly,
- Comply with export and import regulations, embargoes and sanctions,
- Do not use the platform in a way that overloads it with automated tools, endangers its security or tries to access other users' data.

## 6. Limitation of liability

Liability for loss of and damage to cargo in transit is limited by the applicable international conventions (the Hague-Visby Rules for sea carriage, the Montreal Convention for air carriage, the CMR for road carriage) and the Turkish Commercial Code. We recommend insuring your cargo.

## 7. Intellectual property

The software, design, texts and logos on the platform belong to NavlunPort and may not be copied or reproduced without permission.

## 8. Governing law

These terms are governed by Turkish law. The courts and enforcement offices of İstanbul (Çağlayan) have jurisdiction; the rights of consumers to apply to consumer arbitration committees and consumer courts are reserved.`,
  },
  {
    seedKey: 'legal.distance-sales-contract',
    kind: 'legalDocument',
    slugTr: 'mesafeli-satis-sozlesmesi',
    slugEn: 'distance-sales-contract',
    titleTr: 'Mesafeli Satış Sözleşmesi',
    titleEn: 'Distance Sales Contract',
    summaryTr: '6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca platform üzerinden satın alınan hizmetlere ilişkin sözleşme.',
    summaryEn: 'The contract for services bought through the platform, under Consumer Protection Law No. 6502 and the Distance Contracts Regulation.',
    attributes: { version: '2.0', effectiveFrom: '2026-02-01' },
    publishAt: '2026-02-01T09:05:00+03:00',
    sortOrder: 4,
    bodyTr: `## Madde 1 – Taraflar

**Hizmet sağlayıcı:** NavlunPort Lojistik ve Dijital Hizmetler A.Ş., Esentepe Mah. Büyükdere Cad. No: 199, Kat 12, 34394 Şişli / İstanbul · destek@navlunport.com · +90 212 555 01 00

**Alıcı:** Platform üzerinden rezervasyon oluşturan ve üyelik bilgileri sözleşme ekinde yer alan gerçek veya tüzel kişi.

## Madde 2 – Konu ve dayanak

Bu sözleşmenin konusu, Alıcı'nın platform üzerinden elektronik ortamda sipariş ettiği taşıma organizasyonu hizmetinin (navlun, yerel masraflar, gümrük müşavirliği koordinasyonu, depolama ve ilgili ek hizmetler) sunulmasına ilişkin tarafların hak ve yükümlülükleridir. Sözleşme, **6502 sayılı Tüketicinin Korunması Hakkında Kanun** ve **Mesafeli Sözleşmeler Yönetmeliği** hükümlerine tabidir. Alıcı'nın tacir olduğu işlemlerde Türk Ticaret Kanunu ve Türk Borçlar Kanunu hükümleri uygulanır.

## Madde 3 – Hizmetin temel nitelikleri ve bedeli

Hizmetin türü (LCL, FCL, hava kargo, minivan vb.), çıkış ve varış noktaları, tahmini yükleme tarihi, transit süre, fiyat kalemleri, para birimi ve toplam bedel; rezervasyon onay sayfasında ve Alıcı'ya e-postayla gönderilen rezervasyon özetinde (ör. BK-2026-800001) gösterilir. Döviz cinsinden fiyatlar, ödeme günündeki NavlunPort döviz kuru üzerinden Türk lirasına çevrilebilir. Vergiler ve resmî harçlar ayrıca belirtilir.

## Madde 4 – Ödeme

Ödeme, kredi kartı/banka kartı ile veya rezervasyon detayında gösterilen IBAN'a banka havalesi/EFT ile yapılır. Havale ile ödemelerde rezervasyon, ödemenin operasyon ekibimizce onaylanmasıyla kesinleşir. Kart bilgileri NavlunPort tarafından saklanmaz.

## Madde 5 – Hizmetin ifası

Hizmet, rezervasyonda belirtilen tahmini tarihlerde ifa edilir. Gemi ve uçak tarifelerindeki değişiklikler, liman yoğunluğu, hava koşulları ve gümrük denetimleri gibi NavlunPort'un kontrolü dışındaki sebeplerle oluşan gecikmeler Alıcı'ya derhâl bildirilir; yük takip ekranında güncel tahmini varış (ETA) gösterilir.

## Madde 6 – Cayma hakkı

Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca, cayma süresi dolmadan önce tüketicinin onayı ile ifasına başlanan hizmetlerde cayma hakkı kullanılamaz. Taşıyıcıya booking iletilmeden önce Alıcı, rezervasyonunu 14 gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin iptal edebilir; ödenen bedel 14 gün içinde aynı ödeme aracıyla iade edilir.

## Madde 7 – Tarafların yükümlülükleri

- Alıcı, yüke ilişkin bilgileri (cins, ağırlık, hacim, GTİP, tehlikeli madde sınıfı) doğru beyan etmekle yükümlüdür; yanlış beyandan doğan ek masraflar Alıcı'ya aittir.
- NavlunPort, hizmeti basiretli bir tacir özeniyle organize eder ve rezervasyon durumunu platform üzerinden güncel tutar.

## Madde 8 – Şikâyet ve uyuşmazlık

Şikâyetler destek@navlunport.com adresine iletilebilir. Tüketiciler, Ticaret Bakanlığı'nca her yıl belirlenen parasal sınırlar dahilinde yerleşim yerlerindeki veya işlemin yapıldığı yerdeki **tüketici hakem heyetine** ya da **tüketici mahkemesine** başvurabilir.

## Madde 9 – Yürürlük

Alıcı, rezervasyonu onaylamadan önce bu sözleşmeyi ve ön bilgilendirme formunu okuduğunu ve elektronik ortamda kabul ettiğini beyan eder. Sözleşme, onay anında yürürlüğe girer.`,
    bodyEn: `## Article 1 – Parties

**Service provider:** NavlunPort Lojistik ve Dijital Hizmetler A.Ş., Esentepe Mah. Büyükdere Cad. No: 199, Floor 12, 34394 Şişli / İstanbul · destek@navlunport.com · +90 212 555 01 00

**Buyer:** The natural or legal person who makes a reservation on the platform and whose membership details are attached to this contract.

## Article 2 – Subject and basis

This contract sets out the rights and obligations of the parties regarding the freight organisation service (freight, local charges, coordination of customs brokerage, storage and related services) that the Buyer orders electronically on the platform. It is governed by the **Consumer Protection Law No. 6502** and the **Distance Contracts Regulation**. Where the Buyer is a merchant, the Turkish Commercial Code and the Turkish Code of Obligations apply.

## Article 3 – Main characteristics and price of the service

The type of service (LCL, FCL, air cargo, minivan etc.), origin and destination, estimated loading date, transit time, price items, currency and total price are shown on the reservation confirmation page and in the reservation summary emailed to the Buyer (e.g. BK-2026-800001). Prices in foreign currency may be converted into Turkish lira at NavlunPort's exchange rate on the day of payment. Taxes and official fees are stated separately.

## Article 4 – Payment

Payment is made by credit or debit card, or by bank transfer to the IBAN shown in the reservation details. For bank transfers, the reservation becomes binding once our operations team confirms the payment. NavlunPort does not store card details.

## Article 5 – Performance

The service is performed on the estimated dates stated in the reservation. Delays beyond NavlunPort's control, such as changes to vessel or flight schedules, port congestion, weather and customs inspections, are notified to the Buyer at once, and the tracking screen shows the current estimated time of arrival (ETA).

## Article 6 – Right of withdrawal

Under Article 15 of the Distance Contracts Regulation, the right of withdrawal cannot be used for services whose performance has begun with the consumer's approval before the withdrawal period ends. Before the booking is sent to the carrier, the Buyer may cancel the reservation within 14 days without giving reasons and without penalty; the amount paid is refunded within 14 days by the same means of payment.

## Article 7 – Obligations of the parties

- The Buyer must declare the cargo details (nature, weight, volume, HS code, dangerous goods class) correctly; extra costs arising from a wrong declaration are borne by the Buyer.
- NavlunPort organises the service with the care of a prudent merchant and keeps the reservation status up to date on the platform.

## Article 8 – Complaints and disputes

Complaints can be sent to destek@navlunport.com. Consumers may apply to the **consumer arbitration committee** or the **consumer court** where they live or where the transaction took place, within the monetary limits set each year by the Ministry of Trade.

## Article 9 – Entry into force

Before approving a reservation, the Buyer declares having read and electronically accepted this contract and the preliminary information form. The contract enters into force at the moment of approval.`,
  },
  {
    seedKey: 'legal.explicit-consent',
    kind: 'legalDocument',
    slugTr: 'acik-riza-metni',
    slugEn: 'explicit-consent',
    titleTr: 'Açık Rıza Metni',
    titleEn: 'Explicit Consent Text',
    summaryTr: 'Pazarlama iletişimi ve kişisel verilerin yurt dışına aktarımı için açık rızanızı istediğimiz durumları açıklar.',
    summaryEn: 'Describes the cases in which we ask for your explicit consent: marketing communication and transfers of personal data abroad.',
    attributes: { version: '1.1', effectiveFrom: '2026-01-15' },
    publishAt: '2026-01-15T09:10:00+03:00',
    sortOrder: 5,
    bodyTr: `6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 3. maddesine göre açık rıza; belirli bir konuya ilişkin, bilgilendirilmeye dayanan ve özgür iradeyle açıklanan rızadır. Aşağıdaki işlemler için rızanızı, ilgili kutucuğu işaretleyerek ayrı ayrı verebilir veya vermeyebilirsiniz. Rıza vermemeniz, navlun araması, rezervasyon ve yük takibi gibi temel hizmetlerden yararlanmanızı **engellemez**.

## 1. Ticari elektronik ileti

6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve KVKK uyarınca; kampanyalar, yeni rotalar, navlun piyasası bültenleri ve etkinlik davetleri için e-posta, SMS ve telefon yoluyla tarafıma ticari elektronik ileti gönderilmesine ve bu amaçla ad, soyad, e-posta ve telefon bilgilerimin işlenmesine onay veriyorum.

## 2. Yurt dışına aktarım

Rezervasyonumun ifası için zorunlu olmayan durumlarda; ABD'deki depo operasyonu, yurt dışındaki acenteler ve bulut tabanlı e-posta hizmet sağlayıcıları aracılığıyla kimlik, iletişim ve müşteri işlem verilerimin yurt dışına aktarılmasına onay veriyorum.

## 3. Ürün geliştirme anketleri

Hizmet kalitesinin ölçülmesi amacıyla memnuniyet anketleri ve kullanıcı görüşmelerine davet edilmeye ve verdiğim yanıtların işlenmesine onay veriyorum.

## Rızanın geri alınması

Verdiğiniz rızayı dilediğiniz zaman;

- her e-postanın altındaki **abonelikten çık** bağlantısıyla,
- hesabınızın iletişim tercihleri bölümünden,
- kvkk@navlunport.com adresine yazarak

geri alabilirsiniz. Geri alma, geri alınana kadar yapılan işlemlerin hukuka uygunluğunu etkilemez. Ayrıntılı bilgi için KVKK Aydınlatma Metni'ni inceleyebilirsiniz.`,
    bodyEn: `Under Article 3 of the Personal Data Protection Law No. 6698, explicit consent is consent on a specific matter, based on information and given freely. You may give or withhold your consent separately for each purpose below by ticking its box. Withholding consent does **not** prevent you from using our core services such as freight search, reservations and tracking.

## 1. Commercial electronic messages

Under Law No. 6563 on the Regulation of Electronic Commerce and KVKK, I consent to receiving commercial electronic messages by email, SMS and phone about campaigns, new routes, freight market newsletters and event invitations, and to the processing of my name, email and phone number for this purpose.

## 2. Transfers abroad

Where not strictly necessary to perform my reservation, I consent to the transfer of my identity, contact and customer transaction data abroad through the US warehouse operation, agents abroad and cloud-based email service providers.

## 3. Product research surveys

I consent to being invited to satisfaction surveys and user interviews to measure service quality, and to the processing of my answers.

## Withdrawing consent

You can withdraw your consent at any time:

- with the **unsubscribe** link at the bottom of every email,
- in the communication preferences of your account,
- by writing to kvkk@navlunport.com.

Withdrawal does not affect the lawfulness of processing carried out before it. See the KVKK Privacy Notice for details.`,
  },
];
