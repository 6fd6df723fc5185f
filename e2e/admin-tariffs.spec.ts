import { expect, test, type Page } from '@playwright/test';
import { istanbulToday } from '../lib/domain/business-date';
import { TARIFF_CSV_COLUMNS } from '../lib/domain/tariff-csv';
import { withLocalePrefix } from '../lib/routes';
import enAdmin from '../public/locales/en/admin.json';
import trAdmin from '../public/locales/tr/admin.json';
import { signInContext } from './support/session';
import { acceptCookies } from './support/cookies';

// [M5] Tariff CSV import for operations: a bad file's dry run lists its bad lines and offers no import; a
// clean file imports with progress and the tariff appears in the list (screenshots of each step in the test's own
// output directory). Run it on its own server (a free port and data directory of its own, playwright.config.ts):
//   npx playwright test e2e/admin-tariffs.spec.ts --project=desktop --project=phone
test.describe.configure({ timeout: 120_000 });

const admin = { tr: trAdmin, en: enAdmin } as const;
const tariffsPath = (locale: 'tr' | 'en') => withLocalePrefix('/admin/tariffs', locale);
const csv = (lines: Record<string, string>[]) => `${[TARIFF_CSV_COLUMNS.join(';'), ...lines.map((values) => TARIFF_CSV_COLUMNS.map((column) => values[column] ?? '').join(';'))].join('\r\n')}\r\n`;
const lcl = (carrier: string) => ({ mode: 'SEA_LCL', carrier, origin: 'TRMER', destination: 'DEHAM', currency: 'USD', valid_from: istanbulToday(), valid_to: istanbulToday(30), transit_days: '18', free_days: '7', lcl_per_revenue_ton: '45,50', lcl_minimum: '90' });

async function open(page: Page, locale: 'tr' | 'en') {
  await page.goto(tariffsPath(locale));
  await acceptCookies(page, locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin[locale].sections.tariffs);
}

for (const locale of ['tr', 'en'] as const) {
  const texts = admin[locale].tariffs;

  test(`${locale}: a bad CSV's report lists the bad lines; a good one imports with progress and appears in the list`, async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the phone run only renders the page');
    await signInContext(context, baseURL!, 'Operator');
    await open(page, locale);
    const carrier = `E2E Şile ${locale.toUpperCase()} ${Date.now() % 1_000_000}`;

    await page.getByTestId('tariff-file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv([{ ...lcl(carrier), lcl_minimum: '-90' }, lcl(carrier), { ...lcl(carrier), valid_from: istanbulToday(10) }])),
    });
    const report = page.getByTestId('tariff-report');
    await expect(report).toHaveAttribute('data-status', 'invalid');
    await expect(page.locator('[data-testid="tariff-report-lines"] tr[data-line="2"]')).toContainText(texts.errors.negative);
    await expect(page.locator('[data-testid="tariff-report-lines"] tr[data-line="4"]')).toContainText(texts.errors.overlapInFile);
    await expect(page.locator('[data-testid="tariff-report-lines"] tr[data-line="3"]')).toHaveCount(0);
    await expect(page.getByTestId('tariff-import-start')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('bad-report.png'), fullPage: true });

    await page.getByTestId('tariff-file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv([lcl(carrier)])}`) });
    await expect(report).toHaveAttribute('data-status', 'validated');
    await page.getByTestId('tariff-import-start').click();
    await page.getByTestId('tariff-import-confirm').click();
    await expect(page.getByTestId('tariff-import-progress')).toBeVisible();
    await expect(report).toHaveAttribute('data-status', 'imported');
    await expect(page.getByTestId('tariff-import-state')).toContainText(texts.import.state.imported.split('{{')[0]!.trim());
    await expect(page.getByTestId('tariff-list')).toContainText(carrier);
    await page.screenshot({ path: testInfo.outputPath('imported.png'), fullPage: true });
  });

  test(`${locale}: the tariffs page renders`, async ({ page, context, baseURL }, testInfo) => {
    await signInContext(context, baseURL!, 'Operator');
    await open(page, locale);
    await expect(page.getByRole('button', { name: texts.import.choose })).toBeVisible();
    await expect(page.getByTestId('tariff-list')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('page.png'), fullPage: true });
  });
}
