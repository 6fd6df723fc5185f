import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIban, isValidIban } from '@/lib/domain/iban';
import { isValidPaymentReference, mod97, mod97CheckDigits, paymentReference } from '@/lib/domain/payment-reference';
import { demoBankAccounts } from '@/lib/server/payments/bank-account';

describe('the transfer payment reference (ISO 7064 MOD 97-10)', () => {
  it('matches hand-computed vectors', () => {
    // 00000004200 mod 97 = 29 → 98 − 29 = 69.
    expect(paymentReference(42)).toBe('NP00000004269');
    expect(mod97CheckDigits('000000042')).toBe('69');
    expect(isValidPaymentReference('NP00000004269')).toBe(true);
    expect(isValidPaymentReference('np 000000042 69')).toBe(true);
  });

  it('catches a changed digit and a swapped pair', () => {
    expect(isValidPaymentReference('NP00000004369')).toBe(false);
    expect(isValidPaymentReference('NP00000002469')).toBe(false);
    expect(isValidPaymentReference('NP0000000426')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 9 }), (id, position, delta) => {
        const reference = paymentReference(id);
        expect(isValidPaymentReference(reference)).toBe(true);
        const changed = `${reference.slice(0, position)}${(Number(reference[position]) + delta) % 10}${reference.slice(position + 1)}`;
        expect(isValidPaymentReference(changed)).toBe(false);
      }),
    );
  });

  it('refuses ids outside 1 … 999,999,999', () => {
    expect(() => paymentReference(0)).toThrow(RangeError);
    expect(() => paymentReference(1e9)).toThrow(RangeError);
  });
});

describe('IBAN (ISO 13616)', () => {
  it('validates the registry examples and our default account', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    for (const account of Object.values(demoBankAccounts)) expect(isValidIban(account.iban)).toBe(true);
    expect(mod97('3214282912345698765432161182')).toBe(1);
  });

  it('refuses a wrong check, a wrong length and junk', () => {
    expect(isValidIban('TR34 0006 1005 1978 6457 8413 26')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 2')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
    expect(formatIban('tr330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
