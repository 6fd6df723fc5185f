import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, withLocalePrefix } from '../lib/routes';
import enAccount from '../public/locales/en/account.json';
import trAccount from '../public/locales/tr/account.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import { createRequest, quoteRequest } from './support/requests';
import { signInContext } from './support/session';

// A request's life on the account screens: submitted → quoted by operations → approved by the customer.
test.describe.configure({ timeout: 90_000 });

const account = { tr: trAccount, en: enAccount } as const;
const common = { tr: trCommon, en: enCommon } as const;
/** The list's row (a table row on wide screens, a card on phones) of one request. */
const rowOf = (page: Page, reference: string) => page.locator('[data-testid="request-row"]:visible, [data-testid="request-card"]:visible').filter({ hasText: reference });

for (const locale of ['tr', 'en'] as const) {
  test(`${locale}: the customer filters the quoted request, approves the operator's offer and sees it approved`, async ({ page, context, baseURL }) => {
    const texts = account[locale];
    const carrier = `E2E Hat ${locale.toUpperCase()} ${Date.now() % 100_000}`;
    const { id, reference } = await createRequest(page);
    await quoteRequest(page, id, carrier);
    await signInContext(context, baseURL!, 'Customer');

    // The list, then the filter screen: quoted requests with this reference.
    await page.goto(withLocalePrefix(accountRoutes.requests[locale], locale));
    await page.getByRole('button', { name: common[locale].cookie.accept }).click();
    await expect(rowOf(page, reference)).toBeVisible();
    await page.getByTestId('open-filter').click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.requestsFilter[locale]}`));
    await page.getByRole('checkbox', { name: texts.status.quoted }).check();
    await page.getByRole('textbox', { name: texts.filter.text }).fill(reference);
    await page.getByTestId('apply-filter').click();

    // The filtered list: the filters as chips, exactly this request, quoted.
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.requestsFilterOn[locale]}\\?status=quoted&q=${reference}`));
    await expect(page.getByTestId('filter-chip-label')).toHaveText([`${texts.list.filterLabels.status}: ${texts.status.quoted}`, `${texts.list.filterLabels.q}: “${reference}”`]);
    const row = rowOf(page, reference);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('request-status')).toHaveText(texts.status.quoted);

    // The detail: approve the operator's offer.
    await row.getByRole('link', { name: reference }).click();
    await expect(page.getByTestId('request-heading')).toHaveText(texts.request.reference.replace('{{reference}}', reference));
    await expect(page.getByTestId('request-state-heading')).toHaveText(texts.requestState.quoted.customer.heading);
    await expect(page.getByTestId('request-actions')).toBeVisible();
    await page.getByTestId('request-offer').filter({ hasText: carrier }).getByTestId('approve-offer').click();

    // The approval screen: the terms first, then the approval.
    await expect(page.getByTestId('approval-heading')).toHaveText(texts.approval.title.replace('{{reference}}', reference));
    await expect(page.getByTestId('offer')).toContainText(carrier);
    await page.getByTestId('approve-submit').click();
    await expect(page.getByText(texts.approval.termsRequired)).toBeVisible();
    await page.getByTestId('approval-terms').locator('input').check();
    await page.getByTestId('approve-submit').click();

    // The confirmation names the reference and what comes next.
    await expect(page.getByTestId('approved-reference')).toHaveText(reference, { timeout: 20_000 });
    await expect(page.getByTestId('approved-next')).toContainText(texts.approved.next.book.replace('{{carrier}}', carrier));

    // Back in the list the request is approved.
    await page.getByTestId('approved-next').getByRole('link', { name: texts.approved.toList }).click();
    await expect(page).toHaveURL(new RegExp(`${accountRoutes.requests[locale]}$`));
    await expect(rowOf(page, reference).getByTestId('request-status')).toHaveText(texts.status.approved);
  });
}
