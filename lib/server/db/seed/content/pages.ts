/** [M4] Single pages kept as content (kind `page`): about us and the press kit (slugEn = singlePageCodes). */
import type { SeedEntry } from './types';

export const pages: SeedEntry[] = [
  {
    seedKey: 'page.about-us',
    kind: 'page',
    slugTr: 'hakkimizda',
    slugEn: 'about-us',
    titleTr: 'Hakkımızda',
    titleEn: 'About us',
    summaryTr: 'NavlunPort, Türk ihracatçılarının ve ithalatçılarının navlunu dakikalar içinde bulup rezerve etmesini sağlayan İstanbul merkezli dijital taşıma işleri organizatörüdür.',
    summaryEn: 'NavlunPort is an İstanbul-based digital freight forwarder that lets Turkish exporters and importers find and book freight in minutes.',
    publishAt: '2026-01-05T09:00:00+03:00',
    bodyTr: `## Hikâyemiz

NavlunPort, 2019’da İstanbul’da üç kişilik bir ekip tarafından basit bir soruyla kuruldu: *Bir navlun teklifi almak neden hâlâ günler sürüyor?* Kurucularımız, yıllarca geleneksel forwarder’larda çalışırken ihracatçıların e-posta zincirlerinde, eksik fiyatlarla ve belirsiz varış tarihleriyle boğuştuğunu gördü. Bugün aynı işi dakikalar içinde, şeffaf fiyatlarla ve uçtan uca dijital takiple yapıyoruz.

## Misyonumuz

Türkiye’nin her büyüklükteki üreticisine, dünyanın en büyük şirketlerinin sahip olduğu lojistik görünürlüğü ve fiyat erişimini sunmak. Küçük bir atölyenin iki paletlik parsiyel yükü de, bir otomotiv tedarikçisinin haftalık on konteyneri de aynı özeni görmeli.

## Rakamlarla NavlunPort

| Gösterge | Değer |
|---|---|
| Aktif kurumsal müşteri | 4.200+ |
| 2025’te taşınan konteyner (TEU) | 38.000 |
| Hava kargo (ton, 2025) | 6.500 |
| Bağlantılı liman | 120+ ülkede 600+ |
| Ortalama teklif süresi | 2 dakika |
| Müşteri memnuniyeti (NPS) | 68 |

## Ne yapıyoruz?

- Denizyolu parsiyel (LCL) ve komple konteyner (FCL) taşımacılığı,
- Hava kargo ve e-ticaret lojistiği,
- New Jersey’deki depomuzla ABD depo ve dağıtım hizmetleri,
- Avrupa’ya ekspres minivan seferleri,
- Büyük ithalatçılar ve ihracatçılar için kontrol kulesi hizmeti.

## Ekibimiz

Operasyon, yazılım ve müşteri deneyimi ekiplerimizde 140’tan fazla kişi çalışıyor. Operasyon uzmanlarımız ortalama 9 yıllık deneyime sahip; gümrük, tehlikeli madde (IMO/DGR) ve proje yükleri konusunda sertifikalı. Yazılım ekibimiz platformu İstanbul’da geliştiriyor.

## Ofislerimiz

- **İstanbul (Genel Merkez):** Esentepe Mah. Büyükdere Cad. No: 199, Şişli
- **Mersin:** Mersin Serbest Bölgesi yakınında liman ofisi
- **İzmir:** Alsancak Limanı operasyon ofisi
- **Bursa:** Gemlik liman bağlantılı saha ofisi
- **New Jersey, ABD:** Edison’da 12.000 m²’lik depo ve ofis

## Üyeliklerimiz ve sertifikalarımız

UTİKAD ve FIATA üyesiyiz; IATA kargo acentesiyiz. ISO 9001 ve ISO 27001 sertifikalarına sahibiz, kişisel verileri 6698 sayılı KVKK’ya uygun işliyoruz.`,
    bodyEn: `## Our story

NavlunPort was founded in İstanbul in 2019 by a team of three with a simple question: *why does a freight quote still take days?* While working at traditional forwarders for years, our founders watched exporters struggle with email chains, incomplete prices and uncertain arrival dates. Today we do the same job in minutes, with transparent prices and end-to-end digital tracking.

## Our mission

To give manufacturers of every size in Türkiye the logistics visibility and access to rates that the world's largest companies have. A small workshop's two-pallet LCL shipment deserves the same care as an automotive supplier's ten containers a week.

## NavlunPort in numbers

| Measure | Figure |
|---|---|
| Active corporate customers | 4,200+ |
| Containers shipped in 2025 (TEU) | 38,000 |
| Air cargo (tonnes, 2025) | 6,500 |
| Connected ports | 600+ in 120+ countries |
| Average time to quote | 2 minutes |
| Customer satisfaction (NPS) | 68 |

## What we do

- Sea freight less-than-container (LCL) and full container (FCL),
- Air cargo and e-commerce logistics,
- US warehouse and distribution services from our New Jersey warehouse,
- Express minivan runs to Europe,
- Control tower services for large importers and exporters.

## Our team

More than 140 people work in our operations, software and customer experience teams. Our operations specialists have nine years of experience on average and are certified in customs, dangerous goods (IMO/DGR) and project cargo. Our software team builds the platform in İstanbul.

## Our offices

- **İstanbul (headquarters):** Esentepe Mah. Büyükdere Cad. No: 199, Şişli
- **Mersin:** port office near the Mersin Free Zone
- **İzmir:** operations office at Alsancak Port
- **Bursa:** field office serving Gemlik port
- **New Jersey, USA:** 12,000 m² warehouse and office in Edison

## Memberships and certificates

We are members of UTİKAD and FIATA and an IATA cargo agent. We hold ISO 9001 and ISO 27001 certificates and process personal data in line with the Turkish data protection law KVKK (No. 6698).`,
  },
  {
    seedKey: 'page.press-kit',
    kind: 'page',
    slugTr: 'basin-kiti',
    slugEn: 'press-kit',
    titleTr: 'Basın Kiti',
    titleEn: 'Press kit',
    summaryTr: 'NavlunPort hakkında kısa tanıtım metni, logo kullanım kuralları ve basın iletişim bilgileri.',
    summaryEn: 'NavlunPort’s boilerplate, logo usage rules and press contacts.',
    publishAt: '2026-01-05T09:10:00+03:00',
    bodyTr: `## Kısa tanıtım metni

**NavlunPort**, İstanbul merkezli bir dijital taşıma işleri organizatörüdür (freight forwarder). 2019’da kurulan şirket; denizyolu parsiyel ve komple konteyner, hava kargo, e-ticaret lojistiği, ABD depo hizmetleri, kontrol kulesi ve minivan taşımacılığı hizmetlerini tek bir çevrim içi platformda sunar. 4.200’den fazla kurumsal müşterisi, Mersin, İzmir, Bursa ve New Jersey’de ofisleri bulunan NavlunPort, navlun teklifini dakikalara indirerek Türk ihracatçılarının dünya pazarlarına erişimini kolaylaştırır.

## Logo kullanımı

- Logoyu yalnızca orijinal renkleriyle (lacivert #0B2E59 ve turuncu #F26B1D) ya da tamamen beyaz olarak kullanın.
- Logonun çevresinde, "N" harfinin yüksekliği kadar boşluk bırakın.
- Logoyu esnetmeyin, döndürmeyin, gölge veya efekt eklemeyin.
- Dijital kullanımda en küçük genişlik 96 piksel, baskıda 25 mm’dir.
- Logo dosyalarının SVG ve PNG sürümlerini basin@navlunport.com adresinden isteyebilirsiniz.

## Yazım

Şirket adı bitişik ve iki büyük harfle yazılır: **NavlunPort** (Navlunport, Navlun Port değil).

## Basın iletişim

| Kanal | Bilgi |
|---|---|
| Kurumsal iletişim | basin@navlunport.com |
| Telefon | +90 212 555 01 10 |
| Yanıt süresi | İş günlerinde 24 saat içinde |

Röportaj talepleri, yönetici fotoğrafları ve güncel rakamlar için kurumsal iletişim ekibimize yazabilirsiniz.`,
    bodyEn: `## Boilerplate

**NavlunPort** is a digital freight forwarder headquartered in İstanbul. Founded in 2019, the company offers sea freight LCL and FCL, air cargo, e-commerce logistics, US warehouse services, control tower and minivan transport on a single online platform. With more than 4,200 corporate customers and offices in Mersin, İzmir, Bursa and New Jersey, NavlunPort cuts the time to a freight quote to minutes and makes world markets easier to reach for Turkish exporters.

## Logo usage

- Use the logo only in its original colours (navy #0B2E59 and orange #F26B1D) or in solid white.
- Keep clear space around the logo equal to the height of the letter "N".
- Do not stretch or rotate the logo or add shadows or effects.
- Minimum width is 96 pixels on screen and 25 mm in print.
- Request SVG and PNG versions of the logo from basin@navlunport.com.

## Spelling

The company name is written as one word with two capitals: **NavlunPort** (not Navlunport or Navlun Port).

## Press contacts

| Channel | Details |
|---|---|
| Corporate communications | basin@navlunport.com |
| Phone | +90 212 555 01 10 |
| Response time | Within 24 hours on business days |

Write to our corporate communications team for interviews, executive photos and current figures.`,
  },
];
