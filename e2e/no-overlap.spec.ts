import { expect, test, type Page } from '@playwright/test';
import { CONTROLS } from '../components/chat/controls-under';
import { GREETING_DELAY_MS, GREETING_KEY } from '../components/chat/greeting';
import { accountRoutes, routePath, withLocalePrefix, type Locale } from '../lib/routes';
import { twoPalletsQuery } from './support/searches';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enSearch from '../public/locales/en/search.json';
import trSearch from '../public/locales/tr/search.json';
import { contrastRatio } from '../styles/contrast';
import { approvedRequest, bearer, createRequest } from './support/requests';
import { signInContext } from './support/session';

// [J2] Nothing covers what the visitor works on, on a desktop (1280 px) and a phone (390 px), the two projects: the
// chat's greeting (once a session, dismissible, never over a control) and, on a phone, the chat button; the cookie
// banner never hides the keyboard's focus and doesn't trap it; the focus ring shows on a contained primary button;
// the dashboard's chart keeps its labels whole and its list keeps the status chips beside the amounts.
test.describe.configure({ timeout: 90_000 });

const common = { tr: trCommon, en: enCommon } as const;
const search = { tr: trSearch, en: enSearch } as const;

const query = twoPalletsQuery();

/** The cookie choice made beforehand, where the banner is not under test (its buttons would be controls too). */
const cookiesChosen = (page: Page) => page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'necessary'));

/**
 * In the page: the shown controls whose visible part (clipped by scrolling and hidden-overflow ancestors) shares an
 * area with the element `selector` names; the chat's own parts left out. Null when that element isn't shown.
 */
function controlsUnder(page: Page, selector: string): Promise<string[] | null> {
  return page.evaluate(
    ([target, controls]) => {
      const element = document.querySelector(target);
      if (!element || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
      const box = element.getBoundingClientRect();
      const visiblePart = (control: Element) => {
        const rect = control.getBoundingClientRect();
        let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
        for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.position === 'fixed') break;
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        return { left, top, right, bottom };
      };
      return [...document.querySelectorAll(controls)]
        .filter((control) => !control.closest('[data-chat-widget], [data-chat-greeting]') && control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .filter((control) => {
          const part = visiblePart(control);
          return Math.min(part.right, box.right) - Math.max(part.left, box.left) > 0.5 && Math.min(part.bottom, box.bottom) - Math.max(part.top, box.top) > 0.5;
        })
        .map((control) => control.outerHTML.slice(0, 120));
    },
    [selector, CONTROLS] as const,
  );
}

/** Watches the page for a while (the greeting comes GREETING_DELAY_MS after the page has settled): whenever the greeting shows, nothing it covers. */
async function expectGreetingOverNothing(page: Page, where: string): Promise<void> {
  const deadline = Date.now() + GREETING_DELAY_MS + 6_000;
  while (Date.now() < deadline) {
    const under = await controlsUnder(page, '[data-chat-greeting]');
    expect(under ?? [], `${where}: the greeting covers`).toEqual([]);
    await page.waitForTimeout(200);
  }
}

for (const locale of ['tr', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: the chat's greeting never covers a control: the home page, the search form (the phone's wizard) and the offers`, async ({ page }) => {
    await cookiesChosen(page);
    await page.goto(withLocalePrefix('/', locale));
    await expectGreetingOverNothing(page, 'home');

    // A new browser session for each page: the greeting would not come again in this one.
    await page.evaluate((key) => window.sessionStorage.removeItem(key), GREETING_KEY);
    await page.goto(withLocalePrefix(routePath('freightSearch', locale), locale));
    await expect(page.getByRole('button', { name: search[locale].form.submit }).or(page.getByRole('button', { name: search[locale].form.next })).first()).toBeVisible();
    await expectGreetingOverNothing(page, 'search form');

    await page.evaluate((key) => window.sessionStorage.removeItem(key), GREETING_KEY);
    await page.goto(withLocalePrefix(routePath('freightSearch', locale, '', { q: query }), locale));
    await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 20_000 });
    await expectGreetingOverNothing(page, 'offers');
  });

  test(`${locale}: the greeting stands on the chat button, once a browser session, and its close button (named in the language) dismisses it`, async ({ page, browser }) => {
    // The page's own parts out of sight, so there is room for the greeting (where a control would be under it, it
    // stays away: the test above); the chat widget stays.
    const emptyPage = (target: Page) =>
      target.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '.site-frame > :not(:has([data-chat-widget])) { visibility: hidden !important; }';
          document.head.append(style);
        });
      });
    await cookiesChosen(page);
    await emptyPage(page);
    await page.goto(withLocalePrefix('/', locale));
    const greeting = page.getByTestId('chat-greeting');
    await expect(greeting).toBeVisible({ timeout: 15_000 });
    await expect(greeting.getByRole('button', { name: common[locale].chat.bubble })).toBeVisible();
    const [bubble, button] = [(await greeting.boundingBox())!, (await page.getByTestId('chat-button').boundingBox())!];
    expect(bubble.y + bubble.height).toBeLessThanOrEqual(button.y);
    expect(Math.abs(bubble.x + bubble.width - (button.x + button.width))).toBeLessThan(1);

    await greeting.getByRole('button', { name: common[locale].chat.greetingClose }).click();
    await expect(greeting).toHaveCount(0);
    // Once a browser session: not on the next page load.
    await page.reload();
    await page.waitForTimeout(GREETING_DELAY_MS + 3_000);
    await expect(greeting).toHaveCount(0);

    // A new session greets again, and scrolling takes the greeting away.
    const context = await browser.newContext({ viewport: page.viewportSize(), baseURL: new URL(page.url()).origin });
    const other = await context.newPage();
    await cookiesChosen(other);
    await emptyPage(other);
    await other.goto(withLocalePrefix('/', locale));
    await expect(other.getByTestId('chat-greeting')).toBeVisible({ timeout: 15_000 });
    await other.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    await expect(other.getByTestId('chat-greeting')).toHaveCount(0);
    await context.close();
  });
}

test('on a phone, the chat button docks at the edge wherever at its full size it would cover a control (the wizard’s Next)', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the button docks on narrow screens only');
  await cookiesChosen(page);
  await page.goto(routePath('freightSearch', 'tr'));
  const next = page.getByRole('button', { name: trSearch.form.next });
  await expect(next).toBeVisible();
  // The Next button just above the bottom edge: where the full-size button would sit.
  const viewport = page.viewportSize()!;
  const box = (await next.boundingBox())!;
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), box.y + box.height - (viewport.height - 40));
  await expect.poll(() => controlsUnder(page, '[data-chat-launcher]')).toEqual([]);
  const launcher = (await page.getByTestId('chat-button').boundingBox())!;
  const nextNow = (await next.boundingBox())!;
  if (nextNow.y + nextNow.height > viewport.height - 116) expect(launcher.width).toBeLessThan(40);
  // Docked, it still opens the chat.
  await page.getByTestId('chat-button').click();
  await expect(page.getByRole('dialog', { name: /asistan/i })).toBeVisible();
  // Everywhere on the offers too.
  await page.goto(routePath('freightSearch', 'tr', '', { q: query }));
  await expect(page.getByTestId('offer').first()).toBeVisible({ timeout: 20_000 });
  for (const offset of [0, 300, 600]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), offset);
    await expect.poll(() => controlsUnder(page, '[data-chat-launcher]'), { message: `scrolled to ${offset}` }).toEqual([]);
  }
});

/** The overlap of the focused element with the cookie banner, as text (null: none, or the focus is in the banner). */
function focusUnderBanner(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const banner = document.querySelector('[data-cookie-banner]');
    if (!focused || focused === document.body || !banner || banner.contains(focused)) return null;
    const [a, b] = [focused.getBoundingClientRect(), banner.getBoundingClientRect()];
    if (a.width === 0 || a.height === 0) return null;
    const overlapping = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    return overlapping ? `${focused.outerHTML.slice(0, 120)} at ${Math.round(a.top)}–${Math.round(a.bottom)}, banner from ${Math.round(b.top)}` : null;
  });
}
const focusInBanner = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[data-cookie-banner]')));

/** Tab (or Shift+Tab), then wait for the focus to settle: an island that comes alive on it hands it to its live element. */
async function tab(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

for (const locale of ['tr', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: tabbing through the search form with the cookie banner shown never leaves the focus under it; the banner is reached and left`, async ({ page }) => {
    await page.goto(withLocalePrefix(routePath('freightSearch', locale), locale));
    const banner = page.getByRole('dialog', { name: common[locale].cookie.label });
    await expect(banner).toBeVisible();
    // The page keeps the banner's room once it has hydrated.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--cookie-banner-space'))).toMatch(/^\d+px$/);

    let presses = 0;
    while (!(await focusInBanner(page))) {
      expect(++presses, 'the banner is reached by the keyboard').toBeLessThan(200);
      await tab(page);
      await expect.poll(() => focusUnderBanner(page), { timeout: 3_000 }).toBeNull();
    }
    expect(presses, 'the form’s fields were on the way').toBeGreaterThan(5);

    // Through the banner's link and two buttons, and out again: it keeps no one in.
    let inside = 1;
    while (await focusInBanner(page)) {
      expect(++inside, 'the banner lets the focus go').toBeLessThan(6);
      await tab(page);
    }
    await tab(page, 'Shift+Tab');
    expect(await focusInBanner(page)).toBe(true);
    await expect(page.locator(':focus')).toHaveAccessibleName(common[locale].cookie.accept);
  });
}

/** The focus ring's colours as computed: the outline, and the band between it and the control (the box shadow). */
async function focusRingOf(page: Page) {
  return page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement;
    // The colours once the focus's transitions (MUI's box-shadow and background fades) have ended, not halfway.
    await Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(focused);
    const backgroundOf = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineOffset: parseFloat(style.outlineOffset),
      outline: style.outlineColor,
      band: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '',
      fill: backgroundOf(focused),
      around: backgroundOf(focused.parentElement),
    };
  });
}

test('a contained primary button, and a link on the dark footer, show a focus ring that stands out 3:1 against the button and around it', async ({ page }) => {
  await page.goto('/');
  const accept = page.getByRole('button', { name: trCommon.cookie.accept });
  await expect(accept).toBeVisible();
  // Reached with the keyboard: from the button before it.
  await page.getByRole('button', { name: trCommon.cookie.necessaryOnly }).focus();
  await tab(page);
  await expect(accept).toBeFocused();
  // Read once the focus is on the banner's live button (the banner comes alive on the focus and hands it over).
  await expect.poll(async () => (await focusRingOf(page)).outlineStyle).toBe('solid');
  const ring = await focusRingOf(page);
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(ring.outlineOffset).toBeGreaterThan(0);
  expect(ring.fill).toBe('rgb(19, 89, 139)'); // the primary blue
  // The white band against the dark button, the ink outline against the page around it; and the two against each other (WCAG C40).
  expect(contrastRatio(ring.band, ring.fill)).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(ring.outline, ring.around)).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(ring.outline, ring.band)).toBeGreaterThanOrEqual(9);

  // A link on the navy footer (no fill of its own): the white band stands out there.
  const footerLink = page.locator('footer a[href]').first();
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.focus();
  await tab(page, 'Shift+Tab');
  await tab(page);
  await expect(footerLink).toBeFocused();
  // Read once the ring is drawn: on a phone the focus can still be settling on the footer as it scrolls into view.
  await expect.poll(async () => (await focusRingOf(page)).outlineStyle).toBe('solid');
  const link = await focusRingOf(page);
  expect(link.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(Math.max(contrastRatio(link.outline, link.around), contrastRatio(link.band, link.around))).toBeGreaterThanOrEqual(3);
});

test('the dashboard’s chart keeps its axis labels whole, and the requests’ status chips stand beside the amounts', async ({ page, context, baseURL }) => {
  // A request and a booking of the demo customer, so the list and the chart have something to show.
  await createRequest(page);
  const requestId = await approvedRequest(page, `No overlap ${Date.now() % 100_000}`);
  expect((await page.request.post('/api/Reservation/Create', { data: { requestId }, headers: await bearer('Customer') })).status()).toBe(201);
  await signInContext(context, baseURL!, 'Customer');
  await cookiesChosen(page);

  for (const locale of ['tr', 'en'] as const) {
    await page.goto(withLocalePrefix(accountRoutes.dashboard[locale], locale));
    const labels = page.locator('.MuiChartsAxis-tickLabel');
    await expect(labels.first()).toBeVisible({ timeout: 20_000 });
    const texts = await labels.allTextContents();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text, `${locale}: a tick label`).not.toMatch(/…|\.\.\./);
    // Every label inside the chart's own box (none drawn past its edge).
    const svg = (await page.locator('.MuiChartsSurface-root').first().boundingBox())!;
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      if (!box) continue;
      expect(box.x, `${locale}: ${await label.textContent()}`).toBeGreaterThanOrEqual(svg.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
    }

    const rows = page.getByTestId('recent-request');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      const chip = (await row.getByTestId('request-status').boundingBox())!;
      const text = (await row.locator('.MuiListItemText-root').boundingBox())!;
      const shared = Math.min(chip.x + chip.width, text.x + text.width) - Math.max(chip.x, text.x);
      expect(shared, `${locale}: the chip beside "${await row.innerText()}"`).toBeLessThanOrEqual(0.5);
    }
  }
});
