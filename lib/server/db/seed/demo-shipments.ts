import { istanbulDay } from '../../../domain/business-date';
import { awbCheckDigit } from '../../../domain/awb';
import { containerCheckDigit } from '../../../domain/iso6346';
import type { TransportMode } from '../../../domain/pricing';
import { type EtaChangeReason, type MilestoneCode, milestoneCodes } from '../../../domain/tracking';
import {
  DEMO_REGIONS,
  hash32,
  laneCarriers,
  mondayOf,
  prng,
  type Region,
  ROAD_REGIONS,
  TURKISH_AIRPORTS,
  TURKISH_ROAD_HUBS,
} from './demo-tariffs';
import { demoSailings, type DemoVoyage } from './demo-voyages';

/**
 * The demo shipments of the tracking screen: ≥ 500 sea, air and road shipments booked outside the
 * marketplace, each with its containers (valid ISO 6346 numbers), bill of lading or air waybill,
 * parties and a milestone history (planned times for all, actual times for those before the anchor),
 * about a fifth delayed with the ETA's moves, a few stale, a quarter owned by the demo customer's company.
 * Sea shipments sail on the demo ship program's vessels (lib/server/db/seed/demo-voyages.ts).
 *
 * Booking references: our format BK-YYYY-NNNNNN, but from a series real reservations never reach: a
 * reservation's reference is its id zero-padded (lib/domain/reservation-state.ts), and the demo set uses
 * the serials 800001–809999, the benchmark's extra shipments (lib/server/db/seed/bulk-milestones.ts)
 * 810000–999999. The year is the anchor's.
 *
 * Pure: the same anchor instant gives the same shipments. States are measured at the anchor (the Monday,
 * 00:00 Istanbul, of the seed's week); the showcase shipments keep their state for the whole week after it.
 */

export type DemoOwner = 'customer' | 'colleague' | null;

export type DemoShipmentState =
  | 'booked'
  | 'preCarriage'
  | 'inTransit'
  | 'stale'
  | 'waiting'
  | 'demurrage'
  | 'delivering'
  | 'delivered';

export interface DemoParty {
  name: string;
  address: string;
  contact: string;
}

export interface DemoParties {
  shipper: DemoParty;
  consignee: DemoParty;
  notifyParty?: DemoParty;
}

export interface DemoMilestone {
  code: MilestoneCode;
  location: string;
  plannedAt: Date;
  actualAt: Date | null;
  public: boolean;
}

export interface DemoEtaChange {
  previousEta: Date;
  newEta: Date;
  reason: EtaChangeReason;
  note: string | null;
  changedAt: Date;
}

export interface DemoContainer {
  containerNumber: string;
  containerType: '20DC' | '40DC' | '40HC' | '20RF' | '40RF';
  sealNumber: string;
}

export interface DemoShipment {
  reference: string;
  mode: TransportMode;
  origin: string;
  destination: string;
  carrier: string;
  vessel: string | null;
  voyageNumber: string | null;
  flightNumber: string | null;
  billOfLading: string | null;
  airWaybill: string | null;
  freeDays: number;
  plannedEta: Date;
  eta: Date;
  lastEventAt: Date;
  /** When it was booked: the `booked` milestone's time. */
  createdAt: Date;
  parties: DemoParties;
  owner: DemoOwner;
  containers: DemoContainer[];
  milestones: DemoMilestone[];
  etaChanges: DemoEtaChange[];
  /** The state at the anchor (not stored: the tests and the showcase use it). */
  state: DemoShipmentState;
  demo: true;
}

/** The first serial of the demo series and how many it holds (see above). */
export const DEMO_REFERENCE_FIRST = 800_001;
export const DEMO_REFERENCE_LAST = 809_999;
/** The benchmark's extra shipments start here. */
export const BULK_REFERENCE_FIRST = 810_000;

export const DEMO_SHIPMENT_COUNT = 560;

/** Demo customer (lib/auth/demo-users.json) and the demo company's other customer. */
export const DEMO_OWNER_EMAILS = { customer: 'customer@navlunport.test', colleague: 'colleague@navlunport.test' } as const;

/**
 * Fixed numbers that are always in the demo set, in a state that holds for the week after the anchor
 * (tests, e2e and docs/OPERATIONS.md use them). References are BK-<anchor year>-<serial>.
 */
export const DEMO_TRACKING_SHOWCASE = {
  /** SEA_FCL Mersin → New York via Algeciras, in transit, ETA moved later (port congestion at the hub). */
  delayed: { serial: 800_001, container: 'CSQU3054383', containers: ['CSQU3054383', 'TGHU6120470'], billOfLading: 'MROC0107424281', state: 'inTransit' },
  /** SEA_FCL Ambarlı → Rotterdam, delivered. */
  delivered: { serial: 800_002, container: 'MSKU8042158', containers: ['MSKU8042158'], billOfLading: 'LVEX0103318846', state: 'delivered' },
  /** SEA_FCL import Shanghai → Mersin, discharged, held at customs past its 14 free days: in demurrage. */
  demurrage: { serial: 800_003, container: 'HLXU2298719', containers: ['HLXU2298719', 'CMAU5173024'], billOfLading: 'AGSL0109972210', state: 'demurrage' },
  /** AIR Istanbul → New York JFK on Turkish Airlines' AWB stock, delivered. */
  air: { serial: 800_004, airWaybill: '235-12345675', state: 'delivered' },
  /** SEA_FCL Mersin → Shanghai via Port Said, in transit, no event since it sailed (stale). */
  stale: { serial: 800_005, container: 'TCNU4809262', containers: ['TCNU4809262'], billOfLading: 'CLMR0105563907', state: 'stale' },
  /** SEA_FCL Ambarlı → New York owned by the demo customer (Ege Tekstil A.Ş.): discharged, within its 21 free days. */
  owned: {
    serial: 800_006,
    container: 'MSCU7311588',
    containers: ['MSCU7311588', 'SEGU4026677', 'FCIU9183406'],
    billOfLading: 'MROC0108815530',
    state: 'waiting',
    ownerEmail: DEMO_OWNER_EMAILS.customer,
  },
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The anchor of the demo tracking data for an instant: Monday 00:00 (Europe/Istanbul, UTC+3) of its week. */
export function demoTrackingAnchor(now: Date): Date {
  return new Date(`${mondayOf(istanbulDay(now))}T00:00:00+03:00`);
}

/** A demo shipment's booking reference at an instant: BK-<the anchor's year>-<serial>, e.g. the showcase's. */
export function demoReference(serial: number, now: Date = new Date()): string {
  return `BK-${istanbulDay(demoTrackingAnchor(now)).slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}

/** Standard Carrier Alpha Codes of the fictional carriers (bills of lading start with them). */
export const DEMO_SCAC: Readonly<Record<string, string>> = {
  'Akdeniz Lines': 'AKDL',
  'Anatolia Container Line': 'ANCL',
  'Bosphorus Shipping': 'BOSH',
  'Cilicia Maritime': 'CLMR',
  'Aegean Star Lines': 'AGSL',
  'Levant Express Line': 'LVEX',
  'Marmara Ocean Carriers': 'MROC',
  'Piri Reis Shipping': 'PRRS',
  'Kervan Consolidation': 'KRVC',
  'Liman LCL Services': 'LMLC',
  'Pera Freight': 'PRFR',
  'Galata Cargo Consolidators': 'GLCC',
  'Ege Groupage': 'EGGP',
  'Karavan Logistics': 'KRVL',
};

/** Container owner codes (carriers' and lessors' prefixes, as seen on any quay). */
const DRY_OWNERS = ['MSKU', 'MRKU', 'CMAU', 'MSCU', 'HLXU', 'TGHU', 'TCNU', 'SEGU', 'FCIU', 'BMOU', 'TRHU', 'CAIU', 'GESU', 'OOLU', 'CSQU', 'TLLU', 'DFSU', 'BEAU'];
const REEFER_OWNERS = ['CXRU', 'SZLU', 'TRIU', 'MNBU', 'CGMU', 'TTNU'];

/** Airlines whose AWB stock the demo air shipments use: IATA prefix, flight designator, hub. */
const AIRLINES = [
  { prefix: '235', code: 'TK', hub: 'IST' },
  { prefix: '176', code: 'EK', hub: 'DXB' },
  { prefix: '157', code: 'QR', hub: 'DOH' },
  { prefix: '057', code: 'AF', hub: 'CDG' },
  { prefix: '020', code: 'LH', hub: 'FRA' },
  { prefix: '074', code: 'KL', hub: 'AMS' },
  { prefix: '618', code: 'SQ', hub: 'SIN' },
  { prefix: '160', code: 'CX', hub: 'HKG' },
] as const;
/** Which airlines fly a region's freight (besides Turkish Airlines, which flies everywhere). */
const REGION_AIRLINES: Record<string, readonly string[]> = {
  usEast: ['TK', 'AF', 'LH', 'KL'],
  usGulf: ['TK', 'LH', 'KL'],
  usWest: ['TK', 'AF', 'LH'],
  mexico: ['TK', 'AF', 'KL'],
  southAmericaWest: ['TK', 'AF', 'KL'],
  northAfrica: ['TK', 'AF'],
  gulf: ['TK', 'EK', 'QR'],
  india: ['TK', 'EK', 'QR'],
  southeastAsia: ['TK', 'SQ', 'EK', 'QR'],
  china: ['TK', 'CX', 'EK', 'QR'],
  northeastAsia: ['TK', 'CX', 'QR'],
  northEurope: ['TK', 'LH', 'KL', 'AF'],
  mediterraneanEurope: ['TK', 'AF', 'LH'],
};

interface Company {
  name: string;
  street: string;
  city: string;
  person: string;
  phone: string;
}

/** The demo company (lib/auth/demo-users.json): shipper or consignee of the demo customer's shipments. */
const DEMO_COMPANY: Company = {
  name: 'Ege Tekstil A.Ş.',
  street: 'Atatürk Organize Sanayi Bölgesi 10007 Sk. No: 14',
  city: '35620 Çiğli/İzmir, Türkiye',
  person: 'Ayşe Yılmaz',
  phone: '+90 232 555 01 40',
};

const TURKISH_COMPANIES: Company[] = [
  { name: 'Anadolu Makina Sanayi A.Ş.', street: 'Ostim OSB 1203. Cad. No: 9', city: '06374 Yenimahalle/Ankara, Türkiye', person: 'Murat Aydın', phone: '+90 312 555 18 22' },
  { name: 'Marmara Gıda Ürünleri Ltd. Şti.', street: 'Tuzla Deri OSB Kalkan Cad. No: 21', city: '34957 Tuzla/İstanbul, Türkiye', person: 'Selin Kaya', phone: '+90 216 555 43 10' },
  { name: 'Kapadokya Halı ve Kilim A.Ş.', street: 'Organize Sanayi Bölgesi 4. Cad. No: 3', city: '50100 Nevşehir, Türkiye', person: 'Hakan Erdoğan', phone: '+90 384 555 20 71' },
  { name: 'Çukurova Pamuk Tekstil A.Ş.', street: 'Hacı Sabancı OSB Mavi Cad. No: 12', city: '01410 Sarıçam/Adana, Türkiye', person: 'Gül Aksoy', phone: '+90 322 555 64 05' },
  { name: 'Bursa Otomotiv Yan Sanayi A.Ş.', street: 'Nilüfer OSB Kırmızı Cad. No: 7', city: '16140 Nilüfer/Bursa, Türkiye', person: 'Okan Demir', phone: '+90 224 555 33 18' },
  { name: 'Karadeniz Fındık İhracat Ltd. Şti.', street: 'Sahil Yolu Cad. No: 88', city: '28200 Giresun, Türkiye', person: 'Fatma Koç', phone: '+90 454 555 12 90' },
  { name: 'İzmir Mermer ve Granit A.Ş.', street: 'Kemalpaşa OSB 22. Sk. No: 5', city: '35730 Kemalpaşa/İzmir, Türkiye', person: 'Cem Özkan', phone: '+90 232 555 76 44' },
  { name: 'Gaziantep Ambalaj Sanayi A.Ş.', street: '3. OSB 83410 Nolu Cad. No: 16', city: '27600 Şehitkamil/Gaziantep, Türkiye', person: 'Büşra Yıldız', phone: '+90 342 555 58 02' },
  { name: 'Konya Tarım Makineleri A.Ş.', street: 'Büyükkayacık OSB Dumlupınar Cad. No: 30', city: '42300 Selçuklu/Konya, Türkiye', person: 'İbrahim Arslan', phone: '+90 332 555 27 63' },
  { name: 'Denizli Havlu Tekstil Ltd. Şti.', street: 'Denizli OSB Ahmet Nuri Erikoğlu Cad. No: 11', city: '20330 Honaz/Denizli, Türkiye', person: 'Şule Polat', phone: '+90 258 555 91 37' },
  { name: 'Kocaeli Kimya Sanayi A.Ş.', street: 'GEBKİM OSB Kimya Cad. No: 4', city: '41455 Dilovası/Kocaeli, Türkiye', person: 'Tolga Şen', phone: '+90 262 555 40 26' },
  { name: 'Mersin Narenciye İhracat A.Ş.', street: 'Serbest Bölge 5. Cad. No: 19', city: '33020 Akdeniz/Mersin, Türkiye', person: 'Deniz Çınar', phone: '+90 324 555 85 11' },
  { name: 'Hatay Zeytinyağı Ltd. Şti.', street: 'Antakya-İskenderun Yolu 12. km', city: '31060 Antakya/Hatay, Türkiye', person: 'Yusuf Kılıç', phone: '+90 326 555 14 48' },
  { name: 'Manisa Beyaz Eşya Parça A.Ş.', street: 'Manisa OSB 2. Kısım Ahmet Tütüncüoğlu Cad. No: 8', city: '45030 Yunusemre/Manisa, Türkiye', person: 'Ebru Acar', phone: '+90 236 555 67 29' },
];

/** Consignees and shippers abroad, by demo region. */
const FOREIGN_COMPANIES: Record<string, Company[]> = {
  usEast: [
    { name: 'Hudson Valley Imports LLC', street: '410 Port Jersey Blvd', city: 'Jersey City, NJ 07305, USA', person: 'Karen Mitchell', phone: '+1 201 555 0148' },
    { name: 'Peachtree Home Goods Inc.', street: '88 Grange Rd', city: 'Savannah, GA 31407, USA', person: 'David Brooks', phone: '+1 912 555 0173' },
  ],
  usGulf: [{ name: 'Gulf Coast Distribution Inc.', street: '12500 Bay Area Blvd', city: 'Pasadena, TX 77507, USA', person: 'Maria Lopez', phone: '+1 281 555 0190' }],
  usWest: [{ name: 'Pacific Rim Trading Co.', street: '2201 E Carson St', city: 'Long Beach, CA 90810, USA', person: 'Kevin Tran', phone: '+1 562 555 0126' }],
  mexico: [{ name: 'Comercializadora del Bajío S.A. de C.V.', street: 'Av. Manuel Ávila Camacho 240', city: '28219 Manzanillo, Col., México', person: 'Lucía Hernández', phone: '+52 314 555 0117' }],
  southAmericaWest: [{ name: 'Andes Importaciones S.A.', street: 'Av. Argentina 3120', city: 'Callao 07001, Perú', person: 'Jorge Quispe', phone: '+51 1 555 0142' }],
  northAfrica: [
    { name: 'Atlas Trading SARL', street: '45 Boulevard Mohammed V', city: '20250 Casablanca, Maroc', person: 'Youssef Benali', phone: '+212 522 555 014' },
    { name: 'Nile Delta Industries S.A.E.', street: '14 El Horreya Rd', city: 'Alexandria 21519, Egypt', person: 'Omar Farouk', phone: '+20 3 555 0162' },
  ],
  gulf: [{ name: 'Al Noor General Trading LLC', street: 'Jebel Ali Free Zone, South 3, Plot S30102', city: 'Dubai, UAE', person: 'Rashid Al Mansoori', phone: '+971 4 555 0184' }],
  india: [{ name: 'Deccan Industrial Supplies Pvt. Ltd.', street: 'Plot 27, JNPT SEZ', city: 'Navi Mumbai 400707, India', person: 'Priya Nair', phone: '+91 22 5550 1935' }],
  southeastAsia: [{ name: 'Straits Merchants Pte. Ltd.', street: '21 Pandan Loop #03-02', city: 'Singapore 128233', person: 'Tan Wei Ming', phone: '+65 6555 0139' }],
  china: [
    { name: 'Ningbo Huaxin Machinery Co., Ltd.', street: '188 Qixin Road, Beilun District', city: 'Ningbo 315800, China', person: 'Li Na', phone: '+86 574 5550 1187' },
    { name: 'Shanghai Oriental Textile Import & Export Co., Ltd.', street: '1550 Pudong Avenue', city: 'Shanghai 200135, China', person: 'Zhang Wei', phone: '+86 21 5550 2361' },
  ],
  northeastAsia: [{ name: 'Hanil Components Co., Ltd.', street: '97 Jungang-daero, Dong-gu', city: 'Busan 48731, Korea', person: 'Kim Min-jun', phone: '+82 51 555 0168' }],
  northEurope: [
    { name: 'Hanseatische Handelsgesellschaft mbH', street: 'Am Sandtorkai 44', city: '20457 Hamburg, Deutschland', person: 'Jan Schröder', phone: '+49 40 5550 3127' },
    { name: 'Maas Distribution B.V.', street: 'Waalhaven Zuidzijde 21', city: '3089 JH Rotterdam, Nederland', person: 'Sanne de Vries', phone: '+31 10 555 0194' },
  ],
  mediterraneanEurope: [
    { name: 'Commerciale Adriatica S.r.l.', street: 'Via del Lazzaretto Vecchio 12', city: '34123 Trieste, Italia', person: 'Giulia Romano', phone: '+39 040 555 0172' },
    { name: 'Levante Importaciones S.L.', street: 'Avenida del Puerto 330', city: '46024 València, España', person: 'Pablo Martínez', phone: '+34 96 555 0128' },
  ],
};

const TURKISH_BROKER: Company = { name: 'Liman Gümrük Müşavirliği Ltd. Şti.', street: 'Kemeraltı Cad. No: 31', city: '33060 Akdeniz/Mersin, Türkiye', person: 'Serkan Uçar', phone: '+90 324 555 30 07' };
const FOREIGN_BROKER: Company = { name: 'Harborline Customs Brokerage', street: '1 World Trade Center, Suite 8500', city: 'New York, NY 10007, USA', person: 'Emily Carter', phone: '+1 212 555 0155' };

const party = (company: Company): DemoParty => ({ name: company.name, address: `${company.street}, ${company.city}`, contact: `${company.person}, ${company.phone}` });

type Random = () => number;
const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const digits = (random: Random, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

const regionOfPort = new Map(DEMO_REGIONS.flatMap((region) => region.ports.map((port) => [port, region] as const)));
const regionOfAirport = new Map(DEMO_REGIONS.flatMap((region) => region.airports.map((airport) => [airport, region] as const)));

/** The milestones each mode reports, in milestoneCodes' order. */
export const MODE_MILESTONES: Record<'SEA' | 'AIR' | 'ROAD', readonly MilestoneCode[]> = {
  SEA: milestoneCodes,
  AIR: ['booked', 'pickedUp', 'gateIn', 'departed', 'transshipment', 'arrived', 'customsCleared', 'outForDelivery', 'delivered'],
  ROAD: ['booked', 'pickedUp', 'departed', 'arrived', 'customsCleared', 'delivered'],
};
/** Milestones that reveal the shipper's or consignee's address: owners and operations only. */
export const PRIVATE_MILESTONES: readonly MilestoneCode[] = ['pickedUp', 'outForDelivery'];

/** The state a shipment is in at the anchor, and the last milestone it may have reached then. */
const STATE_CAP: Record<DemoShipmentState, MilestoneCode> = {
  booked: 'booked',
  preCarriage: 'loaded',
  inTransit: 'transshipment',
  stale: 'departed',
  waiting: 'customsCleared',
  demurrage: 'customsCleared',
  delivering: 'outForDelivery',
  delivered: 'delivered',
};

interface Plan {
  mode: TransportMode;
  state: DemoShipmentState;
  origin: string;
  destination: string;
  etd: Date;
  plannedEta: Date;
  eta: Date;
  transshipment: string | null;
  freeDays: number;
  /** Reached customs clearance while waiting at destination? */
  cleared: boolean;
}

/** Where on the way (share of the planned transit) the hub call lies. */
const TRANSSHIPMENT_SHARE = 0.45;

/** Planned times of every milestone the mode reports: booked … delivered, from the ETD and the current ETA. */
function plannedTimes(plan: Plan, random: Random, anchor: number): Map<MilestoneCode, number> {
  const etd = plan.etd.getTime();
  const eta = plan.eta.getTime();
  const times = new Map<MilestoneCode, number>();
  const family = plan.mode === 'AIR' ? 'AIR' : plan.mode === 'ROAD' ? 'ROAD' : 'SEA';
  const leadDays = family === 'SEA' ? between(random, 7, 21) : family === 'AIR' ? between(random, 2, 6) : between(random, 2, 5);
  // Booked in the past, however far ahead the sailing is.
  times.set('booked', Math.min(etd - leadDays * DAY, anchor - between(random, 0.3, 8) * DAY));
  if (family === 'SEA') {
    times.set('pickedUp', etd - between(random, 3.5, 5) * DAY);
    times.set('gateIn', etd - between(random, 1.5, 2.5) * DAY);
    times.set('loaded', etd - between(random, 3, 8) * HOUR);
  } else if (family === 'AIR') {
    times.set('pickedUp', etd - between(random, 20, 30) * HOUR);
    times.set('gateIn', etd - between(random, 6, 10) * HOUR);
  } else {
    times.set('pickedUp', etd - between(random, 3, 6) * HOUR);
  }
  times.set('departed', etd);
  if (plan.transshipment && family !== 'ROAD') {
    // The hub call lies TRANSSHIPMENT_SHARE of the way as planned (a delay shows at the hub and after it).
    times.set('transshipment', etd + (plan.plannedEta.getTime() - etd) * TRANSSHIPMENT_SHARE);
  }
  times.set('arrived', eta);
  if (family === 'SEA') times.set('discharged', eta + between(random, 8, 16) * HOUR);
  const afterArrival = family === 'SEA' ? between(random, 1.5, 3.5) * DAY : family === 'AIR' ? between(random, 14, 30) * HOUR : between(random, 4, 10) * HOUR;
  let cleared = eta + afterArrival;
  let outForDelivery = cleared + (family === 'ROAD' ? 0 : between(random, 12, 30) * HOUR);
  // Held at destination: the consignee books the delivery later (waiting within free time or in demurrage).
  if (plan.state === 'waiting' || plan.state === 'demurrage') {
    if (!plan.cleared) cleared = Math.max(cleared, anchor + between(random, 1, 3) * DAY);
    outForDelivery = Math.max(outForDelivery, anchor + between(random, 3, 8) * DAY, cleared + 12 * HOUR);
  }
  times.set('customsCleared', cleared);
  if (family !== 'ROAD') times.set('outForDelivery', outForDelivery);
  let delivered = outForDelivery + between(random, 3, 9) * HOUR;
  if (plan.state === 'delivering') delivered = Math.max(delivered, anchor + between(random, 8, 20) * HOUR);
  times.set('delivered', delivered);
  return times;
}

/** Milestones with actual times up to the anchor (and the state's cap), in order. */
function milestonesFor(plan: Plan, random: Random, anchor: number): DemoMilestone[] {
  const family = plan.mode === 'AIR' ? 'AIR' : plan.mode === 'ROAD' ? 'ROAD' : 'SEA';
  const planned = plannedTimes(plan, random, anchor);
  const cap = milestoneCodes.indexOf(STATE_CAP[plan.state]);
  const location = (code: MilestoneCode) => {
    if (code === 'transshipment') return plan.transshipment!;
    return milestoneCodes.indexOf(code) < milestoneCodes.indexOf('departed') || code === 'departed' ? plan.origin : plan.destination;
  };
  const milestones: DemoMilestone[] = [];
  let reached = true;
  let previousActual = -Infinity;
  for (const code of MODE_MILESTONES[family]) {
    const plannedAt = planned.get(code);
    if (plannedAt === undefined) continue;
    // Reports come a little early or late; the booking itself is on time.
    const actual = code === 'booked' ? plannedAt : Math.max(previousActual + 10 * 60_000, plannedAt + between(random, -3, 8) * HOUR);
    reached = reached && milestoneCodes.indexOf(code) <= cap && actual <= anchor;
    if (code === 'customsCleared' && (plan.state === 'waiting' || plan.state === 'demurrage') && !plan.cleared) reached = false;
    if (reached) previousActual = actual;
    milestones.push({
      code,
      location: location(code),
      plannedAt: new Date(Math.round(plannedAt / 60_000) * 60_000),
      actualAt: reached ? new Date(Math.round(actual / 60_000) * 60_000) : null,
      public: !PRIVATE_MILESTONES.includes(code),
    });
  }
  return milestones;
}

const DELAY_REASONS: readonly EtaChangeReason[] = ['weather', 'portCongestion', 'vesselDelay', 'missedConnection', 'strike', 'equipmentShortage', 'other'];

/**
 * The ETA's moves from the planned ETA to the current one, each reported before the anchor. Notes need no
 * translation: the hub's code, or the vessel and voyage (flight) concerned, or none.
 */
function etaChangesFor(plan: Plan, random: Random, anchor: number, trip: string | null, forcedReason?: EtaChangeReason): DemoEtaChange[] {
  const planned = plan.plannedEta.getTime();
  const final = plan.eta.getTime();
  if (planned === final) return [];
  // Reported after the departure (or, for a short trip, the day before) and before both the anchor and the arrival.
  const latest = Math.min(anchor - HOUR, Math.min(planned, final) - 12 * HOUR);
  const earliest = Math.min(plan.etd.getTime() + 6 * HOUR, latest - DAY);
  const at = (share: number) => new Date(Math.round((earliest + (latest - earliest) * share) / 60_000) * 60_000);
  const note = (reason: EtaChangeReason) => {
    const roll = random();
    if (roll < 0.45) return null;
    if ((reason === 'portCongestion' || reason === 'missedConnection') && plan.transshipment) return plan.transshipment;
    return trip;
  };
  if (final < planned) return [{ previousEta: plan.plannedEta, newEta: plan.eta, reason: 'scheduleImproved', note: note('scheduleImproved'), changedAt: at(between(random, 0.3, 0.9)) }];
  const reasons = DELAY_REASONS.filter((reason) => reason !== 'missedConnection' || plan.transshipment);
  if (plan.state === 'demurrage' || plan.state === 'waiting') reasons.push('customsInspection');
  const firstReason = forcedReason ?? pickOne(random, reasons);
  if (random() < 0.7 || forcedReason) {
    // A forced reason is the showcase's: reported just before the anchor, at its hub.
    if (forcedReason) return [{ previousEta: plan.plannedEta, newEta: plan.eta, reason: forcedReason, note: plan.transshipment ?? trip, changedAt: at(1) }];
    return [{ previousEta: plan.plannedEta, newEta: plan.eta, reason: firstReason, note: note(firstReason), changedAt: at(between(random, 0.5, 1)) }];
  }
  const middle = new Date(Math.round((planned + (final - planned) * between(random, 0.3, 0.7)) / 60_000) * 60_000);
  const secondReason = pickOne(random, reasons);
  return [
    { previousEta: plan.plannedEta, newEta: middle, reason: firstReason, note: note(firstReason), changedAt: at(between(random, 0.1, 0.45)) },
    { previousEta: middle, newEta: plan.eta, reason: secondReason, note: note(secondReason), changedAt: at(between(random, 0.55, 1)) },
  ];
}

/** Unique container numbers with valid check digits. */
function containerNumber(random: Random, owner: string, used: Set<string>): string {
  for (;;) {
    const firstTen = `${owner}${digits(random, 6)}`;
    const number = `${firstTen}${containerCheckDigit(firstTen)}`;
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

function containersFor(random: Random, carrierCode: string, used: Set<string>): DemoContainer[] {
  const roll = random();
  const type: DemoContainer['containerType'] = roll < 0.45 ? '40HC' : roll < 0.7 ? '20DC' : roll < 0.85 ? '40DC' : roll < 0.9 ? '20RF' : '40RF';
  const count = 1 + Math.floor(random() ** 1.6 * 4);
  return Array.from({ length: count }, () => ({
    containerNumber: containerNumber(random, pickOne(random, type.endsWith('RF') ? REEFER_OWNERS : DRY_OWNERS), used),
    containerType: type,
    sealNumber: `${carrierCode.slice(0, 2)}${digits(random, 7)}`,
  }));
}

function uniqueNumber(make: () => string, used: Set<string>): string {
  for (;;) {
    const number = make();
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

/** Does a plan's timing put it in its state at the anchor (and, for sea, keep it there a while)? */
function fits(state: DemoShipmentState, mode: TransportMode, etd: number, eta: number, freeDays: number, anchor: number, transshipmentAt: number | null): boolean {
  const sea = mode === 'SEA_FCL' || mode === 'SEA_LCL';
  const days = (instant: number) => (instant - anchor) / DAY;
  switch (state) {
    case 'booked':
      return days(etd) >= (sea ? 7 : 3) && days(etd) <= 40;
    case 'preCarriage':
      return days(etd) >= (sea ? 0.5 : 0.1) && days(etd) <= (sea ? 3.5 : 1);
    case 'inTransit': {
      // Departed at least 9 hours ago: a report comes up to 8 hours late.
      if (days(etd) > -0.375 || days(eta) < (sea ? 1 : 0.2)) return false;
      if (!sea) return true;
      // The last report (departure or hub call) is recent: stale ones are their own state.
      const last = transshipmentAt !== null && transshipmentAt <= anchor - 8 * HOUR ? transshipmentAt : etd;
      return days(last) >= -1.6;
    }
    case 'stale':
      return sea && days(etd) <= -4 && days(eta) >= 2 && (transshipmentAt === null || days(transshipmentAt) <= -3 || days(transshipmentAt) > 0);
    case 'waiting':
      return days(eta) <= -0.8 && days(eta) >= 8 - freeDays;
    case 'demurrage':
      return days(eta) <= -freeDays - 1.5 && days(eta) >= -freeDays - 25;
    case 'delivering':
      return days(eta) <= -(sea ? 3 : 1.2) && days(eta) >= -(sea ? 6 : 2);
    case 'delivered':
      return days(eta) <= -(sea ? 6 : 3) && days(eta) >= -50;
  }
}

const STATE_WEIGHTS: readonly (readonly [DemoShipmentState, number])[] = [
  ['booked', 12],
  ['preCarriage', 8],
  ['inTransit', 26],
  ['stale', 4],
  ['waiting', 11],
  ['demurrage', 6],
  ['delivering', 6],
  ['delivered', 27],
];

function pickState(random: Random, mode: TransportMode): DemoShipmentState {
  const weights = STATE_WEIGHTS.filter(([state]) => mode === 'SEA_FCL' || (state !== 'stale' && state !== 'demurrage' && state !== 'waiting') || (mode === 'SEA_LCL' && state === 'waiting'));
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [state, weight] of weights) {
    roll -= weight;
    if (roll < 0) return state;
  }
  return 'delivered';
}

interface Context {
  anchor: number;
  year: number;
  sailings: DemoVoyage[];
  usedContainers: Set<string>;
  usedBills: Set<string>;
  usedAwbs: Set<string>;
}

function partiesFor(random: Random, exporting: boolean, region: Region, owned: boolean): DemoParties {
  const turkish = owned ? DEMO_COMPANY : pickOne(random, TURKISH_COMPANIES);
  const foreign = pickOne(random, FOREIGN_COMPANIES[region.name] ?? FOREIGN_COMPANIES.northEurope!);
  const parties: DemoParties = exporting ? { shipper: party(turkish), consignee: party(foreign) } : { shipper: party(foreign), consignee: party(turkish) };
  if (random() < 0.4) parties.notifyParty = party(exporting ? (region.name === 'usEast' ? FOREIGN_BROKER : foreign) : TURKISH_BROKER);
  return parties;
}

interface Draft {
  serial: number;
  mode: TransportMode;
  state: DemoShipmentState;
  owner: DemoOwner;
  /** Days the ETA moves (0: on time; negative: earlier). */
  delayDays: number;
  freeDays: number;
  cleared: boolean;
  forcedReason?: EtaChangeReason;
  /** Sea: the sailing; chosen by `findSailing`. */
  sailing?: DemoVoyage;
  /** Air and road: the lane and the ETD. */
  lane?: { origin: string; destination: string; region: Region; exporting: boolean };
  etd?: number;
  airWaybill?: string;
  billOfLading?: string;
  containers?: string[];
}

function buildShipment(draft: Draft, context: Context, random: Random): DemoShipment {
  const { anchor } = context;
  let carrier: string;
  let vessel: string | null = null;
  let voyageNumber: string | null = null;
  let flightNumber: string | null = null;
  let billOfLading: string | null = null;
  let airWaybill: string | null = null;
  let origin: string;
  let destination: string;
  let etd: number;
  let plannedEta: number;
  let transshipment: string | null = null;
  let region: Region;
  let exporting: boolean;
  let containers: DemoContainer[] = [];
  if (draft.sailing) {
    const sailing = draft.sailing;
    ({ pol: origin, pod: destination, vessel, voyageNumber, transshipment } = sailing);
    etd = sailing.etd.getTime();
    plannedEta = sailing.eta.getTime();
    exporting = origin.startsWith('TR');
    region = regionOfPort.get(exporting ? destination : origin)!;
    carrier = draft.mode === 'SEA_LCL' ? pickOne(random, laneCarriers(origin, destination, 'SEA_LCL', region, exporting)).carrier : sailing.carrier;
    const scac = DEMO_SCAC[carrier] ?? 'NAVL';
    billOfLading = draft.billOfLading ?? uniqueNumber(() => `${scac}${digits(random, 10)}`, context.usedBills);
    if (draft.mode === 'SEA_FCL') {
      containers = draft.containers
        ? draft.containers.map((containerNumber, index) => ({ containerNumber, containerType: index === 0 || random() < 0.7 ? '40HC' : '20DC', sealNumber: `${scac.slice(0, 2)}${digits(random, 7)}` }))
        : containersFor(random, scac, context.usedContainers);
    }
  } else {
    const lane = draft.lane!;
    ({ origin, destination, region, exporting } = lane);
    etd = draft.etd!;
    const terms = pickOne(random, laneCarriers(origin, destination, draft.mode, region, exporting));
    carrier = terms.carrier;
    if (draft.mode === 'AIR') {
      const codes = REGION_AIRLINES[region.name] ?? ['TK'];
      const code = pickOne(random, codes);
      const airline = AIRLINES.find((candidate) => (draft.airWaybill ? draft.airWaybill.startsWith(candidate.prefix) : candidate.code === code))!;
      flightNumber = `${airline.code}${airline.code === 'TK' ? '6' : '9'}${digits(random, 3)}`;
      airWaybill =
        draft.airWaybill ??
        uniqueNumber(() => {
          const serial = digits(random, 7);
          return `${airline.prefix}-${serial}${awbCheckDigit(serial)}`;
        }, context.usedAwbs);
      // Via the airline's hub unless the flight starts or ends there.
      transshipment = airline.hub !== origin && airline.hub !== destination && !(airline.code === 'TK' && (origin === 'SAW' || destination === 'SAW')) ? airline.hub : null;
      plannedEta = etd + terms.transitDays * DAY - Math.round(between(random, 4, 14) * 60) * 60_000;
    } else {
      plannedEta = etd + terms.transitDays * DAY;
    }
  }
  const eta = plannedEta + draft.delayDays * DAY;
  const plan: Plan = {
    mode: draft.mode,
    state: draft.state,
    origin,
    destination,
    etd: new Date(etd),
    plannedEta: new Date(plannedEta),
    eta: new Date(eta),
    transshipment,
    freeDays: draft.freeDays,
    cleared: draft.cleared,
  };
  const milestones = milestonesFor(plan, random, anchor);
  const etaChanges = etaChangesFor(plan, random, anchor, vessel ? `${vessel} ${voyageNumber}` : flightNumber, draft.forcedReason);
  const actualTimes = [...milestones.map((milestone) => milestone.actualAt?.getTime() ?? -Infinity), ...etaChanges.map((change) => change.changedAt.getTime())];
  return {
    reference: `BK-${context.year}-${String(draft.serial).padStart(6, '0')}`,
    mode: draft.mode,
    origin,
    destination,
    carrier,
    vessel,
    voyageNumber,
    flightNumber,
    billOfLading,
    airWaybill,
    freeDays: draft.freeDays,
    plannedEta: plan.plannedEta,
    eta: plan.eta,
    lastEventAt: new Date(Math.max(...actualTimes)),
    createdAt: milestones[0]!.actualAt!,
    parties: partiesFor(random, exporting, region, draft.owner !== null),
    owner: draft.owner,
    containers,
    milestones,
    etaChanges,
    state: draft.state,
    demo: true,
  };
}

/** A sailing that puts the draft in its state at the anchor, or undefined when none does. */
function findSailing(draft: Draft, candidates: readonly DemoVoyage[], context: Context, random: Random, tries = 400): DemoVoyage | undefined {
  for (let attempt = 0; attempt < tries && candidates.length > 0; attempt++) {
    const sailing = candidates[Math.floor(random() * candidates.length)]!;
    const etd = sailing.etd.getTime();
    const plannedEta = sailing.eta.getTime();
    const transshipmentAt = sailing.transshipment ? etd + (plannedEta - etd) * TRANSSHIPMENT_SHARE : null;
    if (fits(draft.state, draft.mode, etd, plannedEta + draft.delayDays * DAY, draft.freeDays, context.anchor, transshipmentAt)) return sailing;
  }
  return undefined;
}

const seaRegions = DEMO_REGIONS;
const roadRegions = DEMO_REGIONS.filter((region) => (ROAD_REGIONS as readonly string[]).includes(region.name));

function showcaseDrafts(context: Context): Draft[] {
  const sailing = (carrier: string, pol: string, pod: string, check: (etd: number, eta: number) => boolean): DemoVoyage => {
    const found = context.sailings.find((candidate) => candidate.carrier === carrier && candidate.pol === pol && candidate.pod === pod && check(candidate.etd.getTime(), candidate.eta.getTime()));
    if (!found) throw new Error(`no demo sailing ${carrier} ${pol}→${pod} for the showcase`);
    return found;
  };
  const { anchor } = context;
  const days = (instant: number) => (instant - anchor) / DAY;
  const showcase = DEMO_TRACKING_SHOWCASE;
  return [
    {
      serial: showcase.delayed.serial,
      mode: 'SEA_FCL',
      state: 'inTransit',
      owner: null,
      delayDays: 5,
      freeDays: 14,
      cleared: false,
      forcedReason: 'portCongestion',
      // Sailed 7–14 days ago; with 18+ days at sea and 5 days late it is still at sea a week after the anchor.
      sailing: sailing('Marmara Ocean Carriers', 'TRMER', 'USNYC', (etd) => days(etd) <= -7 && days(etd) > -14),
      billOfLading: showcase.delayed.billOfLading,
      containers: [...showcase.delayed.containers],
    },
    {
      serial: showcase.delivered.serial,
      mode: 'SEA_FCL',
      state: 'delivered',
      owner: null,
      delayDays: 0,
      freeDays: 10,
      cleared: true,
      sailing: sailing('Levant Express Line', 'TRAMR', 'NLRTM', (_, eta) => days(eta) <= -8 && days(eta) > -15),
      billOfLading: showcase.delivered.billOfLading,
      containers: [...showcase.delivered.containers],
    },
    {
      serial: showcase.demurrage.serial,
      mode: 'SEA_FCL',
      state: 'demurrage',
      owner: null,
      delayDays: 0,
      freeDays: 14,
      cleared: false,
      // Discharged 19–26 days ago with 14 free days: in demurrage the whole week.
      sailing: sailing('Aegean Star Lines', 'CNSHA', 'TRMER', (_, eta) => days(eta) <= -19 && days(eta) > -26),
      billOfLading: showcase.demurrage.billOfLading,
      containers: [...showcase.demurrage.containers],
    },
    {
      serial: showcase.air.serial,
      mode: 'AIR',
      state: 'delivered',
      owner: null,
      delayDays: 0,
      freeDays: 3,
      cleared: true,
      lane: { origin: 'IST', destination: 'JFK', region: regionOfAirport.get('JFK')!, exporting: true },
      etd: anchor - 9 * DAY + 19 * HOUR,
      airWaybill: showcase.air.airWaybill,
    },
    {
      serial: showcase.stale.serial,
      mode: 'SEA_FCL',
      state: 'stale',
      owner: null,
      delayDays: 0,
      freeDays: 14,
      cleared: false,
      // Sailed 7–14 days ago, 22+ days to Shanghai: at sea the whole week, silent since it sailed.
      sailing: sailing('Cilicia Maritime', 'TRMER', 'CNSHA', (etd) => days(etd) <= -7 && days(etd) > -14),
      billOfLading: showcase.stale.billOfLading,
      containers: [...showcase.stale.containers],
    },
    {
      serial: showcase.owned.serial,
      mode: 'SEA_FCL',
      state: 'waiting',
      owner: 'customer',
      delayDays: 0,
      freeDays: 21,
      cleared: true,
      // Arrived 2–9 days ago with 21 free days: free time left the whole week.
      sailing: sailing('Marmara Ocean Carriers', 'TRAMR', 'USNYC', (_, eta) => days(eta) <= -2 && days(eta) > -9),
      billOfLading: showcase.owned.billOfLading,
      containers: [...showcase.owned.containers],
    },
  ];
}

/**
 * The demo shipments at an anchor instant (demoTrackingAnchor): the showcase first, then
 * DEMO_SHIPMENT_COUNT − 6 more.
 */
export function generateDemoShipments(anchorInstant: Date): DemoShipment[] {
  const anchor = anchorInstant.getTime();
  const anchorDay = istanbulDay(anchorInstant);
  const context: Context = {
    anchor,
    year: Number(anchorDay.slice(0, 4)),
    sailings: demoSailings(anchorDay, -12, 6),
    usedContainers: new Set(),
    usedBills: new Set(),
    usedAwbs: new Set(),
  };
  const showcase = DEMO_TRACKING_SHOWCASE;
  for (const entry of Object.values(showcase)) {
    if ('containers' in entry) entry.containers.forEach((number) => context.usedContainers.add(number));
    if ('billOfLading' in entry) context.usedBills.add(entry.billOfLading);
    if ('airWaybill' in entry) context.usedAwbs.add(entry.airWaybill);
  }
  const shipments: DemoShipment[] = [];
  for (const draft of showcaseDrafts(context)) shipments.push(buildShipment(draft, context, prng(hash32(`showcase:${draft.serial}`))));

  const random = prng(hash32(`demo-shipments:${anchorDay}`));
  let serial = DEMO_REFERENCE_FIRST + shipments.length;
  while (shipments.length < DEMO_SHIPMENT_COUNT) {
    const roll = random();
    const mode: TransportMode = roll < 0.55 ? 'SEA_FCL' : roll < 0.63 ? 'SEA_LCL' : roll < 0.85 ? 'AIR' : 'ROAD';
    const state = pickState(random, mode);
    // A stale shipment has had no news at all, not even of a delay.
    const delayable = state !== 'booked' && state !== 'preCarriage' && state !== 'stale';
    const delayed = delayable && random() < 0.28;
    const sea = mode === 'SEA_FCL' || mode === 'SEA_LCL';
    // Sea ETAs move by days (now and then a day earlier); air and road by a day.
    const delayDays = !delayed ? 0 : sea && random() < 0.1 ? -1 : sea ? 1 + Math.floor(random() * 9) : 1;
    const ownerRoll = random();
    const draft: Draft = {
      serial,
      mode,
      state,
      owner: ownerRoll < 0.2 ? 'customer' : ownerRoll < 0.25 ? 'colleague' : null,
      delayDays,
      freeDays: mode === 'SEA_FCL' ? 7 + Math.floor(random() * 15) : mode === 'SEA_LCL' ? 5 + Math.floor(random() * 6) : mode === 'AIR' ? 2 + Math.floor(random() * 2) : 0,
      cleared: random() < (state === 'demurrage' ? 0.3 : 0.5),
    };
    const local = prng(hash32(`demo-shipment:${anchorDay}:${serial}`));
    if (sea) {
      draft.sailing = findSailing(draft, context.sailings, context, local);
      if (!draft.sailing) continue;
    } else {
      const regions = mode === 'AIR' ? seaRegions : roadRegions;
      const region = pickOne(local, regions);
      const exporting = local() < 0.6;
      const turkish = mode === 'AIR' ? pickOne(local, TURKISH_AIRPORTS) : pickOne(local, TURKISH_ROAD_HUBS);
      const foreign = pickOne(local, mode === 'AIR' ? region.airports : region.ports.slice(0, 4));
      draft.lane = { origin: exporting ? turkish : foreign, destination: exporting ? foreign : turkish, region, exporting };
      const transit = laneCarriers(draft.lane.origin, draft.lane.destination, mode, region, exporting)[0]!.transitDays;
      let found: number | undefined;
      for (let attempt = 0; attempt < 400 && found === undefined; attempt++) {
        const candidate = anchor + Math.round(between(local, -55, 41) * 24) * HOUR;
        if (fits(state, mode, candidate, candidate + (transit + delayDays) * DAY, draft.freeDays, anchor, null)) found = candidate;
      }
      if (found === undefined) continue;
      draft.etd = found;
    }
    shipments.push(buildShipment(draft, context, local));
    serial++;
  }
  return shipments;
}
