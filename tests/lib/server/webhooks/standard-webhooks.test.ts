import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from '@/lib/server/webhooks/standard-webhooks';

// The specification's own vector (libraries/python/tests/test_webhooks.py, test_sign_function).
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const at = new Date(TIMESTAMP * 1000);

describe('Standard Webhooks signatures', () => {
  it('signs the specification’s test vector as its libraries do', () => {
    expect(signWebhook(SECRET, ID, TIMESTAMP, BODY)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    // The secret without its prefix is the same key.
    expect(signWebhook(SECRET.slice(6), ID, TIMESTAMP, BODY)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies a valid signature among several, and either secret during a rotation', () => {
    const signature = signWebhook(SECRET, ID, TIMESTAMP, BODY);
    const headers = { id: ID, timestamp: String(TIMESTAMP), signature: `v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc= v2,abc ${signature}` };
    expect(verifyWebhook([SECRET], headers, BODY, at)).toEqual({ ok: true });
    expect(verifyWebhook([newWebhookSecret(), SECRET], headers, BODY, at)).toEqual({ ok: true });
  });

  it('refuses a changed body, id or timestamp, another secret, a stale or future timestamp, and missing headers', () => {
    const signature = signWebhook(SECRET, ID, TIMESTAMP, BODY);
    const headers = { id: ID, timestamp: String(TIMESTAMP), signature };
    expect(verifyWebhook([SECRET], headers, BODY.replace('2432', '2433'), at)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook([SECRET], { ...headers, id: 'msg_other' }, BODY, at)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook([newWebhookSecret()], headers, BODY, at)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook([SECRET], headers, BODY, new Date((TIMESTAMP + 301) * 1000))).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyWebhook([SECRET], headers, BODY, new Date((TIMESTAMP - 301) * 1000))).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyWebhook([SECRET], { ...headers, timestamp: '1614265330.5' }, BODY, at)).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyWebhook([SECRET], { id: ID, timestamp: String(TIMESTAMP) }, BODY, at)).toEqual({ ok: false, reason: 'missingHeaders' });
  });

  it('makes secrets of 32 random bytes with the whsec_ prefix', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
