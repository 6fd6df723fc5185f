import { afterEach, describe, expect, it } from 'vitest';
import { paymentGateway } from '@/lib/server/payments/gateway';
import { SANDBOX_TEST_CARDS } from '@/lib/server/payments/sandbox-gateway';

const charge = (number: string) =>
  paymentGateway().charge({ amount: 155_000, currency: 'USD', card: { number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Test' }, brand: 'visa', idempotencyKey: '1:key-1', description: 'BK-2026-000001' });

afterEach(() => {
  delete process.env.PAYMENT_PROVIDER;
});

describe('the payment gateway configuration', () => {
  it('defaults to the sandbox in test mode, and refuses an unknown provider', () => {
    expect(paymentGateway().name).toBe('sandbox');
    expect(paymentGateway().testMode).toBe(true);
    process.env.PAYMENT_PROVIDER = 'acme-pay';
    expect(() => paymentGateway()).toThrow(/PAYMENT_PROVIDER "acme-pay"/);
  });

  it('answers the documented test cards, the same reference for the same key', async () => {
    expect(await charge(SANDBOX_TEST_CARDS.success)).toMatchObject({ status: 'succeeded' });
    expect(await charge(SANDBOX_TEST_CARDS.declined)).toMatchObject({ status: 'failed', failureCode: 'declined' });
    expect(await charge(SANDBOX_TEST_CARDS.insufficientFunds)).toMatchObject({ status: 'failed', failureCode: 'insufficientFunds' });
    const challenge = await charge(SANDBOX_TEST_CARDS.threeDSecure);
    expect(challenge.status).toBe('requiresAction');
    expect(await paymentGateway().completeChallenge(challenge.providerReference!, false)).toMatchObject({ status: 'failed', failureCode: 'challengeRejected' });
    expect((await charge('5555555555554444')).providerReference).toBe((await charge(SANDBOX_TEST_CARDS.success)).providerReference);
  });

  it('refunds a succeeded charge once: asked again, it answers the first refund', async () => {
    const charged = await charge(SANDBOX_TEST_CARDS.success);
    const refund = (idempotencyKey: string) => paymentGateway().refund({ providerReference: charged.providerReference!, amount: 155_000, currency: 'USD', idempotencyKey });
    const first = await refund('refund:1:1');
    expect(first).toMatchObject({ status: 'refunded' });
    expect(await refund('refund:1:1')).toEqual(first);
    // Even under another key, the same charge is never given back twice.
    expect(await refund('refund:1:other')).toEqual(first);
    expect(await paymentGateway().refund({ providerReference: 'not-ours', amount: 1, currency: 'USD', idempotencyKey: 'x' })).toEqual({ status: 'failed', failureCode: 'notRefundable' });
  });
});
