import { expect, type Page } from '@playwright/test';
import { istanbulToday } from '../../lib/domain/business-date';
import { twoPalletsToNewYork } from './searches';
import { tokenFor, type DemoRole } from './session';


/** The Authorization header of a demo role's access token. */
export const bearer = async (role: DemoRole) => ({ Authorization: `Bearer ${await tokenFor(role)}` });

/** The demo customer's request, made through the API as "request this offer" makes it (bearer: no CSRF dance). */
export async function createRequest(page: Page): Promise<{ id: number; reference: string }> {
  const search = twoPalletsToNewYork();
  const answer = await page.request.post('/api/Freight/Search', { data: search });
  expect(answer.status()).toBe(200);
  const { offers } = ((await answer.json()) as { data: { offers: { tariffId: string }[] } }).data;
  const created = await page.request.post('/api/Demand/Create', { data: { search, tariffId: offers[0]!.tariffId }, headers: await bearer('Customer') });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number; reference: string } }).data;
}

/** Operations price the request (through the API, as their console will); answers the new offer's id. */
export async function quoteRequest(page: Page, id: number, carrier: string): Promise<number> {
  const response = await page.request.post('/api/Demand/Quote', {
    data: {
      id,
      offers: [{ carrier, transitDays: 18, validUntil: istanbulToday(10), currency: 'USD', lines: [{ code: 'freight', amount: 98_000 }, { code: 'documentation', amount: 4_500 }], freeDays: 10 }],
    },
    headers: await bearer('Operator'),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { offers: { id: number }[] } }).data.offers[0]!.id;
}

/** A request of the demo customer, priced by operations and approved by the customer (all through the API). */
export async function approvedRequest(page: Page, carrier: string): Promise<number> {
  const { id } = await createRequest(page);
  const offerId = await quoteRequest(page, id, carrier);
  const approved = await page.request.post('/api/Demand/Approve', { data: { id, offerId }, headers: await bearer('Customer') });
  expect(approved.status()).toBe(200);
  return id;
}
