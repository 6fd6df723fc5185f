import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newNonce, signNewsletterToken, verifyNewsletterToken } from '@/lib/server/newsletter/newsletter-token';

const secret = 'unit-test-secret';
const nonce = 'AbCdEfGhIjKlMnOpQrStUv';

describe('newsletter link tokens', () => {
  it('round-trips the subscription, nonce and purpose', () => {
    const token = signNewsletterToken({ subscriptionId: 42, nonce, purpose: 'unsubscribe' }, secret);
    expect(verifyNewsletterToken(token, 'unsubscribe', Date.now(), secret)).toEqual({ ok: true, claims: { subscriptionId: 42, nonce, purpose: 'unsubscribe' } });
  });

  it('refuses a token of the other purpose', () => {
    const token = signNewsletterToken({ subscriptionId: 42, nonce, purpose: 'unsubscribe' }, secret);
    expect(verifyNewsletterToken(token, 'confirm', Date.now(), secret)).toEqual({ ok: false, reason: 'purpose' });
  });

  it('refuses a token signed with another secret', () => {
    const token = signNewsletterToken({ subscriptionId: 42, nonce, purpose: 'confirm' }, 'another-secret');
    expect(verifyNewsletterToken(token, 'confirm', Date.now(), secret)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token whose payload was changed (another subscription id, same signature)', () => {
    const token = signNewsletterToken({ subscriptionId: 42, nonce, purpose: 'confirm' }, secret);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(`43.${nonce}.confirm`).toString('base64url')}.${signature}`;
    expect(verifyNewsletterToken(forged, 'confirm', Date.now(), secret)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token with a flipped signature character', () => {
    const token = signNewsletterToken({ subscriptionId: 7, nonce, purpose: 'confirm' }, secret);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(verifyNewsletterToken(tampered, 'confirm', Date.now(), secret).ok).toBe(false);
  });

  it('refuses an expired confirmation link and accepts it before its expiry', () => {
    const now = Date.UTC(2026, 10, 26, 9, 0, 0);
    const expiresAt = Math.floor(now / 1000) + 60;
    const token = signNewsletterToken({ subscriptionId: 1, nonce, purpose: 'confirm', expiresAt }, secret);
    expect(verifyNewsletterToken(token, 'confirm', now, secret)).toMatchObject({ ok: true, claims: { expiresAt } });
    expect(verifyNewsletterToken(token, 'confirm', now + 61_000, secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each(['', 'abc', 'a.b', `${'x'.repeat(10)}.${'y'.repeat(43)}`, 'not a token at all', '<script>.x'])('refuses malformed input %j', (input) => {
    expect(verifyNewsletterToken(input, 'confirm', Date.now(), secret).ok).toBe(false);
  });

  it('refuses a validly signed payload that is not id.nonce.purpose', () => {
    const payload = Buffer.from('zero.short.confirm').toString('base64url');
    const signature = createHmac('sha256', secret).update(`navlunport.newsletter.v1.${payload}`).digest('base64url');
    expect(verifyNewsletterToken(`${payload}.${signature}`, 'confirm', Date.now(), secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('makes a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const value of nonces) expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
