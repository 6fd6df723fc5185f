import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import { fxRateList, requestQueuePage, requestTariffOffersAnswer, transferQueuePage } from '@/lib/schemas/admin-operations';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { paymentAnswer } from '@/lib/schemas/payment';
import { quoteRequestAnswer, requestDetail } from '@/lib/schemas/request';
import { pdfBytes } from '../fixtures/files';
import { bookingKit, bookingSearch } from './booking-fixtures';
import { mailsTo } from './outbox';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
});
afterAll(async () => api?.close());

const validUntil = () => istanbulToday(10);
const get = (path: string, as: 'customer' | 'operator' | 'admin' | 'editor', locale = 'en') => api.call('GET', path, { bearer: kit.tokens[as], headers: { 'Accept-Language': locale } });

/** A request for a quote (no tariff chosen) of the demo customer: submitted, waiting for operations. */
async function submittedRequest(): Promise<number> {
  const created = await kit.call('/api/Demand/Create', { search: bookingSearch() }, 'customer');
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return (created.json.data as { id: number }).id;
}
const queue = async (body: Record<string, unknown>, as: 'operator' | 'customer' | 'admin' = 'operator') => kit.call('/api/Demand/GetQueue', body, as);

describe('the requests queue (Demand/GetQueue)', () => {
  it('lists every company’s submitted requests, the longest waiting first, filtered by age and a Turkish-folded text', async () => {
    const fresh = await submittedRequest();
    const older = await submittedRequest();
    const oldest = await submittedRequest();
    await api.sql(`update requests set updated_at = now() - interval '5 hours' where id = ${older}`);
    await api.sql(`update requests set updated_at = now() - interval '4 days' where id = ${oldest}`);

    const all = requestQueuePage.parse((await queue({ pageSize: 100 })).json.data);
    const ids = all.items.map((item) => item.id);
    expect(ids.indexOf(oldest)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(fresh));
    expect(all.items.every((item) => item.status === 'submitted')).toBe(true);
    expect(all.items.find((item) => item.id === fresh)).toMatchObject({ owner: { email: 'customer@navlunport.test' }, operatorOffers: 0 });

    const over4h = requestQueuePage.parse((await queue({ age: 'over4h', pageSize: 100 })).json.data).items.map((item) => item.id);
    expect(over4h).toContain(older);
    expect(over4h).toContain(oldest);
    expect(over4h).not.toContain(fresh);
    const over24h = requestQueuePage.parse((await queue({ age: 'over24h', pageSize: 100 })).json.data).items.map((item) => item.id);
    expect(over24h).toContain(oldest);
    expect(over24h).not.toContain(older);
    const over3d = requestQueuePage.parse((await queue({ age: 'over3d', pageSize: 100 })).json.data);
    expect(over3d.items.map((item) => item.id)).toEqual([oldest]);
    expect(over3d.totalCount).toBe(1);

    // "MERSİN" and "mersın" fold to the port name of TRMER; the paging counts all matches.
    const byPlace = requestQueuePage.parse((await queue({ text: 'MERSİN', pageSize: 2 })).json.data);
    expect(byPlace.items).toHaveLength(2);
    expect(byPlace.totalCount).toBeGreaterThanOrEqual(3);
    const nothing = requestQueuePage.parse((await queue({ text: 'Valparaíso-yok' })).json.data);
    expect(nothing.totalCount).toBe(0);

    // Quoted requests leave the default (submitted) queue and appear under their status.
    await kit.call('/api/Demand/Quote', { id: fresh, offers: [{ carrier: 'Arkas Line', transitDays: 20, validUntil: validUntil(), currency: 'USD', lines: [{ code: 'freight', amount: 120_000 }] }] }, 'operator');
    expect(requestQueuePage.parse((await queue({ pageSize: 100 })).json.data).items.map((item) => item.id)).not.toContain(fresh);
    const quoted = requestQueuePage.parse((await queue({ statuses: ['quoted'], pageSize: 100 })).json.data);
    expect(quoted.items.find((item) => item.id === fresh)).toMatchObject({ status: 'quoted', operatorOffers: 1 });
  });

  it('is for operations only and validates its filters', async () => {
    expect((await queue({}, 'customer')).status).toBe(403);
    expect((await queue({}, 'admin')).status).toBe(200);
    const bad = await queue({ age: 'over1y' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.[0]?.field).toBe('age');
  });
});

describe('pricing a request', () => {
  it('quotes the engine’s tariff offers for the request’s lane, priced again on the server; the customer is notified and sees them', async () => {
    const id = await submittedRequest();
    const offers = requestTariffOffersAnswer.parse((await get(`/api/Demand/GetTariffOffers?id=${id}`, 'operator')).json.data);
    expect(offers.offers.length).toBeGreaterThan(1);
    expect(offers.offers.every((offer) => offer.origin === 'TRMER' && offer.destination === 'USNYC')).toBe(true);
    // The same prices as the public search of the same cargo.
    const search = (await api.call('POST', '/api/Freight/Search', { body: bookingSearch() })).json.data as FreightSearchAnswer;
    expect(offers.offers.map((offer) => [offer.tariffId, offer.totals.TRY.amount])).toEqual(search.offers.map((offer) => [offer.tariffId, offer.totals.TRY.amount]));

    const [first, second] = offers.offers;
    // A price in the body is not a field of the quote.
    const withTotal = await kit.call('/api/Demand/Quote', { id, tariffIds: [first!.tariffId], total: { amount: 1, currency: 'USD' } }, 'operator');
    expect(withTotal.status).toBe(400);
    const unknown = await kit.call('/api/Demand/Quote', { id, tariffIds: ['T-999999999'] }, 'operator', { locale: 'tr' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toContainEqual(expect.objectContaining({ field: 'tariffIds.0', code: 'requests.offer.tariffUnavailable', message: expect.stringContaining('tarife') }));
    const none = await kit.call('/api/Demand/Quote', { id, offers: [] }, 'operator');
    expect(none.json.errors).toContainEqual(expect.objectContaining({ field: 'offers', code: 'requests.offer.noneChosen' }));

    const quoted = await kit.call('/api/Demand/Quote', { id, tariffIds: [first!.tariffId, second!.tariffId], offers: [] }, 'operator');
    expect(quoted.status, JSON.stringify(quoted.json)).toBe(200);
    const answer = quoteRequestAnswer.parse(quoted.json.data);
    expect(answer.status).toBe('quoted');
    expect(answer.offers.map((offer) => [offer.source, offer.offer.tariffId, offer.offer.total])).toEqual([
      ['operator', first!.tariffId, first!.total],
      ['operator', second!.tariffId, second!.total],
    ]);
    expect(await api.sql(`select tariff_id from request_offers where request_id = ${id} and source = 'operator' order by id`)).toEqual([{ tariff_id: first!.tariffId }, { tariff_id: second!.tariffId }]);
    const audit = await api.sql<{ after: { tariffIds: string[] } }>(`select after from audit_log where entity = 'request' and entity_id = '${id}' and action = 'request.quote'`);
    expect(audit.at(-1)?.after.tariffIds).toEqual([first!.tariffId, second!.tariffId]);

    const reference = answer.reference;
    expect(await api.sql(`select id from notifications where kind = 'requestQuoted' and params->>'reference' = '${reference}'`)).toHaveLength(1);
    expect(mailsTo('customer@navlunport.test').some((mail) => mail.includes(reference))).toBe(true);
    const seen = requestDetail.parse((await get(`/api/Demand/Get?id=${id}`, 'customer')).json.data);
    expect(seen.status).toBe('quoted');
    expect(seen.offers.filter((offer) => offer.source === 'operator').map((offer) => offer.offer.tariffId)).toEqual([first!.tariffId, second!.tariffId]);
  });

  it('an operator’s quote of the tariff the customer chose replaces the instant offer: the customer sees it once, from operations', async () => {
    const [chosen, other] = requestTariffOffersAnswer.parse((await get(`/api/Demand/GetTariffOffers?id=${await submittedRequest()}`, 'operator')).json.data).offers;
    const created = await kit.call('/api/Demand/Create', { search: bookingSearch(), tariffId: chosen!.tariffId }, 'customer');
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json.data as { id: number }).id;
    const before = requestDetail.parse((await get(`/api/Demand/Get?id=${id}`, 'customer')).json.data);
    expect(before.offers.map((offer) => [offer.source, offer.offer.tariffId])).toEqual([['instant', chosen!.tariffId]]);

    const quoted = quoteRequestAnswer.parse((await kit.call('/api/Demand/Quote', { id, tariffIds: [chosen!.tariffId, other!.tariffId], offers: [] }, 'operator')).json.data);
    const [replacing, added] = quoted.offers;
    const seen = requestDetail.parse((await get(`/api/Demand/Get?id=${id}`, 'customer')).json.data);
    expect(seen.offers.map((offer) => [offer.id, offer.source, offer.offer.tariffId, offer.withdrawn])).toEqual([
      [replacing!.id, 'operator', chosen!.tariffId, false],
      [added!.id, 'operator', other!.tariffId, false],
    ]);
    const instant = before.offers[0]!.id;
    expect(await api.sql(`select withdrawn, replaced_by_offer_id from request_offers where id = ${instant}`)).toEqual([{ withdrawn: true, replaced_by_offer_id: replacing!.id }]);
    const audit = await api.sql<{ after: { replacedOfferIds: number[] } }>(`select after from audit_log where entity = 'request' and entity_id = '${id}' and action = 'request.quote'`);
    expect(audit.at(-1)?.after.replacedOfferIds).toEqual([instant]);

    // Quoting the same tariff again replaces the earlier quote: still one offer of it.
    const again = quoteRequestAnswer.parse((await kit.call('/api/Demand/Quote', { id, tariffIds: [chosen!.tariffId], offers: [] }, 'operator')).json.data);
    const latest = requestDetail.parse((await get(`/api/Demand/Get?id=${id}`, 'customer')).json.data);
    expect(latest.offers.filter((offer) => offer.offer.tariffId === chosen!.tariffId).map((offer) => offer.id)).toEqual([again.offers[0]!.id]);
  });

  it('quotes a manual offer with a note: the server adds the lines up and the customer sees the note', async () => {
    const id = await submittedRequest();
    const quoted = await kit.call(
      '/api/Demand/Quote',
      { id, offers: [{ carrier: 'Özel Hat', transitDays: 18, validUntil: validUntil(), currency: 'EUR', lines: [{ code: 'freight', amount: 210_000 }, { code: 'originThc', amount: 15_050 }], freeDays: 10, note: 'Fiyata gümrükleme dahil değildir.' }] },
      'operator',
    );
    expect(quoted.status, JSON.stringify(quoted.json)).toBe(200);
    const offer = quoteRequestAnswer.parse(quoted.json.data).offers[0]!;
    expect(offer.offer.total).toEqual({ amount: 225_050, currency: 'EUR' });
    const seen = requestDetail.parse((await get(`/api/Demand/Get?id=${id}`, 'customer')).json.data);
    expect(seen.offers.find((candidate) => candidate.id === offer.id)?.offer.note).toBe('Fiyata gümrükleme dahil değildir.');
  });

  it('refuses tariff offers to anyone but operations', async () => {
    const id = await submittedRequest();
    expect((await get(`/api/Demand/GetTariffOffers?id=${id}`, 'customer')).status).toBe(403);
    expect((await get(`/api/Demand/GetTariffOffers?id=${id}`, 'editor')).status).toBe(403);
    expect((await get('/api/Demand/GetTariffOffers?id=2000000', 'operator')).status).toBe(404);
  });
});

async function transferUnderReview(): Promise<{ reservationId: number; paymentId: number; receiptId: string; reference: string }> {
  const { id } = await kit.reservation();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'dekont.pdf');
  const uploaded = await api.call('POST', '/api/File/Upload', { form, bearer: kit.tokens.customer });
  const receiptId = (uploaded.json.data as { id: string }).id;
  const review = paymentAnswer.parse((await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: receiptId }, 'customer')).json.data);
  return { reservationId: id, paymentId: review.payment.id, receiptId, reference: review.reservation.reference };
}

describe('bank transfers', () => {
  it('lists transfers under review with the receipt, which operations can open inline', async () => {
    const { paymentId, receiptId, reference } = await transferUnderReview();
    const page = transferQueuePage.parse((await kit.call('/api/Payment/GetTransfers', {}, 'operator')).json.data);
    const item = page.items.find((candidate) => candidate.paymentId === paymentId);
    expect(item).toMatchObject({ status: 'underReview', receipt: { id: receiptId, fileName: 'dekont.pdf', mediaType: 'application/pdf' }, reservation: { reference, status: 'paymentUnderReview' } });
    const inline = await get(`/api/File/Get?id=${receiptId}&disposition=inline`, 'operator');
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="dekont.pdf"/);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect((await get(`/api/File/Get?id=${receiptId}`, 'operator')).headers.get('content-disposition')).toMatch(/^attachment/);
    const byText = transferQueuePage.parse((await kit.call('/api/Payment/GetTransfers', { text: reference.toLowerCase() }, 'operator')).json.data);
    expect(byText.items.map((candidate) => candidate.paymentId)).toEqual([paymentId]);
    expect((await kit.call('/api/Payment/GetTransfers', {}, 'customer')).status).toBe(403);
  });

  it('rejects a transfer only with a reason: awaiting payment again, audited, the customer told why', async () => {
    const { reservationId, paymentId, reference } = await transferUnderReview();
    const noReason = await kit.call('/api/Payment/RejectTransfer', { paymentId, reason: ' ' }, 'operator', { locale: 'tr' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toContainEqual(expect.objectContaining({ field: 'reason', code: 'payments.reject.reasonRequired', message: expect.stringContaining('gerekçe') }));
    expect((await kit.call('/api/Payment/RejectTransfer', { paymentId, reason: 'Tutar eksik' }, 'customer')).status).toBe(403);

    const rejected = await kit.call('/api/Payment/RejectTransfer', { paymentId, reason: 'Tutar eksik yatırılmış' }, 'operator');
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    const answer = paymentAnswer.parse(rejected.json.data);
    expect(answer.payment.status).toBe('rejected');
    expect(answer.reservation.status).toBe('awaitingPayment');
    expect(await api.sql(`select after->>'reason' as reason from audit_log where action = 'payment.transfer.rejected' and entity_id = '${paymentId}'`)).toEqual([{ reason: 'Tutar eksik yatırılmış' }]);
    expect(await api.sql(`select params->>'reason' as reason from notifications where kind = 'transferRejected' and link->'query'->>'id' = '${reservationId}'`)).toEqual([{ reason: 'Tutar eksik yatırılmış' }]);
    expect(mailsTo('customer@navlunport.test').some((mail) => mail.includes(reference) && mail.includes('Tutar eksik yatırılmış'))).toBe(true);

    // Decided: no longer in the queue, listed under rejected, and a second decision is a conflict.
    expect(transferQueuePage.parse((await kit.call('/api/Payment/GetTransfers', {}, 'operator')).json.data).items.map((item) => item.paymentId)).not.toContain(paymentId);
    expect(transferQueuePage.parse((await kit.call('/api/Payment/GetTransfers', { statuses: ['rejected'] }, 'operator')).json.data).items.map((item) => item.paymentId)).toContain(paymentId);
    expect((await kit.call('/api/Payment/RejectTransfer', { paymentId, reason: 'Again' }, 'operator')).status).toBe(409);
  });
});

describe('FX rates', () => {
  it('lists the current rates and saves today’s, which pricing uses at once', async () => {
    // Today's rates not entered yet (the demo rates are dated on Mondays: on one, the seed has entered them).
    await api.sql(`delete from fx_rates where date = '${istanbulToday()}'`);
    const before = fxRateList.parse((await get('/api/FxRate/GetList', 'operator')).json.data);
    const usd = before.current.find((row) => row.currency === 'USD')!;
    expect(usd.rate).toBeGreaterThan(0);
    expect(before.history.length).toBeGreaterThanOrEqual(before.current.length);

    // An offer priced in USD: its TRY equivalent follows the USD rate.
    const priced = async () => {
      const answer = (await api.call('POST', '/api/Freight/Search', { body: bookingSearch() })).json.data as FreightSearchAnswer;
      const offer = answer.offers.find((candidate) => candidate.total.currency === 'USD')!;
      return { tariffId: offer.tariffId, usd: offer.total.amount, try: offer.totals.TRY.amount, fxDate: answer.fx.date };
    };
    const first = await priced();
    const newRate = Number((usd.rate * 1.1).toFixed(4));
    const saved = await kit.call('/api/FxRate/Save', { rates: [{ currency: 'USD', rate: newRate }] }, 'operator');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const after = fxRateList.parse(saved.json.data);
    expect(after.current.find((row) => row.currency === 'USD')).toMatchObject({ rate: newRate, date: after.today, previousRate: usd.rate });
    const second = await priced();
    expect(second.tariffId).toBe(first.tariffId);
    expect(second.usd).toBe(first.usd);
    expect(second.try).toBe(Math.round(first.usd * newRate));
    expect(second.try).not.toBe(first.try);

    // Saving the same day again replaces the row and records before and after.
    const corrected = Number((usd.rate * 1.05).toFixed(4));
    expect((await kit.call('/api/FxRate/Save', { date: after.today, rates: [{ currency: 'USD', rate: corrected }] }, 'operator')).status).toBe(200);
    expect(await api.sql(`select count(*)::int as n from fx_rates where currency = 'USD' and date = '${after.today}'`)).toEqual([{ n: 1 }]);
    const audit = await api.sql<{ action: string; before: { rate: number } | null; after: { rate: number } }>(`select action, before, after from audit_log where entity = 'fx_rate' and entity_id = 'USD:${after.today}' order by id`);
    expect(audit.map((row) => [row.action, row.before?.rate ?? null, row.after.rate])).toEqual([
      ['fx.rate.added', null, newRate],
      ['fx.rate.changed', newRate, corrected],
    ]);
  });

  it('refuses rates that are not positive, far from the previous one, twice the same currency, or on a future day', async () => {
    const negative = await kit.call('/api/FxRate/Save', { rates: [{ currency: 'EUR', rate: -3 }] }, 'operator', { locale: 'tr' });
    expect(negative.status).toBe(400);
    expect(negative.json.errors).toContainEqual(expect.objectContaining({ field: 'rates.0.rate', code: 'fx.rate.positive', message: 'Kur sıfırdan büyük olmalıdır.' }));
    const jump = await kit.call('/api/FxRate/Save', { rates: [{ currency: 'EUR', rate: 4.89 }] }, 'operator');
    expect(jump.status).toBe(400);
    expect(jump.json.errors).toContainEqual(expect.objectContaining({ field: 'rates.0.rate', code: 'fx.rate.outOfRange', message: expect.stringMatching(/between \d/) }));
    const twice = await kit.call('/api/FxRate/Save', { rates: [{ currency: 'GBP', rate: 55 }, { currency: 'GBP', rate: 56 }] }, 'operator');
    expect(twice.json.errors).toContainEqual(expect.objectContaining({ field: 'rates.1.currency', code: 'fx.currency.twice' }));
    const tomorrow = istanbulToday(1);
    const future = await kit.call('/api/FxRate/Save', { date: tomorrow, rates: [{ currency: 'GBP', rate: 55 }] }, 'operator');
    expect(future.json.errors).toContainEqual(expect.objectContaining({ field: 'date', code: 'fx.date.future' }));
    expect(await api.sql(`select * from fx_rates where currency = 'EUR' and rate_to_try < 10`)).toEqual([]);
    expect((await kit.call('/api/FxRate/Save', { rates: [{ currency: 'GBP', rate: 55 }] }, 'customer')).status).toBe(403);
    expect((await get('/api/FxRate/GetList', 'editor')).status).toBe(403);
  });
});
