import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { encodeSearch } from '@/lib/search/search-request';
import { pdfFontNames, pdfInfo, pdfPageCount } from '../fixtures/pdf';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let offer: FreightSearchAnswer['offers'][number];
/** Four pallets Mersin → New York, as the results page keeps the search in its query string; ready tomorrow, so the day stays valid if the run crosses Istanbul's midnight. */
const search: FreightSearchRequest = {
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(1),
  orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
};

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.call('POST', '/api/Freight/Search', { body: search });
  offer = (response.json.data as FreightSearchAnswer).offers[0]!;
});
afterAll(async () => api?.close());

const pdfUrl = (params: Record<string, string>) => `/api/Freight/QuotePdf?${new URLSearchParams(params).toString()}`;
const fetchPdf = (params: Record<string, string>, headers: Record<string, string> = {}) => api.call('GET', pdfUrl(params), { headers });

describe('GET /api/Freight/QuotePdf', () => {
  it('answers the offer as a PDF attachment, priced on the server, in Turkish', async () => {
    const response = await fetchPdf({ q: encodeSearch(search), tariffId: offer.tariffId, lang: 'tr' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="navlunport-quote-${offer.tariffId}.pdf"; filename*=UTF-8''navlunport-quote-${offer.tariffId}.pdf`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = response.bytes;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(8_000);
    expect(pdfPageCount(pdf)).toBe(1);
    const info = pdfInfo(pdf);
    expect(info.Title).toMatch(new RegExp(`^Navlun teklifi ${offer.tariffId}-\\d{8}$`));
    expect(info.Subject).toContain(offer.carrier);
    expect(info.Subject).toContain('Mersin (TRMER), Türkiye');
    expect(info.Subject).toContain('Deniz – Parsiyel (LCL)');
    expect(pdfFontNames(pdf).every((name) => name.includes('Nunito'))).toBe(true);
  });

  it('answers in English with lang=en, and follows Accept-Language without it', async () => {
    const english = await fetchPdf({ q: encodeSearch(search), tariffId: offer.tariffId, lang: 'en' });
    expect(pdfInfo(english.bytes).Title).toMatch(/^Freight quote T-\d+-\d{8}$/);
    expect(pdfInfo(english.bytes).Subject).toContain('Sea – LCL');
    const byHeader = await fetchPdf({ q: encodeSearch(search), tariffId: offer.tariffId }, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(pdfInfo(byHeader.bytes).Title).toMatch(/^Freight quote /);
    const turkishByDefault = await fetchPdf({ q: encodeSearch(search), tariffId: offer.tariffId });
    expect(pdfInfo(turkishByDefault.bytes).Title).toMatch(/^Navlun teklifi /);
  });

  it('names the province a search starts from with the gateway the offer goes through', async () => {
    const fromProvince = { ...search, origin: 'TR-27' };
    const answer = (await api.call('POST', '/api/Freight/Search', { body: fromProvince })).json.data as FreightSearchAnswer;
    const trucked = answer.offers[0]!;
    const response = await fetchPdf({ q: encodeSearch(fromProvince), tariffId: trucked.tariffId, lang: 'tr' });
    expect(response.status).toBe(200);
    // The test seed keeps one Turkish sea port: Gaziantep's cargo is trucked to Mersin.
    expect(trucked.origin).toBe('TRMER');
    expect(pdfInfo(response.bytes).Subject).toContain('Gaziantep, Mersin (TRMER), Türkiye üzerinden – New York');
  });

  it('answers 400 when q is not JSON or not a valid search, with the search’s fields under q.', async () => {
    const notJson = await fetchPdf({ q: '{"mode":', tariffId: offer.tariffId });
    expect(notJson.status).toBe(400);
    expect(notJson.json.errors).toEqual([expect.objectContaining({ field: 'q', code: 'validation.invalidFormat' })]);

    const invalid = await fetchPdf({ q: encodeSearch({ ...search, origin: 'TRMER', destination: 'TRMER', orderDimensionList: [] }), tariffId: offer.tariffId }, { 'Accept-Language': 'en' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'q.destination', code: 'freight.destination.sameAsOrigin' }),
        expect.objectContaining({ field: 'q.orderDimensionList', code: 'freight.dimensions.required' }),
      ]),
    );

    const past = await fetchPdf({ q: encodeSearch({ ...search, readyDate: '2020-01-01' }), tariffId: offer.tariffId });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual([expect.objectContaining({ field: 'q.readyDate', code: 'freight.readyDate.past' })]);
  });

  it('answers 400 without q or with a malformed tariff id', async () => {
    const missing = await fetchPdf({ tariffId: offer.tariffId });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([expect.objectContaining({ field: 'q', code: 'validation.required' })]);
    const malformed = await fetchPdf({ q: encodeSearch(search), tariffId: 'DROP TABLE' });
    expect(malformed.json.errors).toEqual([expect.objectContaining({ field: 'tariffId', code: 'freight.offer.tariffInvalid' })]);
  });

  it('answers 404 for a tariff that gives no offer for the search: unknown, another lane’s, or expired', async () => {
    const unknown = await fetchPdf({ q: encodeSearch(search), tariffId: 'T-999999' }, { 'Accept-Language': 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ isSuccess: false, code: 'freight.offer.notFound', message: expect.stringContaining('no longer available') });

    const [other] = await api.sql<{ id: string }>(`select id from tariffs where not (origin = 'TRMER' and destination = 'USNYC') limit 1`);
    expect((await fetchPdf({ q: encodeSearch(search), tariffId: other!.id })).status).toBe(404);

    const [outOfDate] = await api.sql<{ id: string }>(
      `select id from tariffs where origin = 'TRMER' and destination = 'USNYC' and mode = 'SEA_LCL' and not (valid_from <= '${istanbulToday()}' and valid_to >= '${istanbulToday()}') limit 1`,
    );
    expect(outOfDate, 'the demo tariffs keep expired and future rows on the lane').toBeDefined();
    expect((await fetchPdf({ q: encodeSearch(search), tariffId: outOfDate!.id })).status).toBe(404);
  });

  it('is described in the OpenAPI document as application/pdf', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).json as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }> };
    expect(document.paths['/api/Freight/QuotePdf']!.get.responses['200']!.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
  });
});
