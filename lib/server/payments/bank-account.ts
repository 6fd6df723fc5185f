import { compactIban, formatIban, isValidIban } from '../../domain/iban';

/** A demo account (ISO 13616's Turkish example IBAN) until PAYMENT_IBAN names the real one. */
export const defaultPaymentIban = 'TR330006100519786457841326';
export const defaultPaymentAccountName = 'NavlunPort Lojistik A.Ş.';

export interface BankAccount {
  iban: string;
  accountName: string;
}

/** Our account for bank transfers (PAYMENT_IBAN, PAYMENT_ACCOUNT_NAME); an invalid IBAN is a configuration error. */
export function paymentBankAccount(): BankAccount {
  const iban = compactIban(process.env.PAYMENT_IBAN || defaultPaymentIban);
  if (!isValidIban(iban)) throw new Error(`PAYMENT_IBAN is not a valid IBAN: ${iban}`);
  return { iban: formatIban(iban), accountName: process.env.PAYMENT_ACCOUNT_NAME || defaultPaymentAccountName };
}
