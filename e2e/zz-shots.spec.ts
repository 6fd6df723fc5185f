import { test, type Page } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import { signInContext, tokenFor } from './support/session';

test.describe.configure({ timeout: 180_000 });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seed(page: Page) {
  const made: { id: number; reference: string }[] = [];
  const lanes = [
    { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC' },
    { mode: 'SEA_LCL', origin: 'TRIST', destination: 'DEHAM' },
    { mode: 'AIR', origin: 'IST', destination: 'JFK' },
    { mode: 'SEA_LCL', origin: 'TR-35', destination: 'DEHAM' },
  ];
  for (const lane of lanes) {
    const search = { ...lane, readyDate: inDays(7), orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }] };
    const answer = await page.request.post('/api/Freight/Search', { data: search });
    const offers = ((await answer.json()) as { data?: { offers: { tariffId: string }[] } }).data?.offers ?? [];
    if (!offers[0]) continue;
    const created = await page.request.post('/api/Demand/Create', { data: { search, tariffId: offers[0].tariffId }, headers: { Authorization: `Bearer ${await tokenFor('Customer')}` } });
    made.push(((await created.json()) as { data: { id: number; reference: string } }).data);
  }
  const op = { Authorization: `Bearer ${await tokenFor('Operator')}` };
  const quote = (id: number) =>
    page.request.post('/api/Demand/Quote', { data: { id, offers: [{ carrier: 'Arkas Line', transitDays: 18, validUntil: inDays(10), currency: 'USD', lines: [{ code: 'freight', amount: 98_000 }, { code: 'documentation', amount: 4_500 }], freeDays: 10 }] }, headers: op });
  const q0 = await quote(made[0]!.id);
  await quote(made[1]!.id);
  await page.request.post('/api/Demand/Cancel', { data: { id: made[2]!.id }, headers: { Authorization: `Bearer ${await tokenFor('Customer')}` } });
  return { made, offerId: ((await q0.json()) as { data: { offers: { id: number }[] } }).data.offers[0]!.id };
}

for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const { made, offerId } = await seed(page);
    await signInContext(context, baseURL!, 'Customer');
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
    const shot = async (name: string) => page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    await page.goto(accountRoutes.requests.tr);
    const accept = page.getByRole('button', { name: 'Tümünü kabul et' });
    if (await accept.isVisible().catch(() => false)) await accept.click();
    await shot('list-tr');
    await page.goto(withLocalePrefix(accountRoutes.requests.en, 'en') + '?status=quoted,submitted&q=rq&sort=total');
    await shot('list-filtered-en');
    await page.goto(accountRoutes.requestsFilter.tr + '?status=quoted&origin=TRMER');
    await page.waitForTimeout(1500);
    await shot('filter-tr');
    await page.goto(`${accountRoutes.requestDetail.tr}?id=${made[0]!.id}`);
    await shot('detail-tr');
    await page.goto(`${withLocalePrefix(accountRoutes.requestApproval.en, 'en')}?id=${made[0]!.id}&offerId=${offerId}`);
    await shot('approval-en');
    await page.goto(`${accountRoutes.requestsFilterOn.tr}?status=expired`);
    await shot('empty-filter-tr');
  });
}
