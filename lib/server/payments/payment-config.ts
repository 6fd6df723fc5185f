import { bankAccountProblems } from './bank-account';
import { paymentGateway } from './gateway';

/**
 * The payment configuration, checked before the server takes its first request (scripts/server.mjs): the card
 * gateway's name (PAYMENT_PROVIDER) and the bank accounts of each currency (IBAN check, BIC form). Throws one error
 * listing every problem, so a misconfigured installation refuses to start instead of showing a wrong account.
 */
export function assertPaymentConfig(): void {
  const problems: string[] = [];
  try {
    paymentGateway();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  problems.push(...bankAccountProblems(process.env));
  if (problems.length) throw new Error(`the payment configuration is invalid:\n- ${problems.join('\n- ')}`);
}
