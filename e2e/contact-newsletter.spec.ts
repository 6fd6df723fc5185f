import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routePath, withLocalePrefix, type Locale } from '../lib/routes';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enContact from '../public/locales/en/contact.json';
import trContact from '../public/locales/tr/contact.json';
import { mailsTo } from './support/outbox';
import { acceptCookies } from './support/cookies';
import { holdScripts } from './support/hold-scripts';
import { settled } from './support/settled';
import { GREETING_KEY } from '../components/chat/greeting';

const common = { tr: trCommon, en: enCommon };
const contact = { tr: trContact, en: enContact };
const pathOf = (key: 'contactForm' | 'newsletter' | 'home' | 'trackYourFreight', locale: Locale) => withLocalePrefix(routePath(key, locale), locale);


async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The path and query of the last link of a kind mailed to an address. */
async function mailedLink(address: string, kind: 'confirm' | 'unsubscribe', count: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThanOrEqual(count);
  const mail = mailsTo(address)[count - 1]!;
  const link = new RegExp(`https?://[^\\s"<>]+\\?${kind}=[A-Za-z0-9_.-]+`).exec(mail)?.[0];
  expect(link, `a ${kind} link mailed to ${address}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}


test("a short page's footer on the screen loads none of its code until the visitor turns to it", async ({ page, isMobile }) => {
  test.skip(isMobile, 'requests checked once, on the desktop project');
  const chunks: string[] = [];
  page.on('request', (request) => void (request.url().includes('/_next/static/chunks/') && chunks.push(request.url())));
  // The chat's greeting, whose code comes GREETING_DELAY_MS after the page settles (later than 'settled' on a busy
  // machine), was given earlier in this browser session: only the footer's own code is counted.
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), GREETING_KEY);
  await page.goto(pathOf('trackYourFreight', 'tr'));
  await acceptCookies(page, 'tr');
  // The pointer rests on the sticky header (the accept button's place would be on the footer once scrolled: a pointer over it is intent).
  await page.mouse.move(700, 5);
  await settled(page);
  const loaded = chunks.length;
  const box = page.getByTestId('footer-newsletter');
  await box.scrollIntoViewIfNeeded();
  await settled(page);
  expect(chunks.slice(loaded), 'code loaded once the footer was on the screen').toEqual([]);
  await expect(box.getByTestId('newsletter-footer-email')).toBeVisible();
  await box.getByTestId('newsletter-footer-email').hover();
  await expect.poll(() => chunks.length).toBeGreaterThan(loaded);
});

test("the footer's subscribe button pressed before the page's code has come is kept: no reload with the address in the URL", async ({ page, isMobile }) => {
  test.skip(isMobile, 'the head script, checked once on the desktop project');
  const path = pathOf('contactForm', 'en');
  const scripts = await holdScripts(page, path, 'all');
  // The page as served: the held scripts keep its load event from ever firing.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The banner's choice is the head script's own (lib/cookie-choice-script.js): it needs none of the held code.
  await acceptCookies(page, 'en');
  const box = page.getByTestId('footer-newsletter');
  await box.scrollIntoViewIfNeeded();
  await box.getByTestId('newsletter-footer-email').fill('early-press@example.com');
  // The browser's own submission would be a GET of this page with the email in its address (no action, no method).
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations.push(frame.url())));
  await box.getByTestId('newsletter-footer-submit').click();
  expect(scripts.held()).toBeGreaterThan(0);
  await scripts.release();
  // The page's code came and took the press: the form checked itself, with what was typed, on the same page.
  await expect(box.getByText(common.en.newsletterBox.validation.consent)).toBeVisible();
  await expect(box.getByTestId('newsletter-footer-email')).toHaveValue('early-press@example.com');
  // (The router's own replaceState of the same address after hydration is a navigation too: none carries a query.)
  expect(navigations.filter((url) => new URL(url).search !== '')).toEqual([]);
});

for (const locale of ['tr', 'en'] as const) {
  const texts = contact[locale];

  test(`${locale}: the contact form shows field errors, then sends and says what happens next`, async ({ page }, testInfo) => {
    const email = `e2e-contact-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Contact/Send')) sends.push(request.url());
    });
    await page.goto(pathOf('contactForm', locale));
    await acceptCookies(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Wrong first: a bad address, a bad phone, no subject, no consent.
    await page.getByTestId('contact-name').fill('Ayşe <b>Yılmaz</b>');
    await page.getByTestId('contact-email').fill('ayse@');
    await page.getByTestId('contact-phone').fill('123');
    await page.getByTestId('contact-message').fill('Mersin → New York <script>alert(1)</script>');
    await expect(page.getByTestId('contact-counter')).toHaveText(texts.form.counter.replace('{{count}}', '43').replace('{{max}}', '5000'));
    await page.getByTestId('contact-submit').click();
    const form = page.getByTestId('contact-form');
    await expect(form.getByText(texts.validation.email)).toBeVisible();
    await expect(form.getByText(texts.validation.phone)).toBeVisible();
    await expect(form.getByText(texts.validation.consent)).toBeVisible();
    await expect(form.getByText(texts.validation.notAllowed)).toBeVisible();
    await expect(page.getByTestId('contact-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('inputmode', 'tel');
    expect(sends).toEqual([]);
    await expectNoAxeViolations(page);

    // Then right.
    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-phone').fill(locale === 'tr' ? '0532 123 45 67' : '+44 20 7946 0958');
    await page.getByTestId('contact-subject').selectOption('quote');
    await page.getByTestId('contact-consent').check();
    await expect(form.getByText(texts.validation.email)).toHaveCount(0);
    await page.getByTestId('contact-submit').click();
    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading', { name: texts.sent.title })).toBeVisible();
    await expect(sent).toContainText(texts.sent.nextTitle);
    await expect(sent).toContainText(email);
    expect(sends).toHaveLength(1);
    // The acknowledgement went to the sender in the page's language and states receipt only: nothing typed in the
    // form (the markup included) is relayed to the address.
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const acknowledgement = mailsTo(email)[0]!;
    expect(acknowledgement).toContain(locale === 'tr' ? 'gönderdiğiniz mesaj bize ulaştı' : 'Your message from our contact form has reached us.');
    expect(acknowledgement).not.toContain('alert(1)');
  });

  test(`${locale}: newsletter from the footer box → confirmation link → confirmed → unsubscribe link → unsubscribed`, async ({ page }, testInfo) => {
    const email = `e2e-news-${locale}-${testInfo.project.name}-${Date.now() % 1_000_000}@example.com`;
    await page.goto(pathOf('contactForm', locale));
    await acceptCookies(page, locale);
    const box = page.getByTestId('footer-newsletter');
    await box.scrollIntoViewIfNeeded();
    await box.getByTestId('newsletter-footer-email').fill(email);
    await box.getByTestId('newsletter-footer-submit').click();
    await expect(box.getByText(common[locale].newsletterBox.validation.consent)).toBeVisible();
    await box.getByTestId('newsletter-footer-consent').check();
    await box.getByTestId('newsletter-footer-submit').click();
    await expect(box.getByTestId('newsletter-footer-sent')).toContainText(email);

    const confirmLink = await mailedLink(email, 'confirm', 1);
    expect(confirmLink.startsWith(`${pathOf('newsletter', locale)}?confirm=`)).toBe(true);
    await page.goto(confirmLink);
    const confirmed = page.getByTestId('newsletter-confirmed');
    await expect(confirmed.getByRole('heading', { name: texts.newsletter.confirmedTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathOf('newsletter', locale).replace(/\//g, '\\/')}$`));
    await expectNoAxeViolations(page);

    // The welcome email carries the unsubscribe link.
    const unsubscribeLink = await mailedLink(email, 'unsubscribe', 2);
    await page.goto(unsubscribeLink);
    await expect(page.getByTestId('newsletter-unsubscribed').getByRole('heading', { name: texts.newsletter.unsubscribedTitle })).toBeVisible();

    // The confirmation link, once used, gives a clear page, not an error screen.
    await page.goto(confirmLink);
    await expect(page.getByTestId('newsletter-refused').getByRole('heading', { name: texts.newsletter.invalidTitle })).toBeVisible();
    await expect(page.getByTestId('newsletter-page-form')).toBeVisible();
  });
}
