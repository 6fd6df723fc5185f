import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import { quoteRequestAnswer, requestDetail } from '@/lib/schemas/request';
import { reservationDetail } from '@/lib/schemas/reservation';
import { bookingKit, bookingSearch } from './booking-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
  // The operator is also listed as a company admin of the demo customer's company.
  await api.sql(
    `update users set company_id = (select company_id from users where email = 'customer@navlunport.test'), roles = '["Operator", "CompanyAdmin"]'::jsonb where email = 'operator@navlunport.test'`,
  );
});
afterAll(async () => api?.close());

const get = (path: string, as: 'operator' | 'companyAdmin') => api.call('GET', path, { bearer: kit.tokens[as], headers: { 'Accept-Language': 'en' } });

describe('a staff role comes before company membership', () => {
  it('an operator listed in the customer’s company sees a colleague’s reservation as operations, with the operations actions', async () => {
    const { id } = await kit.reservation('customer');
    const seen = reservationDetail.parse((await get(`/api/Reservation/Get?id=${id}`, 'operator')).json.data);
    expect(seen.asCustomer).toBe(false);
    expect(seen.actions).toContain('cancel');
    // The customer's payment is not the operator's to make.
    const paid = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: '00000000-0000-4000-8000-000000000000' }, 'operator');
    expect(paid.status).toBe(403);

    // A company admin who is not staff still sees it as the company's customer.
    const asCompany = reservationDetail.parse((await get(`/api/Reservation/Get?id=${id}`, 'companyAdmin')).json.data);
    expect(asCompany.asCustomer).toBe(true);
  });

  it('approving a colleague’s quoted request is the customer’s, not the operator’s', async () => {
    const created = await kit.call('/api/Demand/Create', { search: bookingSearch() }, 'customer');
    const id = (created.json.data as { id: number }).id;
    const quoted = quoteRequestAnswer.parse(
      (await kit.call('/api/Demand/Quote', { id, offers: [{ carrier: 'Arkas Line', transitDays: 21, validUntil: istanbulToday(10), currency: 'USD', lines: [{ code: 'freight', amount: 150_000 }] }] }, 'operator')).json.data,
    );
    const approve = await kit.call('/api/Demand/Approve', { id, offerId: quoted.offers[0]!.id }, 'operator');
    expect(approve.status).toBe(403);
    expect(requestDetail.parse((await get(`/api/Demand/Get?id=${id}`, 'operator')).json.data).status).toBe('quoted');
  });
});
