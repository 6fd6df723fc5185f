import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { istanbulToday } from '@/lib/domain/business-date';
import { convert } from '@/lib/domain/money';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { offer as offerSchema } from '@/lib/schemas/freight';
import { quoteRequestAnswer, requestDetail, requestSummary, type QuoteRequestBody } from '@/lib/schemas/request';
import { dataOf, startTestApi, type TestApi } from './harness';

let api: TestApi;
let tokens: Record<'customer' | 'colleague' | 'companyAdmin' | 'operator' | 'editor' | 'admin', string>;
let tariffId = '';

const CUSTOMER_ID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01';
const OPERATOR_ID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e04';

/** Ready tomorrow: the day stays valid if the run crosses Istanbul's midnight. */
const search: FreightSearchRequest = {
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(1),
  orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
};

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  tariffId = dataOf<FreightSearchAnswer>(await api.call('POST', '/api/Freight/Search', { body: search })).offers[0]!.tariffId;
});
afterAll(async () => api?.close());

type As = keyof typeof tokens;
const post = (path: string, body: unknown, as: As, locale = 'en') => api.call('POST', `/api/Demand/${path}`, { body, bearer: tokens[as], headers: { 'Accept-Language': locale } });

async function createRequest(as: As = 'customer'): Promise<number> {
  const response = await post('Create', { search, tariffId }, as);
  expect(response.status).toBe(201);
  return (response.json.data as { id: number }).id;
}

const operatorOffer = (overrides: Partial<QuoteRequestBody['offers'][number]> = {}): QuoteRequestBody['offers'][number] => ({
  carrier: 'Arkas Line',
  transitDays: 21,
  validUntil: istanbulToday(10),
  currency: 'USD',
  lines: [
    { code: 'freight', amount: 150_000 },
    { code: 'documentation', amount: 5_000 },
  ],
  freeDays: 7,
  ...overrides,
});

async function quote(id: number, offers = [operatorOffer()], withdrawOfferIds: number[] = []) {
  const response = await post('Quote', { id, offers, withdrawOfferIds }, 'operator');
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return quoteRequestAnswer.parse(response.json.data);
}

const auditOf = (id: number) =>
  api.sql<{ action: string; actor_id: string | null; before: { status: string } | null; after: Record<string, unknown> }>(
    `select action, actor_id, before, after from audit_log where entity = 'request' and entity_id = '${id}' order by id`,
  );
const statusOf = async (id: number) => (await api.sql<{ status: string }>(`select status from requests where id = ${id}`))[0]?.status;

describe('the request lifecycle: submitted → quoted → approved', () => {
  it('walks the whole path with server-computed totals and an audit row (who, from, to) for every step', async () => {
    const id = await createRequest();
    const quoted = await quote(id);
    expect(quoted.status).toBe('quoted');
    expect(quoted.offers).toHaveLength(1);
    const added = quoted.offers[0]!;
    expect(added.source).toBe('operator');
    // The offer is stored in the instant offers' shape, priced on the server.
    const offer = offerSchema.parse(added.offer);
    expect(offer.tariffId).toBe(`OP-${added.id}`);
    expect(offer.total).toEqual({ amount: 155_000, currency: 'USD' });
    expect(offer.lines).toEqual([
      { code: 'freight', amount: { amount: 150_000, currency: 'USD' } },
      { code: 'documentation', amount: { amount: 5_000, currency: 'USD' } },
    ]);
    expect([offer.origin, offer.destination, offer.mode]).toEqual(['TRMER', 'USNYC', 'SEA_LCL']);
    // The instant offer's basis is reused: the same cargo, measured the same way.
    expect(offer.basis.kind).toBe('revenueTons');
    expect(offer.excluded).toEqual(['duties', 'taxes', 'demurrageBeyondFreeDays', 'inspections']);
    const fx = await api.sql<{ currency: string; rate: string }>(`select distinct on (currency) currency, rate_to_try as rate from fx_rates order by currency, date desc`);
    const rates = Object.fromEntries(fx.map((row) => [row.currency, Number(row.rate)]));
    expect(offer.totals.USD).toEqual(offer.total);
    expect(offer.totals.TRY).toEqual(convert(offer.total, 'TRY', rates));
    expect(offer.totals.EUR).toEqual(convert(offer.total, 'EUR', rates));

    const approved = await post('Approve', { id, offerId: added.id }, 'customer');
    expect(approved.status).toBe(200);
    expect(requestSummary.parse(approved.json.data)).toMatchObject({ id, status: 'approved', total: { amount: 155_000, currency: 'USD' } });
    expect((await api.sql<{ approved_offer_id: number }>(`select approved_offer_id from requests where id = ${id}`))[0]?.approved_offer_id).toBe(added.id);

    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, row.actor_id, row.before?.status ?? null, row.after.status])).toEqual([
      ['request.create', CUSTOMER_ID, null, 'submitted'],
      ['request.quote', OPERATOR_ID, 'submitted', 'quoted'],
      ['request.approve', CUSTOMER_ID, 'quoted', 'approved'],
    ]);
    expect(audit[1]?.after).toMatchObject({ offerIds: [added.id], withdrawnOfferIds: [] });
    expect(audit[2]?.after).toMatchObject({ offerId: added.id, total: { amount: 155_000, currency: 'USD' } });

    const detail = requestDetail.parse((await api.call('GET', `/api/Demand/Get?id=${id}`, { bearer: tokens.customer })).json.data);
    expect(detail.history.map(({ action, from, to }) => [action, from, to])).toEqual([
      ['request.create', null, 'submitted'],
      ['request.quote', 'submitted', 'quoted'],
      ['request.approve', 'quoted', 'approved'],
    ]);
    expect(detail.approvedOfferId).toBe(added.id);
  });

  it('lets the company admin approve a colleague’s request of the company', async () => {
    const id = await createRequest('colleague');
    const { offers } = await quote(id);
    expect((await post('Approve', { id, offerId: offers[0]!.id }, 'companyAdmin')).status).toBe(200);
  });

  it('lets operations quote again, withdrawing the older offer', async () => {
    const id = await createRequest();
    const first = await quote(id);
    const second = await quote(id, [operatorOffer({ carrier: 'MSC', currency: 'EUR', lines: [{ code: 'freight', amount: 90_000 }] })], [first.offers[0]!.id]);
    expect(second.status).toBe('quoted');
    const detail = requestDetail.parse((await api.call('GET', `/api/Demand/Get?id=${id}`, { bearer: tokens.customer })).json.data);
    expect(detail.offers.map((offer) => [offer.source, offer.withdrawn])).toEqual([
      ['instant', false],
      ['operator', true],
      ['operator', false],
    ]);
    const withdrawn = await post('Approve', { id, offerId: first.offers[0]!.id }, 'customer');
    expect([withdrawn.status, withdrawn.json.code]).toEqual([409, 'requests.offer.withdrawn']);
    const audit = await auditOf(id);
    expect(audit.at(-1)?.after).toMatchObject({ status: 'quoted', withdrawnOfferIds: [first.offers[0]!.id] });
  });
});

describe('the operator’s offer is priced on the server', () => {
  let id = 0;
  beforeAll(async () => {
    id = await createRequest();
  });

  it('refuses a total (or any unknown field) in the body', async () => {
    const response = await post('Quote', { id, offers: [{ ...operatorOffer(), total: { amount: 1, currency: 'USD' } }] }, 'operator');
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual(expect.objectContaining({ field: 'offers.0.total', code: 'validation.unknownField' }));
    const totals = await post('Quote', { id, offers: [operatorOffer()], totals: {} }, 'operator');
    expect(totals.status).toBe(400);
    expect(await statusOf(id)).toBe('submitted');
  });

  it('validates the lines, the days and the offers to withdraw', async () => {
    const twice = await post('Quote', { id, offers: [operatorOffer({ lines: [{ code: 'freight', amount: 1 }, { code: 'freight', amount: 2 }] })] }, 'operator');
    expect(twice.json.errors).toContainEqual(expect.objectContaining({ field: 'offers.0.lines', code: 'requests.offer.lineTwice' }));
    const noFreight = await post('Quote', { id, offers: [operatorOffer({ lines: [{ code: 'baf', amount: 100 }] })] }, 'operator');
    expect(noFreight.json.errors).toContainEqual(expect.objectContaining({ field: 'offers.0.lines', code: 'requests.offer.freightRequired' }));
    const fractional = await post('Quote', { id, offers: [operatorOffer({ lines: [{ code: 'freight', amount: 10.5 }] })] }, 'operator');
    expect(fractional.json.errors).toContainEqual(expect.objectContaining({ field: 'offers.0.lines.0.amount', code: 'validation.notInteger' }));
    const past = await post('Quote', { id, offers: [operatorOffer({ validUntil: istanbulToday(-1) })] }, 'operator', 'tr');
    expect(past.status).toBe(400);
    expect(past.json.errors).toContainEqual(expect.objectContaining({ field: 'offers.0.validUntil', code: 'requests.offer.validUntilPast', message: 'Son geçerlilik günü geçmişte olamaz.' }));
    const foreign = await post('Quote', { id, offers: [operatorOffer()], withdrawOfferIds: [2_000_000] }, 'operator');
    expect(foreign.json.errors).toContainEqual(expect.objectContaining({ field: 'withdrawOfferIds', code: 'requests.offer.unknown' }));
    expect(await statusOf(id)).toBe('submitted');
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['request.create']);
  });

  it('is for operations only', async () => {
    for (const as of ['customer', 'companyAdmin', 'editor'] as const) expect((await post('Quote', { id, offers: [operatorOffer()] }, as)).status, as).toBe(403);
    expect((await post('Quote', { id, offers: [operatorOffer({ currency: 'TRY' })] }, 'admin')).status).toBe(200);
  });
});

describe('transitions the state machine does not allow', () => {
  it('answers 409 with a localized message naming the current state', async () => {
    const id = await createRequest();
    const early = await post('Approve', { id, offerId: 1 }, 'customer');
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('requests.transition.wrongState');
    expect(early.json.message).toBe('This request is now “Submitted”, so it can no longer be approved. Reload the page to see its current state.');

    const { offers } = await quote(id);
    expect((await post('Approve', { id, offerId: offers[0]!.id }, 'customer')).status).toBe(200);
    const again = await post('Approve', { id, offerId: offers[0]!.id }, 'customer', 'tr');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Bu talebin durumu artık “Onaylandı”; bu durumdaki bir talep onaylanamaz. Güncel durumu görmek için sayfayı yenileyin.');
    const reject = await post('Reject', { id }, 'customer', 'en');
    expect([reject.status, reject.json.code]).toEqual([409, 'requests.transition.wrongState']);
    expect(reject.json.message).toContain('“Approved”');
    const requote = await post('Quote', { id, offers: [operatorOffer()] }, 'operator', 'tr');
    expect(requote.status).toBe(409);
    expect(requote.json.message).toContain('yeni teklif eklenemez');

    // Cancelling is still possible after the approval; afterwards nothing is.
    expect((await post('Cancel', { id, reason: 'Shipment postponed' }, 'customer')).status).toBe(200);
    for (const [path, body, as] of [
      ['Cancel', { id }, 'customer'],
      ['Reject', { id }, 'operator'],
      ['Expire', { id }, 'operator'],
    ] as const) {
      const response = await post(path, body, as);
      expect([path, response.status, response.json.code]).toEqual([path, 409, 'requests.transition.wrongState']);
      expect(response.json.message).toContain('“Cancelled”');
    }
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({ action: 'request.cancel', before: { status: 'approved' }, after: { status: 'cancelled', actor: 'customer', reason: 'Shipment postponed' } });
    expect(audit).toHaveLength(4);
  });

  it('answers 403 to an actor the action is not for', async () => {
    const id = await createRequest();
    const { offers } = await quote(id);
    // Operations can't approve on the customer's behalf.
    const byOperator = await post('Approve', { id, offerId: offers[0]!.id }, 'operator', 'tr');
    expect([byOperator.status, byOperator.json.code]).toEqual([403, 'requests.transition.notAllowed']);
    expect(byOperator.json.message).toBe('Bu talep üzerinde bu işlemi yapma yetkiniz yok.');
    expect((await post('Approve', { id, offerId: offers[0]!.id }, 'admin')).status).toBe(403);
    // Only operations expire a request by hand.
    expect((await post('Expire', { id }, 'customer')).status).toBe(403);
    expect(await statusOf(id)).toBe('quoted');
  });

  it('hides another customer’s request: 404 on every transition', async () => {
    const id = await createRequest('colleague');
    const { offers } = await quote(id);
    const stranger = await api.token(['Customer'], { oid: 'someone-else', sub: 'someone-else' });
    for (const bearer of [tokens.customer, tokens.editor, stranger]) {
      for (const [path, body] of [
        ['Approve', { id, offerId: offers[0]!.id }],
        ['Reject', { id }],
        ['Cancel', { id }],
      ] as const) {
        const response = await api.call('POST', `/api/Demand/${path}`, { body, bearer });
        expect([path, response.status, response.json.code]).toEqual([path, 404, 'requests.notFound']);
      }
    }
    expect((await post('Approve', { id: 2_000_000, offerId: 1 }, 'customer')).status).toBe(404);
    expect((await post('Quote', { id: 2_000_000, offers: [operatorOffer()] }, 'operator')).status).toBe(404);
    expect(await statusOf(id)).toBe('quoted');
  });

  it('refuses an offer of another request (404) and an expired offer (409)', async () => {
    const id = await createRequest();
    const other = await createRequest();
    const { offers } = await quote(id);
    const { offers: otherOffers } = await quote(other);
    const foreign = await post('Approve', { id, offerId: otherOffers[0]!.id }, 'customer');
    expect([foreign.status, foreign.json.code]).toEqual([404, 'requests.offer.notFound']);
    const yesterday = istanbulToday(-1);
    await api.sql(`update request_offers set valid_until = '${yesterday}' where id = ${offers[0]!.id}`);
    for (const locale of ['en', 'tr'] as const) {
      const expired = await post('Approve', { id, offerId: offers[0]!.id }, 'customer', locale);
      expect([expired.status, expired.json.code]).toEqual([409, 'requests.offer.expired']);
      // The day as the reader writes it, never the ISO string.
      expect(expired.json.message).toContain(formatDay(yesterday, locale, 'longDay'));
      expect(expired.json.message).not.toContain(yesterday);
    }
    expect(await statusOf(id)).toBe('quoted');
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['request.create', 'request.quote']);
  });
});

describe('reject, cancel and expire', () => {
  it('lets the customer reject a quote and operations reject or expire a request, with the reason audited', async () => {
    const quoted = await createRequest();
    await quote(quoted);
    const rejected = await post('Reject', { id: quoted, reason: 'Too expensive' }, 'customer');
    expect(requestSummary.parse(rejected.json.data).status).toBe('rejected');
    expect((await auditOf(quoted)).at(-1)).toMatchObject({ action: 'request.reject', actor_id: CUSTOMER_ID, before: { status: 'quoted' }, after: { status: 'rejected', reason: 'Too expensive' } });

    const submitted = await createRequest();
    expect((await post('Reject', { id: submitted }, 'operator')).json.data).toMatchObject({ status: 'rejected' });
    expect((await auditOf(submitted)).at(-1)).toMatchObject({ actor_id: OPERATOR_ID, after: { status: 'rejected', actor: 'operator' } });

    const stale = await createRequest();
    expect((await post('Expire', { id: stale, reason: 'No space this month' }, 'operator')).json.data).toMatchObject({ status: 'expired' });
    expect((await post('Expire', { id: stale }, 'admin')).status).toBe(409);
  });

  it('refuses a reason that is too long', async () => {
    const id = await createRequest();
    const response = await post('Cancel', { id, reason: 'x'.repeat(1001) }, 'customer');
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]).toMatchObject({ field: 'reason', code: 'requests.reason.tooLong' });
  });
});

describe('two approvals of the same request at the same moment', () => {
  it('give exactly one 200 and one 409, and one audit row', async () => {
    const id = await createRequest();
    const { offers } = await quote(id, [operatorOffer(), operatorOffer({ carrier: 'Maersk' })]);
    const [first, second] = await Promise.all([post('Approve', { id, offerId: offers[0]!.id }, 'customer'), post('Approve', { id, offerId: offers[1]!.id }, 'companyAdmin')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.json.code).toBe('requests.transition.wrongState');
    const approvals = (await auditOf(id)).filter((row) => row.action === 'request.approve');
    expect(approvals).toHaveLength(1);
    const winner = first.status === 200 ? offers[0]! : offers[1]!;
    expect((await api.sql<{ approved_offer_id: number }>(`select approved_offer_id from requests where id = ${id}`))[0]?.approved_offer_id).toBe(winner.id);
  });

  it('stay exactly one success under a burst of simultaneous approvals', async () => {
    const id = await createRequest();
    const { offers } = await quote(id);
    const responses = await Promise.all(Array.from({ length: 6 }, () => post('Approve', { id, offerId: offers[0]!.id }, 'customer')));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await auditOf(id)).filter((row) => row.action === 'request.approve')).toHaveLength(1);
  });
});

describe('expireStaleRequests (the clock)', () => {
  it('expires open requests whose live offers have all lapsed, audited as the system, once', async () => {
    const { connection } = await import('@/lib/server/db/client');
    const { expireStaleRequests } = await import('@/lib/server/requests/expire-stale-requests');
    const { db } = await connection();
    // Everything earlier in this file is settled first, so only this test's requests are in play.
    await expireStaleRequests(db);

    const lapsed = await createRequest();
    const quotedLapsed = await createRequest();
    const { offers } = await quote(quotedLapsed);
    const fresh = await createRequest();
    const withdrawnOnly = await createRequest();
    await api.sql(`update request_offers set valid_until = '${istanbulToday(-2)}' where request_id in (${lapsed}, ${quotedLapsed})`);
    await api.sql(`update request_offers set withdrawn = true where request_id = ${withdrawnOnly}`);
    // One valid offer is enough to keep a request open.
    await api.sql(`update request_offers set valid_until = '${istanbulToday(-2)}' where request_id = ${fresh} and source = 'instant'`);
    await quote(fresh, [operatorOffer({ validUntil: istanbulToday(0) })]);
    expect(offers).toHaveLength(1);

    const expired = await expireStaleRequests(db);
    expect(expired).toEqual([lapsed, quotedLapsed].sort((a, b) => a - b));
    expect([await statusOf(lapsed), await statusOf(quotedLapsed), await statusOf(fresh), await statusOf(withdrawnOnly)]).toEqual(['expired', 'expired', 'quoted', 'submitted']);
    expect((await auditOf(quotedLapsed)).at(-1)).toMatchObject({ action: 'request.expire', actor_id: null, before: { status: 'quoted' }, after: { status: 'expired', actor: 'system' } });
    expect(await expireStaleRequests(db)).toEqual([]);
    // Tomorrow the offer valid through today lapses too.
    expect(await expireStaleRequests(db, new Date(Date.now() + 86_400_000))).toContain(fresh);
  });
});
