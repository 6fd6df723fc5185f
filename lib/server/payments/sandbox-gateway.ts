import { createHash } from 'node:crypto';
import { cardDigits } from '../../domain/luhn';
import type { ChargeRequest, ChargeResult, PaymentGateway, RefundRequest, RefundResult } from './gateway';

/**
 * The embedded test provider. Documented test cards (docs/API.md "Reservations and payments"); any other valid card succeeds:
 *   4242 4242 4242 4242  success
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 9995  insufficient funds
 *   4000 0000 0000 3220  3-D Secure challenge (approve → success, reject → failed)
 * The provider reference is derived from the idempotency key, so a repeated attempt is the same charge;
 * a refund's reference likewise, and the sandbox remembers the charges it refunded (a second refund of
 * one charge answers the first one: it never gives money back twice).
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly testMode = true;

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const providerReference = `sbx_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    switch (cardDigits(request.card.number)) {
      case SANDBOX_TEST_CARDS.declined:
        return Promise.resolve({ status: 'failed', providerReference, failureCode: 'declined' });
      case SANDBOX_TEST_CARDS.insufficientFunds:
        return Promise.resolve({ status: 'failed', providerReference, failureCode: 'insufficientFunds' });
      case SANDBOX_TEST_CARDS.threeDSecure:
        return Promise.resolve({ status: 'requiresAction', providerReference });
      default:
        return Promise.resolve({ status: 'succeeded', providerReference });
    }
  }

  completeChallenge(providerReference: string, approved: boolean): Promise<ChargeResult> {
    return Promise.resolve(approved ? { status: 'succeeded', providerReference } : { status: 'failed', providerReference, failureCode: 'challengeRejected' });
  }

  /** Charge reference → refund reference of the refunds made (a real provider keeps this on its side). */
  readonly refunds = new Map<string, string>();

  refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.providerReference.startsWith('sbx_') || request.amount <= 0) return Promise.resolve({ status: 'failed', failureCode: 'notRefundable' });
    const done = this.refunds.get(request.providerReference);
    if (done) return Promise.resolve({ status: 'refunded', refundReference: done });
    const refundReference = `sbx_re_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 21)}`;
    this.refunds.set(request.providerReference, refundReference);
    return Promise.resolve({ status: 'refunded', refundReference });
  }
}
