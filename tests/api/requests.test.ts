import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { requestDetail, requestSummary } from '@/lib/schemas/request';
import { dataOf, startTestApi, type TestApi } from './harness';

let api: TestApi;
let customer: string;
let offer: FreightSearchAnswer['offers'][number];

/** Ready tomorrow: the day stays valid if the run crosses Istanbul's midnight. */
const search: FreightSearchRequest = {
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(1),
  orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
  message: '<script>alert(1)</script> please call before pick-up',
};

beforeAll(async () => {
  api = await startTestApi();
  customer = await api.demoToken('customer@navlunport.test');
  offer = dataOf<FreightSearchAnswer>(await api.call('POST', '/api/Freight/Search', { body: search })).offers[1]!;
});
afterAll(async () => api?.close());

const count = async (table: string) => Number((await api.sql<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n);
const create = (body: unknown, bearer = customer, headers: Record<string, string> = {}) => api.call('POST', '/api/Demand/Create', { body, bearer, headers: { 'Accept-Language': 'en', ...headers } });

describe('POST /api/Demand/Create ("request this offer")', () => {
  it('refuses anonymous callers', async () => {
    expect((await api.call('POST', '/api/Demand/Create', { body: { search, tariffId: offer.tariffId } })).status).toBe(401);
  });

  it('stores a submitted request with the offer priced again on the server, and audits it', async () => {
    const response = await create({ search, tariffId: offer.tariffId });
    expect(response.status).toBe(201);
    const created = requestSummary.parse(response.json.data);
    expect(created.reference).toMatch(/^RQ-\d{4}-\d{6}$/);
    expect(created.status).toBe('submitted');
    expect(created.total).toEqual(offer.total);

    const [row] = await api.sql<{ user_id: string; company_id: number | null; status: string; message: string }>(`select user_id, company_id, status, message from requests where id = ${created.id}`);
    expect(row).toMatchObject({ user_id: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01', status: 'submitted' });
    expect(row?.company_id).not.toBeNull();
    // Stored as text, never interpreted: escaping is the renderer's job.
    expect(row?.message).toBe(search.message);
    const offers = await api.sql<{ source: string; tariff_id: string; total_amount: number }>(`select source, tariff_id, total_amount from request_offers where request_id = ${created.id}`);
    expect(offers).toEqual([{ source: 'instant', tariff_id: offer.tariffId, total_amount: offer.total.amount }]);
    const audit = await api.sql<{ action: string; actor_id: string }>(`select action, actor_id from audit_log where entity = 'request' and entity_id = '${created.id}'`);
    expect(audit).toEqual([{ action: 'request.create', actor_id: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01' }]);
  });

  it('answers the same request for a retry with the same idempotency key', async () => {
    const before = await count('requests');
    const first = await create({ search, tariffId: offer.tariffId }, customer, { 'Idempotency-Key': 'offer-click-0001' });
    const retry = await create({ search, tariffId: offer.tariffId }, customer, { 'Idempotency-Key': 'offer-click-0001' });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect((retry.json.data as { id: number }).id).toBe((first.json.data as { id: number }).id);
    expect(await count('requests')).toBe(before + 1);
    const invalid = await create({ search, tariffId: offer.tariffId }, customer, { 'Idempotency-Key': 'bad key!' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors?.[0]).toMatchObject({ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' });
  });

  it('makes one request of simultaneous calls with the same idempotency key (one 201, the others 200 with it)', async () => {
    const before = [await count('requests'), await count('audit_log')];
    const answers = await Promise.all([1, 2, 3].map(() => create({ search, tariffId: offer.tariffId }, customer, { 'Idempotency-Key': 'double-click-0002' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json.data as { id: number }).id)).size).toBe(1);
    expect([await count('requests'), await count('audit_log')]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('never reads prices from the client and writes nothing for bad input', async () => {
    const before = [await count('requests'), await count('request_offers'), await count('audit_log')];
    const tampered = await create({ search, tariffId: offer.tariffId, total: { amount: 1, currency: 'USD' } });
    expect(tampered.status).toBe(400);
    expect(tampered.json.errors?.map((error) => error.field)).toContain('total');
    const invalidSearch = await create({ search: { ...search, destination: 'TRMER' }, tariffId: offer.tariffId });
    expect(invalidSearch.status).toBe(400);
    expect(invalidSearch.json.errors).toContainEqual(expect.objectContaining({ field: 'search.destination', code: 'freight.destination.sameAsOrigin' }));
    const unknownTariff = await create({ search, tariffId: 'T-999999' });
    expect(unknownTariff.status).toBe(409);
    expect(unknownTariff.json.code).toBe('requests.offerUnavailable');
    expect(unknownTariff.json.message).toMatch(/no longer available/);
    const foreignFile = await create({ search, tariffId: offer.tariffId, fileIds: ['0b8f6f5e-8d1a-4c1e-9a51-2a6f4f3f9b11'] });
    expect(foreignFile.status).toBe(400);
    expect(foreignFile.json.errors?.[0]).toMatchObject({ field: 'fileIds', code: 'requests.files.unknown' });
    expect([await count('requests'), await count('request_offers'), await count('audit_log')]).toEqual(before);
  });
});

describe('POST /api/Demand/Create without an offer (a request for a quote)', () => {
  it('stores a control tower request checked as a search, with no offer and its service', async () => {
    const response = await create({ search, service: 'controlTower' });
    expect(response.status).toBe(201);
    const created = requestSummary.parse(response.json.data);
    expect(created.total).toBeNull();
    const [row] = await api.sql<{ service: string; status: string }>(`select service, status from requests where id = ${created.id}`);
    expect(row).toEqual({ service: 'controlTower', status: 'submitted' });
    expect(await api.sql(`select id from request_offers where request_id = ${created.id}`)).toEqual([]);
  });

  it('refuses an invalid search and an unknown service, writing nothing', async () => {
    const before = await count('requests');
    const past = await create({ search: { ...search, readyDate: '2020-01-01' } });
    expect(past.status).toBe(400);
    expect(past.json.errors).toContainEqual(expect.objectContaining({ field: 'search.readyDate', code: 'freight.readyDate.past' }));
    const service = await create({ search, service: 'teleport' });
    expect(service.status).toBe(400);
    expect(service.json.errors?.[0]?.field).toBe('service');
    expect(await count('requests')).toBe(before);
  });
});

describe('GET /api/Demand/Get', () => {
  let id = 0;
  beforeAll(async () => {
    id = dataOf<{ id: number }>(await create({ search, tariffId: offer.tariffId }), 201).id;
  });

  it('shows the owner the request, its offer and its history', async () => {
    const response = await api.call('GET', `/api/Demand/Get?id=${id}`, { bearer: customer });
    expect(response.status).toBe(200);
    const detail = requestDetail.parse(response.json.data);
    expect(detail.owner).toEqual({ email: 'customer@navlunport.test', fullName: 'Ayşe Yılmaz' });
    expect(detail.offers).toHaveLength(1);
    expect(detail.offers[0]?.offer.total).toEqual(offer.total);
    expect(detail.history).toEqual([expect.objectContaining({ action: 'request.create', from: null, to: 'submitted' })]);
  });

  it('shows the company admin the company’s request, hides it from a colleague and from outsiders', async () => {
    const as = async (email: string) => (await api.call('GET', `/api/Demand/Get?id=${id}`, { bearer: await api.demoToken(email) })).status;
    expect(await as('companyadmin@navlunport.test')).toBe(200);
    expect(await as('operator@navlunport.test')).toBe(200);
    expect(await as('colleague@navlunport.test')).toBe(404);
    expect(await as('editor@navlunport.test')).toBe(404);
    const stranger = await api.token(['Customer'], { oid: 'someone-else', sub: 'someone-else' });
    expect((await api.call('GET', `/api/Demand/Get?id=${id}`, { bearer: stranger })).status).toBe(404);
  });

  it('validates the id', async () => {
    const response = await api.call('GET', '/api/Demand/Get?id=abc', { bearer: customer, headers: { 'Accept-Language': 'tr' } });
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]).toMatchObject({ field: 'id', code: 'requests.id.invalid', message: 'Talep kimliği geçersiz.' });
  });
});
