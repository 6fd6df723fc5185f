import { expect } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { quoteRequestAnswer } from '@/lib/schemas/request';
import { dataOf, type DemoName, type TestApi } from './harness';

export const bookingSearch = (): FreightSearchRequest => ({
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(),
  orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
});

/** Tokens of the demo users and the steps to an approved request (customer requests → operator prices → customer approves). */
export async function bookingKit(api: TestApi) {
  const tokens = await api.demoTokens();
  const tariffId = dataOf<FreightSearchAnswer>(await api.call('POST', '/api/Freight/Search', { body: bookingSearch() })).offers[0]!.tariffId;
  const call = (path: string, body: unknown, as: DemoName, options: { locale?: string; headers?: Record<string, string> } = {}) =>
    api.call('POST', path, { body, bearer: tokens[as], headers: { 'Accept-Language': options.locale ?? 'en', ...options.headers } });

  /** A request of `as`, priced by the operator at 1,500.00 + 50.00 (USD unless `currency` says otherwise) and approved: its id and the approved total. */
  async function approvedRequest(as: DemoName = 'customer', currency: 'USD' | 'EUR' | 'TRY' = 'USD'): Promise<{ requestId: number; total: { amount: number; currency: string } }> {
    // The search of today's request, taken now: a run that crosses Istanbul's midnight books on the new day.
    const created = await call('/api/Demand/Create', { search: bookingSearch(), tariffId }, as);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const requestId = (created.json.data as { id: number }).id;
    const validUntil = istanbulToday(10);
    const quoted = await call(
      '/api/Demand/Quote',
      { id: requestId, offers: [{ carrier: 'Arkas Line', transitDays: 21, validUntil, currency, lines: [{ code: 'freight', amount: 150_000 }, { code: 'documentation', amount: 5_000 }], freeDays: 7 }] },
      'operator',
    );
    expect(quoted.status, JSON.stringify(quoted.json)).toBe(200);
    const offer = quoteRequestAnswer.parse(quoted.json.data).offers[0]!;
    const approved = await call('/api/Demand/Approve', { id: requestId, offerId: offer.id }, as);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    return { requestId, total: offer.offer.total };
  }

  /** A reservation booked from a fresh approved request (quoted in `currency`). */
  async function reservation(as: DemoName = 'customer', currency: 'USD' | 'EUR' | 'TRY' = 'USD'): Promise<{ id: number; requestId: number; total: { amount: number; currency: string } }> {
    const { requestId, total } = await approvedRequest(as, currency);
    const created = await call('/api/Reservation/Create', { requestId }, as);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return { id: (created.json.data as { id: number }).id, requestId, total };
  }

  return { tokens, call, approvedRequest, reservation };
}

export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
};

const nextYear = new Date().getUTCFullYear() + 2;
export const card = (number: string, overrides: Record<string, unknown> = {}) => ({ number, expiryMonth: 12, expiryYear: nextYear, cvc: '123', holder: 'Ayşe Yılmaz', ...overrides });
