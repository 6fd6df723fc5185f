import { afterEach, describe, expect, it } from 'vitest';
import { notificationMail, formatAmount } from '@/lib/server/notifications/templates';
import { paymentGateway } from '@/lib/server/payments/gateway';
import { SANDBOX_TEST_CARDS } from '@/lib/server/payments/sandbox-gateway';
import { paymentBankAccount } from '@/lib/server/payments/bank-account';

const charge = (number: string) =>
  paymentGateway().charge({ amount: 155_000, currency: 'USD', card: { number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Test' }, brand: 'visa', idempotencyKey: '1:key-1', description: 'BK-2026-000001' });

afterEach(() => {
  delete process.env.PAYMENT_PROVIDER;
  delete process.env.PAYMENT_IBAN;
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

  it('refuses an IBAN that fails its check', () => {
    expect(paymentBankAccount().iban).toBe('TR33 0006 1005 1978 6457 8413 26');
    process.env.PAYMENT_IBAN = 'TR34 0006 1005 1978 6457 8413 26';
    expect(() => paymentBankAccount()).toThrow(/not a valid IBAN/);
  });
});

describe('notification emails', () => {
  it('writes each kind in the reader’s language with the amount in its number format', () => {
    const tr = notificationMail('paymentReceived', 'tr', { reference: 'BK-2026-000001', amount: formatAmount(155_000, 'USD', 'tr') }, 'https://navlunport.test/x');
    expect(tr.subject).toBe('BK-2026-000001 ödemeniz alındı');
    expect(tr.text).toContain('1.550,00 USD');
    const en = notificationMail('reservationConfirmed', 'en', { reference: 'BK-2026-000001' }, 'https://navlunport.test/x?a=1&b=<2>');
    expect(en.subject).toBe('Your reservation BK-2026-000001 is confirmed');
    expect(en.html).toContain('&#60;2&#62;');
    expect(en.html).not.toContain('<2>');
  });

  it('tells a cancelled booking’s customer the reason and, if money was taken, how it comes back', () => {
    const link = 'https://navlunport.test/x';
    const none = notificationMail('reservationCancelled', 'tr', { reference: 'BK-2026-000007', reason: 'Sefer iptal', refund: 'none', amount: '1.550,00 USD' }, link);
    expect(none.subject).toBe('BK-2026-000007 rezervasyonunuz iptal edildi');
    expect(none.text).toContain('Gerekçe: Sefer iptal');
    expect(none.text).not.toContain('iade');
    const card = notificationMail('reservationCancelled', 'en', { reference: 'BK-2026-000007', reason: 'x', refund: 'card', amount: '1,550.00 USD' }, link);
    expect(card.text).toContain('The 1,550.00 USD charged to your card has been refunded');
    const transfer = notificationMail('reservationCancelled', 'tr', { reference: 'BK-2026-000007', reason: 'x', refund: 'transfer', amount: '1.550,00 USD' }, link);
    expect(transfer.text).toContain('Havaleyle ödediğiniz 1.550,00 USD iade ediliyor');
    // The refund line is left out, not written empty, when no money was taken.
    expect(none.html.match(/<p>/g)!.length).toBe(transfer.html.match(/<p>/g)!.length - 1);
  });
});
