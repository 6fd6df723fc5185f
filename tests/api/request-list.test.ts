import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPage, type RequestListInput, type RequestPage } from '@/lib/schemas/request';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let tokens: Record<'customer' | 'colleague' | 'companyAdmin' | 'operator' | 'editor' | 'admin' | 'outsider', string>;

const CUSTOMER = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01';
const COLLEAGUE = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02';
const OUTSIDER = 'outsider-0001';

/**
 * The fixture, written straight into the tables (the list reads them, how they got there is the other
 * suites' business): four requests of the customer, one of a colleague in the same company, one of an
 * outsider without a company. Offers carry TRY equivalents for the total sort.
 */
const rows = [
  { ref: 'RQ-2025-900001', user: CUSTOMER, status: 'quoted', mode: 'SEA_LCL', origin: 'TRIZM', destination: 'DEHAM', createdAt: '2025-03-10T10:00:00Z', tryTotal: 500_000 },
  // 21:30 UTC on 10 March is 00:30 on 11 March in Istanbul.
  { ref: 'RQ-2025-900002', user: CUSTOMER, status: 'submitted', mode: 'AIR', origin: 'IST', destination: 'JFK', createdAt: '2025-03-10T21:30:00Z', tryTotal: null },
  { ref: 'RQ-2025-900003', user: CUSTOMER, status: 'approved', mode: 'SEA_FCL', origin: 'TRIST', destination: 'CNSHA', createdAt: '2025-03-12T09:00:00Z', tryTotal: 900_000 },
  { ref: 'RQ-2025-900004', user: CUSTOMER, status: 'cancelled', mode: 'SEA_LCL', origin: 'TR-35', destination: 'USNYC', createdAt: '2025-04-01T09:00:00Z', tryTotal: 100_000 },
  { ref: 'RQ-2025-900005', user: COLLEAGUE, status: 'quoted', mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', createdAt: '2025-03-11T09:00:00Z', tryTotal: 300_000 },
  { ref: 'RQ-2025-900006', user: OUTSIDER, status: 'submitted', mode: 'AIR', origin: 'ADB', destination: 'LHR', createdAt: '2025-03-11T12:00:00Z', tryTotal: 200_000 },
] as const;

beforeAll(async () => {
  api = await startTestApi();
  tokens = {
    ...(await api.demoTokens()),
    outsider: await api.token(['Customer'], { oid: OUTSIDER, sub: OUTSIDER, emails: ['outsider@example.com'] }),
  };
  // Registers the outsider as a user (first call), as any API call would.
  expect((await api.call('POST', '/api/Demand/GetList', { body: {}, bearer: tokens.outsider })).status).toBe(200);
  for (const row of rows) {
    const [inserted] = await api.sql<{ id: number }>(
      `insert into requests (reference, user_id, company_id, status, mode, origin, destination, ready_date, search, created_at, updated_at)
       values ('${row.ref}', '${row.user}', (select company_id from users where id = '${row.user}'), '${row.status}', '${row.mode}', '${row.origin}', '${row.destination}',
               '2030-01-01', '{}', '${row.createdAt}', '${row.createdAt}') returning id`,
    );
    if (row.tryTotal !== null) {
      const offer = JSON.stringify({ total: { amount: row.tryTotal, currency: 'TRY' }, totals: { TRY: { amount: row.tryTotal, currency: 'TRY' } } });
      await api.sql(
        `insert into request_offers (request_id, source, carrier, transit_days, valid_until, total_amount, currency, offer)
         values (${inserted!.id}, 'operator', 'Test Line', 10, '2030-01-01', ${row.tryTotal}, 'TRY', '${offer}')`,
      );
    }
  }
});
afterAll(async () => api?.close());

type As = keyof typeof tokens;
const list = (body: RequestListInput | Record<string, unknown>, as: As = 'customer', locale = 'en') =>
  api.call('POST', '/api/Demand/GetList', { body, bearer: tokens[as], headers: { 'Accept-Language': locale } });

async function page(body: RequestListInput, as: As = 'customer'): Promise<RequestPage> {
  const response = await list(body, as);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return requestPage.parse(response.json.data);
}
const references = async (body: RequestListInput, as: As = 'customer') => (await page({ pageSize: 100, ...body }, as)).items.map((item) => item.reference.slice(-1));

describe('POST /api/Demand/GetList: who sees what', () => {
  it('refuses anonymous callers', async () => {
    expect((await api.call('POST', '/api/Demand/GetList', { body: {} })).status).toBe(401);
  });

  it('shows a customer their own requests only, newest first', async () => {
    const answer = await page({});
    expect(answer.items.map((item) => item.reference)).toEqual(['RQ-2025-900004', 'RQ-2025-900003', 'RQ-2025-900002', 'RQ-2025-900001']);
    expect(answer.items.every((item) => item.owner.email === 'customer@navlunport.test')).toBe(true);
    expect(answer.items[0]).toMatchObject({ status: 'cancelled', mode: 'SEA_LCL', origin: 'TR-35', destination: 'USNYC', total: { amount: 100_000, currency: 'TRY' }, owner: { fullName: 'Ayşe Yılmaz' } });
    expect(answer.totalCount).toBe(4);
    expect(await references({}, 'colleague')).toEqual(['5']);
    expect(await references({}, 'outsider')).toEqual(['6']);
  });

  it('gives a company admin the company’s requests with scope company, and nothing of theirs with mine', async () => {
    expect(await references({ scope: 'company' }, 'companyAdmin')).toEqual(['4', '3', '5', '2', '1']);
    expect(await references({ scope: 'mine' }, 'companyAdmin')).toEqual([]);
  });

  it('gives operations every request with scope all', async () => {
    expect(await references({ scope: 'all' }, 'operator')).toEqual(['4', '3', '6', '5', '2', '1']);
    expect(await references({ scope: 'all' }, 'admin')).toHaveLength(6);
    // An admin without a company has no company rows.
    expect(await references({ scope: 'company' }, 'admin')).toEqual([]);
  });

  it('answers 403 to a scope beyond the caller’s roles', async () => {
    for (const [scope, as] of [
      ['company', 'customer'],
      ['all', 'customer'],
      ['all', 'companyAdmin'],
      ['company', 'operator'],
      ['all', 'editor'],
    ] as const) {
      const response = await list({ scope }, as, 'tr');
      expect([scope, as, response.status, response.json.code]).toEqual([scope, as, 403, 'requests.scope.forbidden']);
      expect(response.json.message).toBe('Bu kapsamdaki talepleri listeleyemezsiniz.');
    }
  });
});

describe('filters', () => {
  it('by status and mode', async () => {
    expect(await references({ statuses: ['quoted'] })).toEqual(['1']);
    expect(await references({ statuses: ['quoted', 'approved'] })).toEqual(['3', '1']);
    expect(await references({ mode: 'SEA_LCL' })).toEqual(['4', '1']);
    expect(await references({ statuses: ['quoted'], mode: 'SEA_LCL' }, 'operator')).toEqual([]);
    expect(await references({ scope: 'all', statuses: ['quoted'], mode: 'SEA_LCL' }, 'operator')).toEqual(['5', '1']);
  });

  it('by creation days in Istanbul', async () => {
    expect(await references({ createdFrom: '2025-03-11', createdTo: '2025-03-11' })).toEqual(['2']);
    expect(await references({ createdTo: '2025-03-10' })).toEqual(['1']);
    expect(await references({ createdFrom: '2025-03-12' })).toEqual(['4', '3']);
    expect(await references({ scope: 'all', createdFrom: '2025-03-11', createdTo: '2025-03-11' }, 'operator')).toEqual(['6', '5', '2']);
  });

  it('by origin and destination code', async () => {
    expect(await references({ origin: 'TRIZM' })).toEqual(['1']);
    expect(await references({ origin: 'tr-35', destination: 'usnyc' })).toEqual(['4']);
    expect(await references({ destination: 'USNYC' }, 'companyAdmin')).toEqual([]);
    expect(await references({ scope: 'company', destination: 'USNYC' }, 'companyAdmin')).toEqual(['4', '5']);
  });

  it('by text: reference, codes and place names, with Turkish letters folded', async () => {
    // İzmir is a port (TRIZM) and a province (TR-35); the airport ADB is in İzmir (city) too.
    expect(await references({ text: 'izmir' })).toEqual(['4', '1']);
    expect(await references({ text: 'İZMİR' })).toEqual(['4', '1']);
    expect(await references({ text: 'Izmir' })).toEqual(['4', '1']);
    expect(await references({ scope: 'all', text: 'izmir' }, 'operator')).toEqual(['4', '6', '1']);
    // The port of Istanbul (TRIST) and Istanbul Airport (IST), typed with a dotless ı.
    expect(await references({ text: 'ıstanbul' })).toEqual(['3', '2']);
    expect(await references({ text: 'ISTANBUL' })).toEqual(['3', '2']);
    expect(await references({ text: 'hamburg' })).toEqual(['1']);
    expect(await references({ text: 'jfk' })).toEqual(['2']);
    expect(await references({ text: '900003' })).toEqual(['3']);
    expect(await references({ text: 'rq-2025-9000' })).toEqual(['4', '3', '2', '1']);
    // LIKE's wildcards are plain characters.
    expect(await references({ text: '%' })).toEqual([]);
    expect(await references({ text: '_' })).toEqual([]);
  });

  it('by the owner’s name on company-wide lists', async () => {
    expect(await references({ scope: 'company', text: 'OZTURK' }, 'companyAdmin')).toEqual(['5']);
    expect(await references({ scope: 'company', text: 'mehmet öztürk' }, 'companyAdmin')).toEqual(['5']);
    expect(await references({ scope: 'company', text: 'colleague@' }, 'companyAdmin')).toEqual(['5']);
    expect(await references({ text: 'yılmaz' })).toEqual([]);
  });

  it('validates the filters', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ statuses: ['bogus'] }, 'statuses.0', 'validation.notAllowed'],
      [{ mode: 'SHIP' }, 'mode', 'validation.notAllowed'],
      [{ createdFrom: '2025-02-30' }, 'createdFrom', 'requests.list.dateInvalid'],
      [{ createdFrom: '2025-03-12', createdTo: '2025-03-11' }, 'createdTo', 'requests.list.dateRange'],
      [{ origin: 'not a code' }, 'origin', 'freight.location.invalid'],
      [{ text: 'x'.repeat(101) }, 'text', 'validation.tooLong'],
      [{ owner: 'someone' }, 'owner', 'validation.unknownField'],
    ];
    for (const [body, field, code] of cases) {
      const response = await list(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(response.json.errors).toContainEqual(expect.objectContaining({ field, code }));
    }
  });
});

describe('sorting and paging', () => {
  it('sorts by whitelisted columns only', async () => {
    expect(await references({ sortColumn: 'reference', sortDescending: false })).toEqual(['1', '2', '3', '4']);
    expect(await references({ sortColumn: 'createdAt', sortDescending: false })).toEqual(['1', '2', '3', '4']);
    // Totals compare in TRY; requests without an offer come last either way.
    expect(await references({ sortColumn: 'total' })).toEqual(['3', '1', '4', '2']);
    expect(await references({ sortColumn: 'total', sortDescending: false })).toEqual(['4', '1', '3', '2']);
    // Statuses sort in lifecycle order.
    expect(await references({ sortColumn: 'status', sortDescending: false })).toEqual(['2', '1', '3', '4']);
    const unknown = await list({ sortColumn: 'password' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors?.[0]).toMatchObject({ field: 'sortColumn', code: 'validation.notAllowed' });
    expect((await list({ sortColumn: 'created_at; drop table requests' })).status).toBe(400);
  });

  it('pages with the total count', async () => {
    const first = await page({ pageSize: 3, sortColumn: 'reference', sortDescending: false });
    expect([first.totalCount, first.pageNumber, first.pageSize, first.items.map((item) => item.reference.slice(-1))]).toEqual([4, 1, 3, ['1', '2', '3']]);
    const second = await page({ pageSize: 3, pageNumber: 2, sortColumn: 'reference', sortDescending: false });
    expect([second.totalCount, second.items.map((item) => item.reference.slice(-1))]).toEqual([4, ['4']]);
    const beyond = await page({ pageSize: 3, pageNumber: 9 });
    expect([beyond.totalCount, beyond.items]).toEqual([4, []]);
    const filtered = await page({ pageSize: 1, statuses: ['quoted', 'approved'] });
    expect([filtered.totalCount, filtered.items.length]).toEqual([2, 1]);
    for (const body of [{ pageSize: 101 }, { pageSize: 0 }, { pageNumber: 0 }]) expect((await list(body)).status, JSON.stringify(body)).toBe(400);
  });
});
