import { compactBic, isValidBic } from '../../domain/bic';
import { compactIban, formatIban, isValidIban } from '../../domain/iban';

/** The currencies we take bank transfers in (the marketplace's three, each with two decimals), each into an account of its own. */
export const bankCurrencies = ['TRY', 'EUR', 'USD'] as const;
export type BankCurrency = (typeof bankCurrencies)[number];

/** One of our accounts as the bank-transfer screen shows it: the IBAN grouped in fours, the BIC compact. */
export interface BankAccount {
  currency: BankCurrency;
  iban: string;
  bic: string;
  bankName: string;
  accountName: string;
  /** The demo account (no IBAN configured for the currency): the screen says no real money goes there. */
  demo: boolean;
}

type AccountFields = Omit<BankAccount, 'currency' | 'demo'>;

/**
 * The demo accounts (docs/OPERATIONS.md), used until the variables name the real ones: the TRY account is
 * ISO 13616's Turkish example IBAN, the EUR and USD ones the same demo bank's with their own check digits;
 * DEMOTRIS has ISO 9362's form and belongs to no bank.
 */
export const demoBankAccounts: Record<BankCurrency, AccountFields> = {
  TRY: { iban: 'TR330006100519786457841326', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.' },
  EUR: { iban: 'TR970006100519786457849001', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.' },
  USD: { iban: 'TR700006100519786457849002', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.' },
};

const suffixes: Record<keyof AccountFields, string> = { iban: 'IBAN', bic: 'BIC', bankName: 'BANK', accountName: 'NAME' };

/** The variable of one field of a currency's account: PAYMENT_ACCOUNT_EUR_IBAN, …_BIC, …_BANK, …_NAME. */
export const bankAccountVariable = (currency: BankCurrency, field: keyof AccountFields) => `PAYMENT_ACCOUNT_${currency}_${suffixes[field]}`;

/** The TRY account's earlier variables, read when the new ones are unset (installations configured before EUR and USD). */
const earlierTryVariables: Partial<Record<keyof AccountFields, string>> = { iban: 'PAYMENT_IBAN', accountName: 'PAYMENT_ACCOUNT_NAME' };

type Env = Record<string, string | undefined>;

/** A field's configured value and the variable it came from (`demo`: none was set, the value is the demo default). */
function setting(env: Env, currency: BankCurrency, field: keyof AccountFields): { value: string; variable: string; demo?: true } {
  const variable = bankAccountVariable(currency, field);
  const earlier = currency === 'TRY' ? earlierTryVariables[field] : undefined;
  const own = env[variable]?.trim();
  if (own) return { value: own, variable };
  const old = earlier ? env[earlier]?.trim() : undefined;
  if (old && earlier) return { value: old, variable: earlier };
  return { value: demoBankAccounts[currency][field], variable, demo: true };
}

/** The accounts the environment configures and what is wrong with them (empty when all is well). */
function readBankAccounts(env: Env): { accounts: Record<BankCurrency, BankAccount>; problems: string[] } {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const entries = bankCurrencies.map((currency) => {
    const iban = setting(env, currency, 'iban');
    const bic = setting(env, currency, 'bic');
    const compact = compactIban(iban.value);
    if (!isValidIban(compact)) problems.push(`${iban.variable} is not a valid IBAN (ISO 13616: country, check digits and length; MOD 97 check): "${iban.value}"`);
    else if (seen.has(compact)) problems.push(`${iban.variable} is the same account as ${seen.get(compact)}: each currency needs an account of its own`);
    seen.set(compact, iban.variable);
    if (!isValidBic(bic.value)) problems.push(`${bic.variable} is not a valid SWIFT/BIC (ISO 9362: 8 or 11 letters and digits, e.g. DEMOTRIS or DEMOTRISXXX): "${bic.value}"`);
    const account: BankAccount = { currency, iban: formatIban(compact), bic: compactBic(bic.value), bankName: setting(env, currency, 'bankName').value, accountName: setting(env, currency, 'accountName').value, demo: iban.demo === true };
    return [currency, account] as const;
  });
  return { accounts: Object.fromEntries(entries) as Record<BankCurrency, BankAccount>, problems };
}

/** What is wrong with the configured bank accounts, one sentence each naming the variable; empty when they are fine. */
export const bankAccountProblems = (env: Env = process.env): string[] => readBankAccounts(env).problems;

/**
 * Our account for bank transfers in `currency`, or null when we take none in it (the reservation is paid by card).
 * A misconfigured account throws: the server refuses to start with one (assertPaymentConfig), so this is a backstop.
 */
export function bankAccountFor(currency: string, env: Env = process.env): BankAccount | null {
  if (!(bankCurrencies as readonly string[]).includes(currency)) return null;
  const { accounts, problems } = readBankAccounts(env);
  if (problems.length) throw new Error(`The bank accounts are misconfigured: ${problems.join('; ')}`);
  return accounts[currency as BankCurrency];
}
