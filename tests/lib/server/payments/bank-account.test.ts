import { afterEach, describe, expect, it } from 'vitest';
import { isValidBic } from '@/lib/domain/bic';
import { isValidIban } from '@/lib/domain/iban';
import { bankAccountFor, bankAccountProblems, bankCurrencies, demoBankAccounts } from '@/lib/server/payments/bank-account';
import { assertPaymentConfig } from '@/lib/server/payments/payment-config';

afterEach(() => {
  delete process.env.PAYMENT_ACCOUNT_EUR_BIC;
  delete process.env.PAYMENT_PROVIDER;
});

describe('the bank accounts of each currency', () => {
  it('defaults to valid demo accounts, one per currency, each its own IBAN', () => {
    expect(bankAccountProblems({})).toEqual([]);
    for (const currency of bankCurrencies) {
      expect(isValidIban(demoBankAccounts[currency].iban), currency).toBe(true);
      expect(isValidBic(demoBankAccounts[currency].bic), currency).toBe(true);
    }
    expect(new Set(bankCurrencies.map((currency) => demoBankAccounts[currency].iban)).size).toBe(3);
    expect(bankAccountFor('TRY', {})).toEqual({ currency: 'TRY', iban: 'TR33 0006 1005 1978 6457 8413 26', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.', demo: true });
  });

  it('reads each field from its variable, and the TRY account from the earlier PAYMENT_IBAN / PAYMENT_ACCOUNT_NAME', () => {
    const env = {
      PAYMENT_ACCOUNT_USD_IBAN: ' gb82 west 1234 5698 7654 32 ',
      PAYMENT_ACCOUNT_USD_BIC: 'westgb2l',
      PAYMENT_ACCOUNT_USD_BANK: 'Westminster Bank',
      PAYMENT_ACCOUNT_USD_NAME: 'NavlunPort UK Ltd',
      PAYMENT_IBAN: 'TR320010009999901234567890',
      PAYMENT_ACCOUNT_NAME: 'Eski Ad A.Ş.',
    };
    expect(bankAccountFor('USD', env)).toEqual({ currency: 'USD', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'WESTGB2L', bankName: 'Westminster Bank', accountName: 'NavlunPort UK Ltd', demo: false });
    expect(bankAccountFor('TRY', env)).toMatchObject({ iban: 'TR32 0010 0099 9990 1234 5678 90', accountName: 'Eski Ad A.Ş.', bic: 'DEMOTRIS', demo: false });
    // A currency without an IBAN of its own stays the demo account, and says so.
    expect(bankAccountFor('EUR', env)?.demo).toBe(true);
    // The new name wins over the earlier one.
    expect(bankAccountFor('TRY', { ...env, PAYMENT_ACCOUNT_TRY_NAME: 'Yeni Ad A.Ş.' })?.accountName).toBe('Yeni Ad A.Ş.');
  });

  it('has no account in another currency', () => {
    expect(bankAccountFor('GBP', {})).toBeNull();
    expect(bankAccountFor('try', {})).toBeNull();
  });

  it('names each misconfigured variable: a failed IBAN check, a malformed BIC, one account for two currencies', () => {
    expect(bankAccountProblems({ PAYMENT_ACCOUNT_EUR_IBAN: 'TR34 0006 1005 1978 6457 8413 26' })).toEqual([expect.stringMatching(/^PAYMENT_ACCOUNT_EUR_IBAN is not a valid IBAN .*"TR34 0006 1005 1978 6457 8413 26"$/)]);
    expect(bankAccountProblems({ PAYMENT_IBAN: 'TR33 0006 1005' })).toEqual([expect.stringMatching(/^PAYMENT_IBAN is not a valid IBAN/)]);
    for (const bic of ['DEMOTR', 'DEMOTRISX', 'DEMOTRISXX', '1EMOTRIS', 'DEMO-TRIS']) expect(bankAccountProblems({ PAYMENT_ACCOUNT_USD_BIC: bic }), bic).toEqual([expect.stringMatching(/^PAYMENT_ACCOUNT_USD_BIC is not a valid SWIFT\/BIC \(ISO 9362/)]);
    expect(bankAccountProblems({ PAYMENT_ACCOUNT_USD_BIC: 'demotrisxxx' })).toEqual([]);
    expect(bankAccountProblems({ PAYMENT_ACCOUNT_EUR_IBAN: demoBankAccounts.TRY.iban })).toEqual(['PAYMENT_ACCOUNT_EUR_IBAN is the same account as PAYMENT_ACCOUNT_TRY_IBAN: each currency needs an account of its own']);
    expect(() => bankAccountFor('EUR', { PAYMENT_ACCOUNT_EUR_BIC: 'NOPE' })).toThrow(/PAYMENT_ACCOUNT_EUR_BIC is not a valid SWIFT\/BIC/);
  });

  it('refuses to start with a misconfigured account or an unknown card gateway, listing every problem', () => {
    expect(() => assertPaymentConfig()).not.toThrow();
    process.env.PAYMENT_ACCOUNT_EUR_BIC = 'NOPE';
    process.env.PAYMENT_PROVIDER = 'acme-pay';
    expect(() => assertPaymentConfig()).toThrow(/the payment configuration is invalid:\n- PAYMENT_PROVIDER "acme-pay" is not a known payment provider.*\n- PAYMENT_ACCOUNT_EUR_BIC is not a valid SWIFT\/BIC/s);
  });
});
