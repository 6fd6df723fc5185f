import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNewsletterToken } from '@/lib/server/newsletter/newsletter-token';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { startTestApi, type TestApi } from './harness';
import { mailsTo } from './outbox';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const subscribe = (email: string, language = 'tr', extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/Newsletter/Subscribe', { body: { email, consent: true, language, ...extra }, headers: { 'Accept-Language': language } });
const confirm = (token: string, language = 'tr') => api.call('POST', '/api/Newsletter/Confirm', { body: { token }, headers: { 'Accept-Language': language } });
const unsubscribe = (token: string, language = 'tr') => api.call('POST', '/api/Newsletter/Unsubscribe', { body: { token }, headers: { 'Accept-Language': language } });

/** The token of the last link of a purpose mailed to an address. */
function lastToken(address: string, purpose: 'confirm' | 'unsubscribe'): string {
  const mails = mailsTo(address);
  const matches = [...(mails.at(-1) ?? '').matchAll(new RegExp(`[?&]${purpose}=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`, 'g'))];
  expect(matches.length, `a ${purpose} link mailed to ${address}`).toBeGreaterThan(0);
  return matches[0]![1]!;
}
const row = async (email: string) =>
  (await api.sql<{ id: number; status: string; consent_at: Date; consent_ip: string | null; confirmed_at: Date | null; unsubscribed_at: Date | null; token_nonce: string; locale: string }>(
    `select * from newsletter_subscriptions where lower(email) = '${email.toLowerCase()}'`,
  ))[0];

describe('newsletter double opt-in', () => {
  it('subscribe → confirm → unsubscribe → resubscribe, each link working once', async () => {
    const email = 'zeynep@ornek.test';
    const subscribed = await subscribe('Zeynep@Ornek.test');
    expect(subscribed.status).toBe(200);
    expect(subscribed.json.data).toEqual({ accepted: true });
    const pending = await row(email);
    expect(pending).toMatchObject({ status: 'pending', locale: 'tr', confirmed_at: null, consent_ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(Date.now() - new Date(pending!.consent_at).getTime()).toBeLessThan(60_000);

    // The confirmation mail: in Turkish, a confirm link and an unsubscribe link, on the Turkish page.
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]).toContain('Aboneliğimi onayla');
    expect(mailsTo(email)[0]).toMatch(/\/bulten\?confirm=/);
    expect(mailsTo(email)[0]).toMatch(/\/bulten\?unsubscribe=/);
    expect(mailsTo(email)[0]).toMatch(/^List-Unsubscribe:\s*<http[^>]*\?unsubscribe=/m);
    const confirmToken = lastToken(email, 'confirm');

    // A confirm token is not an unsubscribe token.
    expect((await unsubscribe(confirmToken)).status).toBe(404);

    const confirmed = await confirm(confirmToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toEqual({ status: 'confirmed', already: false, email: 'z***@o***.test' });
    expect(await row(email)).toMatchObject({ status: 'confirmed', confirmed_at: expect.anything() });
    const audit = await api.sql(`select action from audit_log where entity = 'newsletterSubscription' and entity_id = '${pending!.id}' order by id`);
    expect(audit).toEqual([{ action: 'newsletter.subscribe' }, { action: 'newsletter.confirm' }]);

    // The welcome mail carries an unsubscribe link too.
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1]).toContain('Aboneliğiniz onaylandı');
    const unsubscribeToken = lastToken(email, 'unsubscribe');

    // The confirmation link is spent.
    const reused = await confirm(confirmToken, 'en');
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ code: 'newsletter.token.used', message: 'This confirmation link has already been used.' });

    const out = await unsubscribe(unsubscribeToken);
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ status: 'unsubscribed', already: false, email: 'z***@o***.test' });
    expect(await row(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.anything() });
    // Idempotent: the same link again answers the same, flagged as already done.
    const again = await unsubscribe(unsubscribeToken);
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ status: 'unsubscribed', already: true });

    // Subscribing again works: pending, a new link; the old links are superseded.
    expect((await subscribe(email, 'en')).status).toBe(200);
    const resubscribed = await row(email);
    expect(resubscribed).toMatchObject({ id: pending!.id, status: 'pending', locale: 'en', confirmed_at: null });
    expect(resubscribed!.token_nonce).not.toBe(pending!.token_nonce);
    expect(mailsTo(email)).toHaveLength(3);
    expect(mailsTo(email)[2]).toContain('Confirm my subscription');
    expect(mailsTo(email)[2]).toMatch(/\/en\/newsletter\?confirm=/);
    const superseded = await unsubscribe(unsubscribeToken, 'en');
    expect(superseded.status).toBe(404);
    expect(superseded.json).toMatchObject({ code: 'newsletter.token.invalid' });
    expect((await confirm(confirmToken)).status).toBe(404);
    expect((await confirm(lastToken(email, 'confirm'))).status).toBe(200);
    expect((await row(email))!.status).toBe('confirmed');
  });

  it('refuses a superseded confirmation link after a second subscribe while pending', async () => {
    const email = 'pending-twice@ornek.test';
    await subscribe(email);
    const first = lastToken(email, 'confirm');
    await subscribe(email);
    const second = lastToken(email, 'confirm');
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
  });

  it('answers an already confirmed address the same, and tells only the address by email', async () => {
    const email = 'already@ornek.test';
    await subscribe(email, 'en');
    await confirm(lastToken(email, 'confirm'));
    const nonce = (await row(email))!.token_nonce;
    const fresh = await subscribe('never-seen@ornek.test', 'en');
    const repeat = await subscribe(email, 'en');
    expect(repeat.status).toBe(fresh.status);
    expect(repeat.json.data).toEqual(fresh.json.data);
    expect(await row(email)).toMatchObject({ status: 'confirmed', token_nonce: nonce });
    const last = mailsTo(email).at(-1)!;
    expect(last).toContain('Your subscription is already active');
    expect(last).not.toMatch(/\?confirm=/);
    expect(last).toMatch(/\?unsubscribe=/);
  });

  it('refuses tampered, forged, wrong-purpose and unknown tokens with a localized 404', async () => {
    const email = 'tamper@ornek.test';
    await subscribe(email);
    const token = lastToken(email, 'confirm');
    const [payload, signature] = token.split('.') as [string, string];
    const id = (await row(email))!.id;
    const otherNonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    const candidates = [
      // The first character carries six whole bits of the MAC (the last one also carries unused padding bits).
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${Buffer.from(`${id + 1}.x.confirm`).toString('base64url')}.${signature}`,
      signNewsletterToken({ subscriptionId: id, nonce: otherNonce, purpose: 'confirm' }),
      signNewsletterToken({ subscriptionId: id, nonce: (await row(email))!.token_nonce, purpose: 'confirm' }, 'someone-elses-secret'),
      signNewsletterToken({ subscriptionId: 999_999, nonce: otherNonce, purpose: 'confirm' }),
      'garbage',
    ];
    for (const candidate of candidates) {
      const response = await confirm(candidate, 'tr');
      expect(response.status, candidate).toBe(404);
      expect(response.json).toMatchObject({ isSuccess: false, code: 'newsletter.token.invalid', message: expect.stringContaining('geçersiz') });
      expect(response.text).not.toMatch(/at \w+ \(|stack/i);
    }
    expect((await row(email))!.status).toBe('pending');
  });

  it('refuses an expired confirmation link', async () => {
    const email = 'expired@ornek.test';
    await subscribe(email);
    const { id, token_nonce } = (await row(email))!;
    const expired = signNewsletterToken({ subscriptionId: id, nonce: token_nonce, purpose: 'confirm', expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const response = await confirm(expired, 'en');
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('newsletter.token.expired');
    expect((await row(email))!.status).toBe('pending');
  });

  it.each([
    ['an invalid email', { email: 'kim@' }, 'email', 'validation.email'],
    ['a missing consent', { email: 'noconsent@ornek.test', consent: false }, 'consent', 'validation.consent'],
  ])('refuses %s with a field error and stores nothing', async (_label, body, field, code) => {
    const before = await api.sql('select id from newsletter_subscriptions');
    const response = await api.call('POST', '/api/Newsletter/Subscribe', { body: { consent: true, ...body }, headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(400);
    expect(response.json.errors?.find((error) => error.field === field)).toMatchObject({ code });
    expect(await api.sql('select id from newsletter_subscriptions')).toEqual(before);
  });

  it('answers a filled honeypot as accepted, storing and sending nothing', async () => {
    const response = await subscribe('bot@spam.test', 'tr', { website: 'x' });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ accepted: true });
    expect(await row('bot@spam.test')).toBeUndefined();
    expect(mailsTo('bot@spam.test')).toEqual([]);
  });

  it('refuses the 6th subscription from one address within 10 minutes', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetRateLimits();
    try {
      for (let call = 0; call < 5; call++) expect((await subscribe(`limit${call}@ornek.test`)).status).toBe(200);
      const refused = await subscribe('limit5@ornek.test');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(540);
      expect(await row('limit5@ornek.test')).toBeUndefined();
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      resetRateLimits();
    }
  });
});
