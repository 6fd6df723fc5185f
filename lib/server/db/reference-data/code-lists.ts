/**
 * Bilingual code lists seeded as reference data. Container dimensions and payloads are typical ISO
 * 668 / carrier-published figures for steel boxes; Incoterms are the ICC's Incoterms® 2020 rules.
 */
export interface CodeListEntry {
  code: string;
  nameTr: string;
  nameEn: string;
}

export const packageTypes: CodeListEntry[] = [
  { code: 'PALLET', nameTr: 'Palet', nameEn: 'Pallet' },
  { code: 'EURO_PALLET', nameTr: 'Euro palet (120×80)', nameEn: 'Euro pallet (120×80)' },
  { code: 'BOX', nameTr: 'Koli', nameEn: 'Box / carton' },
  { code: 'CRATE', nameTr: 'Sandık', nameEn: 'Crate' },
  { code: 'BAG', nameTr: 'Çuval', nameEn: 'Bag' },
  { code: 'BIG_BAG', nameTr: 'Big bag', nameEn: 'Big bag (FIBC)' },
  { code: 'DRUM', nameTr: 'Varil', nameEn: 'Drum' },
  { code: 'IBC', nameTr: 'IBC tank', nameEn: 'IBC tank' },
  { code: 'ROLL', nameTr: 'Rulo', nameEn: 'Roll' },
  { code: 'BUNDLE', nameTr: 'Bağ / demet', nameEn: 'Bundle' },
  { code: 'ENVELOPE', nameTr: 'Zarf', nameEn: 'Envelope' },
  { code: 'PIECE', nameTr: 'Parça', nameEn: 'Loose piece' },
];

export const transportTypes: CodeListEntry[] = [
  { code: 'SEA_LCL', nameTr: 'Denizyolu parsiyel (LCL)', nameEn: 'Sea freight LCL' },
  { code: 'SEA_FCL', nameTr: 'Denizyolu full konteyner (FCL)', nameEn: 'Sea freight FCL' },
  { code: 'AIR', nameTr: 'Havayolu', nameEn: 'Air cargo' },
  { code: 'ROAD_FTL', nameTr: 'Karayolu komple (FTL)', nameEn: 'Road freight FTL' },
  { code: 'ROAD_LTL', nameTr: 'Karayolu parsiyel (LTL)', nameEn: 'Road freight LTL' },
  { code: 'MINIVAN', nameTr: 'Minivan ekspres', nameEn: 'Minivan express' },
  { code: 'COURIER', nameTr: 'Kurye / e-ticaret paketi', nameEn: 'Courier / e-commerce parcel' },
];

export const documentTypes: CodeListEntry[] = [
  { code: 'COMMERCIAL_INVOICE', nameTr: 'Ticari fatura', nameEn: 'Commercial invoice' },
  { code: 'PACKING_LIST', nameTr: 'Çeki listesi', nameEn: 'Packing list' },
  { code: 'BILL_OF_LADING', nameTr: 'Konşimento (B/L)', nameEn: 'Bill of lading (B/L)' },
  { code: 'AIR_WAYBILL', nameTr: 'Hava yük senedi (AWB)', nameEn: 'Air waybill (AWB)' },
  { code: 'CMR', nameTr: 'CMR belgesi', nameEn: 'CMR consignment note' },
  { code: 'CERTIFICATE_OF_ORIGIN', nameTr: 'Menşe şahadetnamesi', nameEn: 'Certificate of origin' },
  { code: 'EUR1', nameTr: 'EUR.1 dolaşım belgesi', nameEn: 'EUR.1 movement certificate' },
  { code: 'ATR', nameTr: 'A.TR dolaşım belgesi', nameEn: 'A.TR movement certificate' },
  { code: 'MSDS', nameTr: 'Güvenlik bilgi formu (MSDS)', nameEn: 'Safety data sheet (MSDS)' },
  { code: 'CUSTOMS_DECLARATION', nameTr: 'Gümrük beyannamesi', nameEn: 'Customs declaration' },
  { code: 'INSURANCE_POLICY', nameTr: 'Sigorta poliçesi', nameEn: 'Insurance policy' },
  { code: 'BANK_RECEIPT', nameTr: 'Banka dekontu', nameEn: 'Bank transfer receipt' },
];

export const companyTypes: CodeListEntry[] = [
  { code: 'SOLE_PROPRIETOR', nameTr: 'Şahıs şirketi', nameEn: 'Sole proprietorship' },
  { code: 'LIMITED', nameTr: 'Limited şirket', nameEn: 'Limited company' },
  { code: 'JOINT_STOCK', nameTr: 'Anonim şirket', nameEn: 'Joint-stock company' },
  { code: 'COOPERATIVE', nameTr: 'Kooperatif', nameEn: 'Cooperative' },
  { code: 'FOREIGN', nameTr: 'Yabancı şirket', nameEn: 'Foreign company' },
  { code: 'INDIVIDUAL', nameTr: 'Bireysel', nameEn: 'Individual' },
];

export const companyScopes: CodeListEntry[] = [
  { code: 'MANUFACTURER', nameTr: 'Üretici', nameEn: 'Manufacturer' },
  { code: 'EXPORTER', nameTr: 'İhracatçı', nameEn: 'Exporter' },
  { code: 'IMPORTER', nameTr: 'İthalatçı', nameEn: 'Importer' },
  { code: 'ECOMMERCE', nameTr: 'E-ticaret satıcısı', nameEn: 'E-commerce seller' },
  { code: 'FORWARDER', nameTr: 'Lojistik / forwarder', nameEn: 'Logistics / forwarder' },
  { code: 'RETAIL', nameTr: 'Perakende', nameEn: 'Retail' },
  { code: 'OTHER', nameTr: 'Diğer', nameEn: 'Other' },
];

/** Yearly shipment volumes a company declares when it signs up (loadTypeOfYears). */
export const loadVolumes: CodeListEntry[] = [
  { code: 'Y_1_10', nameTr: 'Yılda 1–10 sevkiyat', nameEn: '1–10 shipments a year' },
  { code: 'Y_11_50', nameTr: 'Yılda 11–50 sevkiyat', nameEn: '11–50 shipments a year' },
  { code: 'Y_51_200', nameTr: 'Yılda 51–200 sevkiyat', nameEn: '51–200 shipments a year' },
  { code: 'Y_201_PLUS', nameTr: 'Yılda 200’den fazla sevkiyat', nameEn: 'More than 200 shipments a year' },
];

export const productCategories: (CodeListEntry & { types: CodeListEntry[] })[] = [
  {
    code: 'TEXTILE',
    nameTr: 'Tekstil ve hazır giyim',
    nameEn: 'Textiles and apparel',
    types: [
      { code: 'TEXTILE_GARMENTS', nameTr: 'Hazır giyim', nameEn: 'Garments' },
      { code: 'TEXTILE_FABRIC', nameTr: 'Kumaş ve iplik', nameEn: 'Fabric and yarn' },
      { code: 'TEXTILE_HOME', nameTr: 'Ev tekstili', nameEn: 'Home textiles' },
    ],
  },
  {
    code: 'MACHINERY',
    nameTr: 'Makine ve yedek parça',
    nameEn: 'Machinery and spare parts',
    types: [
      { code: 'MACHINERY_INDUSTRIAL', nameTr: 'Endüstriyel makine', nameEn: 'Industrial machinery' },
      { code: 'MACHINERY_PARTS', nameTr: 'Yedek parça', nameEn: 'Spare parts' },
      { code: 'MACHINERY_AUTOMOTIVE', nameTr: 'Otomotiv parçaları', nameEn: 'Automotive parts' },
    ],
  },
  {
    code: 'FOOD',
    nameTr: 'Gıda ve tarım',
    nameEn: 'Food and agriculture',
    types: [
      { code: 'FOOD_DRY', nameTr: 'Kuru gıda', nameEn: 'Dry food' },
      { code: 'FOOD_FRESH', nameTr: 'Taze meyve ve sebze', nameEn: 'Fresh fruit and vegetables' },
      { code: 'FOOD_FROZEN', nameTr: 'Dondurulmuş gıda', nameEn: 'Frozen food' },
      { code: 'FOOD_NUTS', nameTr: 'Kuruyemiş ve fındık', nameEn: 'Nuts and hazelnuts' },
    ],
  },
  {
    code: 'CHEMICALS',
    nameTr: 'Kimya ve plastik',
    nameEn: 'Chemicals and plastics',
    types: [
      { code: 'CHEMICALS_RAW', nameTr: 'Kimyasal hammadde', nameEn: 'Raw chemicals' },
      { code: 'CHEMICALS_PLASTIC', nameTr: 'Plastik granül ve ürünler', nameEn: 'Plastic granules and products' },
      { code: 'CHEMICALS_COSMETICS', nameTr: 'Kozmetik ve temizlik', nameEn: 'Cosmetics and cleaning' },
    ],
  },
  {
    code: 'CONSTRUCTION',
    nameTr: 'Yapı malzemeleri',
    nameEn: 'Construction materials',
    types: [
      { code: 'CONSTRUCTION_CERAMICS', nameTr: 'Seramik ve karo', nameEn: 'Ceramics and tiles' },
      { code: 'CONSTRUCTION_MARBLE', nameTr: 'Mermer ve doğal taş', nameEn: 'Marble and natural stone' },
      { code: 'CONSTRUCTION_STEEL', nameTr: 'Demir-çelik ürünleri', nameEn: 'Iron and steel products' },
    ],
  },
  {
    code: 'ELECTRONICS',
    nameTr: 'Elektronik',
    nameEn: 'Electronics',
    types: [
      { code: 'ELECTRONICS_CONSUMER', nameTr: 'Tüketici elektroniği', nameEn: 'Consumer electronics' },
      { code: 'ELECTRONICS_APPLIANCES', nameTr: 'Beyaz eşya', nameEn: 'Home appliances' },
      { code: 'ELECTRONICS_COMPONENTS', nameTr: 'Elektronik bileşenler', nameEn: 'Electronic components' },
    ],
  },
  {
    code: 'FURNITURE',
    nameTr: 'Mobilya ve dekorasyon',
    nameEn: 'Furniture and home decor',
    types: [
      { code: 'FURNITURE_HOME', nameTr: 'Ev mobilyası', nameEn: 'Home furniture' },
      { code: 'FURNITURE_OFFICE', nameTr: 'Ofis mobilyası', nameEn: 'Office furniture' },
    ],
  },
  {
    code: 'GENERAL',
    nameTr: 'Genel kargo',
    nameEn: 'General cargo',
    types: [
      { code: 'GENERAL_MIXED', nameTr: 'Karışık yük', nameEn: 'Mixed cargo' },
      { code: 'GENERAL_SAMPLES', nameTr: 'Numune', nameEn: 'Samples' },
      { code: 'GENERAL_PERSONAL', nameTr: 'Kişisel eşya', nameEn: 'Personal effects' },
    ],
  },
];

export interface ContainerTypeEntry extends CodeListEntry {
  isoCode: string;
  internalLengthMm: number;
  internalWidthMm: number;
  internalHeightMm: number;
  capacityCbm: number;
  tareKg: number;
  maxPayloadKg: number;
  reefer: boolean;
}

export const containerTypes: ContainerTypeEntry[] = [
  { code: '20DC', isoCode: '22G1', nameTr: "20' standart (20DC)", nameEn: "20' dry container (20DC)", internalLengthMm: 5898, internalWidthMm: 2352, internalHeightMm: 2393, capacityCbm: 33.2, tareKg: 2230, maxPayloadKg: 28250, reefer: false },
  { code: '40DC', isoCode: '42G1', nameTr: "40' standart (40DC)", nameEn: "40' dry container (40DC)", internalLengthMm: 12032, internalWidthMm: 2352, internalHeightMm: 2393, capacityCbm: 67.7, tareKg: 3750, maxPayloadKg: 26730, reefer: false },
  { code: '40HC', isoCode: '45G1', nameTr: "40' yüksek (40HC)", nameEn: "40' high cube (40HC)", internalLengthMm: 12032, internalWidthMm: 2352, internalHeightMm: 2698, capacityCbm: 76.4, tareKg: 3940, maxPayloadKg: 26540, reefer: false },
  { code: '20RF', isoCode: '22R1', nameTr: "20' frigorifik (20RF)", nameEn: "20' reefer (20RF)", internalLengthMm: 5444, internalWidthMm: 2294, internalHeightMm: 2276, capacityCbm: 28.4, tareKg: 3080, maxPayloadKg: 27400, reefer: true },
  { code: '40RF', isoCode: '45R1', nameTr: "40' yüksek frigorifik (40RF)", nameEn: "40' high cube reefer (40RF)", internalLengthMm: 11583, internalWidthMm: 2294, internalHeightMm: 2550, capacityCbm: 67.7, tareKg: 4800, maxPayloadKg: 29200, reefer: true },
];

export interface IncotermEntry extends CodeListEntry {
  seaOnly: boolean;
}

export const incoterms: IncotermEntry[] = [
  { code: 'EXW', nameTr: 'EXW – İşyerinde teslim', nameEn: 'EXW – Ex Works', seaOnly: false },
  { code: 'FCA', nameTr: 'FCA – Taşıyıcıya masrafsız teslim', nameEn: 'FCA – Free Carrier', seaOnly: false },
  { code: 'CPT', nameTr: 'CPT – Taşıma ödenmiş olarak teslim', nameEn: 'CPT – Carriage Paid To', seaOnly: false },
  { code: 'CIP', nameTr: 'CIP – Taşıma ve sigorta ödenmiş olarak teslim', nameEn: 'CIP – Carriage and Insurance Paid To', seaOnly: false },
  { code: 'DAP', nameTr: 'DAP – Belirlenen yerde teslim', nameEn: 'DAP – Delivered at Place', seaOnly: false },
  { code: 'DPU', nameTr: 'DPU – Boşaltılmış olarak teslim', nameEn: 'DPU – Delivered at Place Unloaded', seaOnly: false },
  { code: 'DDP', nameTr: 'DDP – Gümrük vergileri ödenmiş teslim', nameEn: 'DDP – Delivered Duty Paid', seaOnly: false },
  { code: 'FAS', nameTr: 'FAS – Gemi doğrultusunda masrafsız teslim', nameEn: 'FAS – Free Alongside Ship', seaOnly: true },
  { code: 'FOB', nameTr: 'FOB – Gemide teslim', nameEn: 'FOB – Free on Board', seaOnly: true },
  { code: 'CFR', nameTr: 'CFR – Masraflar ve navlun', nameEn: 'CFR – Cost and Freight', seaOnly: true },
  { code: 'CIF', nameTr: 'CIF – Masraflar, sigorta ve navlun', nameEn: 'CIF – Cost, Insurance and Freight', seaOnly: true },
];

export interface CurrencyEntry extends CodeListEntry {
  symbol: string;
  minorUnits: number;
}

export const currencies: CurrencyEntry[] = [
  { code: 'TRY', nameTr: 'Türk lirası', nameEn: 'Turkish lira', symbol: '₺', minorUnits: 2 },
  { code: 'USD', nameTr: 'ABD doları', nameEn: 'US dollar', symbol: '$', minorUnits: 2 },
  { code: 'EUR', nameTr: 'Euro', nameEn: 'Euro', symbol: '€', minorUnits: 2 },
  { code: 'GBP', nameTr: 'İngiliz sterlini', nameEn: 'Pound sterling', symbol: '£', minorUnits: 2 },
  { code: 'CNY', nameTr: 'Çin yuanı', nameEn: 'Chinese yuan', symbol: '¥', minorUnits: 2 },
  { code: 'AED', nameTr: 'BAE dirhemi', nameEn: 'UAE dirham', symbol: 'د.إ', minorUnits: 2 },
  { code: 'JPY', nameTr: 'Japon yeni', nameEn: 'Japanese yen', symbol: '¥', minorUnits: 0 },
];

/** The site's own languages, seeded and protected from deletion. */
export const siteLanguages = [
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', isActive: true },
  { code: 'en', name: 'English', nativeName: 'English', isActive: true },
];
