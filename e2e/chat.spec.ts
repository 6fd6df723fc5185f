import { expect, test, type Page } from '@playwright/test';
import { signInContext } from './support/session';

/**
 * [M6] The chat widget against the real server: its geometry, where it shows, that Web Chat
 * loads only on the first open, the assistant's answers through Web Chat and the Direct Line subset,
 * Enter versus Shift+Enter, and the localized error with retry when the token service fails.
 */
test.beforeEach(async ({ page }) => {
  // The cookie box is answered: on phones it would sit over the chat button.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'necessary'));
});

const panelOf = (page: Page) => page.getByRole('dialog', { name: /asistan|assistant/i });

async function openChat(page: Page) {
  // The page settled first: on a phone the button docks at the edge, after a moment, when it would cover a control.
  await page.waitForLoadState('networkidle');
  await page.getByTestId('chat-button').click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  return panel;
}

async function send(page: Page, text: string) {
  const box = panelOf(page).locator('textarea');
  await box.fill(text);
  await box.press('Enter');
}

test('sizes: 100 px button, 500×500 panel at 1280 px, 70vw × 450 under 700 px; opening hides the button, Escape brings it back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const button = page.getByTestId('chat-button');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('Sanal asistanla sohbeti aç');
  // The greeting beside it shows once a session and only where it covers no control: e2e/no-overlap.spec.ts.
  const buttonBox = (await button.boundingBox())!;
  expect(buttonBox.width).toBe(100);
  expect(buttonBox.height).toBe(100);
  expect(1280 - (buttonBox.x + buttonBox.width)).toBeLessThan(40);
  expect(800 - (buttonBox.y + buttonBox.height)).toBeLessThan(40);
  expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');

  const panel = await openChat(page);
  await expect(button).toHaveCount(0);
  const wide = (await panel.boundingBox())!;
  expect([wide.width, wide.height]).toEqual([500, 500]);
  await expect(panel).toBeFocused();

  await page.setViewportSize({ width: 600, height: 800 });
  const narrow = (await panel.boundingBox())!;
  expect(Math.round(narrow.width)).toBe(420);
  expect(narrow.height).toBe(450);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('chat-button')).toBeFocused();
});

test('Web Chat is not in the first load; the first open loads it and greets in Turkish; Enter sends, Shift+Enter does not; reopening resumes', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /webchat|directline|\/api\/chat\//i.test(url))).toEqual([]);
  const scripts = requested.filter((url) => url.endsWith('.js'));
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes('renderWebChat'), url).toBe(false);
  }

  const panel = await openChat(page);
  await expect(panel.getByText(/^Merhaba! Ben NavlunPort/).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
  expect(requested.some((url) => url.endsWith('/webchat.js'))).toBe(true);
  // The upload button is hidden.
  await expect(panel.getByRole('button', { name: /upload|yükle|dosya/i })).toHaveCount(0);

  const box = panel.locator('textarea');
  await box.fill('birinci satır');
  await box.press('Shift+Enter');
  await box.pressSequentially('ikinci satır');
  await expect(box).toHaveValue('birinci satır\nikinci satır');
  await page.waitForTimeout(1500);
  // Nothing was sent: no message of the user in the transcript yet (Web Chat mirrors the send box's text in a hidden sizer).
  await expect(panel.locator('.webchat__bubble--from-user')).toHaveCount(0);

  await box.fill('Gümrük işlemleri ne kadar sürer?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const answerLink = panel.locator('a[href*="/sikca-sorulan-sorular#"]').filter({ visible: true }).first();
  await expect(answerLink).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/iş günü/).filter({ visible: true }).first()).toBeVisible();

  await page.getByTestId('chat-close').click();
  await expect(panel).toBeHidden();
  await page.getByTestId('chat-button').click();
  await expect(panel.getByText('Gümrük işlemleri ne kadar sürer?').filter({ visible: true }).first()).toBeVisible();
  expect(requested.filter((url) => url.includes('/api/chat/token'))).toHaveLength(1);
});

test('a seeded container number gets its status and a tracking link', async ({ page }) => {
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByText(/^Merhaba/).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
  await send(page, 'CSQU3054383 nerede?');
  await expect(panel.getByText(/numaralı gönderinin son durumu/).filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('a[href*="/yuk-takip?number=CSQU3054383"]').filter({ visible: true }).first()).toBeVisible();
});

test('on an English page the assistant greets in English and answers a quote request with a search link', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('chat-button')).toHaveAccessibleName('Open the chat with the virtual assistant');
  const panel = await openChat(page);
  await expect(panel.getByText(/^Hello! I am NavlunPort/).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
  await send(page, '3 pallets from Istanbul to Hamburg');
  const link = panel.locator('a[href*="/en/freight-search?q="]').filter({ visible: true }).first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  const q = JSON.parse(new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('q')!) as { origin: string; destination: string };
  // İstanbul by sea is its port with offers (Ambarlı), never the city code TRIST.
  expect([q.origin, q.destination]).toEqual(['TRAMR', 'DEHAM']);
});

test('a failing token service shows the localized error with a retry that works', async ({ page }) => {
  let fail = true;
  await page.route('**/api/chat/token**', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue()));
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByTestId('chat-error')).toHaveText('Sohbet başlatılamadı. Bağlantınızı kontrol edip yeniden deneyin.', { timeout: 20_000 });
  fail = false;
  await panel.getByTestId('chat-retry').click();
  await expect(panel.getByText(/^Merhaba/).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
});

test('absent on admin paths, where operators read the transcripts', async ({ page, context, baseURL }) => {
  await signInContext(context, baseURL!, 'Operator');
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByText(/^Merhaba/).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });
  const question = `Transkript sorusu ${Date.now()}`;
  await send(page, question);
  await expect(panel.getByText(/iletişim formu|Devamı/).last()).toBeVisible({ timeout: 15_000 });

  await page.goto('/admin/chat-transcripts');
  await expect(page.getByTestId('transcripts-table')).toBeVisible();
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  await expect(page.getByTestId('chat-widget')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(question) });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByTestId('transcript-lines')).toContainText(question);
  await page.goto('/en/admin');
  await expect(page.getByTestId('chat-widget')).toHaveCount(0);
});
