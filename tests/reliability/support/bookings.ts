// Approved requests made through the API (customer requests → operator prices → customer approves), to be
// booked by Reservation/Create.
import { istanbulToday } from '../../../lib/domain/business-date';
import { call } from './http';

/** A quote request without a tariff: Demand/Create's body. */
export const quoteRequestBody = () => ({
  search: {
    mode: 'SEA_LCL',
    origin: 'TRMER',
    destination: 'USNYC',
    readyDate: istanbulToday(),
    orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
  },
});

async function ok(answer: Promise<Awaited<ReturnType<typeof call>>>, what: string) {
  const settled = await answer;
  if (settled.status >= 300) throw new Error(`${what}: ${settled.status} ${settled.text.slice(0, 300)}`);
  return settled.json?.data as Record<string, unknown>;
}

/** `count` approved requests of the customer, made `parallel` at a time: their ids. */
export async function approvedRequests(origin: string, tokens: { customer: string; operator: string }, count: number, parallel = 8): Promise<number[]> {
  const validUntil = istanbulToday(10);
  const one = async () => {
    const created = await ok(call(origin, 'POST', '/api/Demand/Create', { body: quoteRequestBody(), bearer: tokens.customer }), 'Demand/Create');
    const id = Number(created.id);
    const quote = { id, offers: [{ carrier: 'Arkas Line', transitDays: 21, validUntil, currency: 'USD', lines: [{ code: 'freight', amount: 150_000 }], freeDays: 7 }] };
    const quoted = await ok(call(origin, 'POST', '/api/Demand/Quote', { body: quote, bearer: tokens.operator }), 'Demand/Quote');
    const offerId = Number((quoted.offers as { id: number }[])[0]!.id);
    await ok(call(origin, 'POST', '/api/Demand/Approve', { body: { id, offerId }, bearer: tokens.customer }), 'Demand/Approve');
    return id;
  };
  const ids: number[] = [];
  for (let start = 0; start < count; start += parallel) ids.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, one))));
  return ids;
}
