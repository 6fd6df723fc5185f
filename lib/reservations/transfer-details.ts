import { compactIban } from '../domain/iban';
import { formatMoney, formatNumber } from '../format';
import type { Locale } from '../routes';
import type { BankAccountView } from '../schemas/reservation';

/** The lines of the bank-transfer screen, in the order a banking app asks for them (account namespace: payments.transfer.<key>). */
export type TransferDetailKey = 'accountName' | 'bankName' | 'iban' | 'bic' | 'currency' | 'amount' | 'reference';

export interface TransferDetail {
  key: TransferDetailKey;
  /** As the screen shows it. */
  shown: string;
  /** What its copy button puts on the clipboard (a banking app's field takes it as is), or null for a line without one. */
  copied: string | null;
}

/**
 * What the customer types into their bank for a transfer: our account in the reservation's currency (IBAN in its
 * electronic form, without spaces, on the clipboard), the amount (the number alone: the account fixes the currency;
 * our bank currencies all have two decimals) and the payment reference that matches the money to the reservation.
 */
export function transferDetails(account: BankAccountView, total: { amount: number; currency: string }, paymentReference: string, locale: Locale): TransferDetail[] {
  return [
    { key: 'accountName', shown: account.accountName, copied: account.accountName },
    { key: 'bankName', shown: account.bankName, copied: account.bankName },
    { key: 'iban', shown: account.iban, copied: compactIban(account.iban) },
    { key: 'bic', shown: account.bic, copied: account.bic },
    { key: 'currency', shown: account.currency, copied: null },
    { key: 'amount', shown: formatMoney(total, locale), copied: formatNumber(total.amount / 100, locale, 2, 2) },
    { key: 'reference', shown: paymentReference, copied: paymentReference },
  ];
}
