import { expect, test } from '@playwright/test';
import { addDays, istanbulDay } from '../lib/domain/business-date';
import { withLocalePrefix } from '../lib/routes';
import enErrors from '../public/locales/en/errors.json';
import enSearch from '../public/locales/en/search.json';
import trErrors from '../public/locales/tr/errors.json';
import trSearch from '../public/locales/tr/search.json';
import { acceptCookies } from './support/cookies';

const texts = { tr: { search: trSearch, errors: trErrors }, en: { search: enSearch, errors: enErrors } } as const;

/**
 * The next instant (from now) at this UTC time of day. The browser's clock is set there, a few hours ahead of
 * the server at most a day: the browser's "today" is then never before the server's, whose search refuses a past day.
 */
function nextUtc(hours: number, minutes: number): Date {
  const at = new Date();
  at.setUTCHours(hours, minutes, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

test.skip(({ isMobile }) => isMobile, 'the date field and its check are the same markup on the phone wizard; one viewport proves the clock');

const evenings = [
  { name: '22:30 UTC (already tomorrow in Istanbul)', at: () => nextUtc(22, 30), locale: 'tr' as const },
  { name: '00:30 UTC (the same day in Istanbul as in UTC)', at: () => nextUtc(0, 30), locale: 'en' as const },
];

for (const evening of evenings) {
  test(`${evening.locale}: at ${evening.name}, the search form's "today" is Istanbul's`, async ({ page }) => {
    const instant = evening.at();
    const today = istanbulDay(instant);
    const utcDate = instant.toISOString().slice(0, 10);
    const { search, errors } = texts[evening.locale];
    await page.clock.setFixedTime(instant);
    await page.goto(withLocalePrefix('/freight-search', evening.locale));
    await acceptCookies(page, evening.locale);

    const readyDate = page.getByLabel(search.form.readyDate);
    await readyDate.click();
    await expect(readyDate).toHaveAttribute('min', today);

    // The day before Istanbul's today is in the past, whatever the UTC date says.
    await readyDate.fill(addDays(today, -1));
    await page.getByRole('button', { name: search.form.submit }).click();
    await expect(page.getByText(errors.freight.readyDate.past)).toBeVisible();

    // Istanbul's today is accepted: at 22:30 UTC that is the UTC date's next day.
    expect(today).toBe(instant.getUTCHours() === 22 ? addDays(utcDate, 1) : utcDate);
    await readyDate.fill(today);
    await page.getByRole('button', { name: search.form.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: search.form.errorsSummary })).toBeVisible();
    await expect(page.getByText(errors.freight.readyDate.past)).toHaveCount(0);
  });
}
