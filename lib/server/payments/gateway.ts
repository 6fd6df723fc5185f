import type { CardBrand } from '../../domain/luhn';
import { SandboxGateway } from './sandbox-gateway';

/** What a gateway is asked to charge: the amount from the reservation (minor units), never from a client. */
export interface ChargeRequest {
  amount: number;
  currency: string;
  /** The card as typed, passed straight through to the provider; never stored or logged. */
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string; holder: string };
  brand: CardBrand;
  /** One per attempt (reservation + Idempotency-Key): the provider charges a key at most once. */
  idempotencyKey: string;
  description: string;
}

export type FailureCode = 'declined' | 'insufficientFunds' | 'challengeRejected' | 'providerError';

export type ChargeResult =
  | { status: 'succeeded'; providerReference: string }
  | { status: 'failed'; providerReference: string | null; failureCode: FailureCode }
  /** 3-D Secure: the customer must pass the issuer's challenge before the charge completes. */
  | { status: 'requiresAction'; providerReference: string };

/** A refund of a succeeded charge, in full: the amount is the payment row's own. */
export interface RefundRequest {
  /** The charge's reference at the provider. */
  providerReference: string;
  amount: number;
  currency: string;
  /** One per payment: asking again with the same key refunds nothing more and answers the first refund. */
  idempotencyKey: string;
}

export type RefundResult = { status: 'refunded'; refundReference: string } | { status: 'failed'; failureCode: 'providerError' | 'notRefundable' };

/**
 * A card payment provider. The sandbox is the embedded default; a real provider (iyzico, PayTR,
 * Stripe …) implements the same calls and is chosen by PAYMENT_PROVIDER.
 */
export interface PaymentGateway {
  readonly name: string;
  /** A label the interface shows (the sandbox: "test mode"). */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The end of a 3-D Secure challenge: the customer's answer on the challenge page. */
  completeChallenge(providerReference: string, approved: boolean): Promise<ChargeResult>;
  /** Gives a succeeded charge back in full (a cancelled booking); idempotent by the request's key. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

const providers: Record<string, () => PaymentGateway> = {
  sandbox: () => new SandboxGateway(),
};

const holder = globalThis as typeof globalThis & { __navlunGateway?: PaymentGateway };

/**
 * The configured gateway: PAYMENT_PROVIDER (default `sandbox`). An unknown name is a configuration
 * error (thrown at the first payment and by `assertPaymentConfig` at start), never a silent fallback.
 */
export function paymentGateway(): PaymentGateway {
  const name = (process.env.PAYMENT_PROVIDER || 'sandbox').trim();
  if (holder.__navlunGateway?.name === name) return holder.__navlunGateway;
  const make = providers[name];
  if (!make) throw new Error(`PAYMENT_PROVIDER "${name}" is not a known payment provider (known: ${Object.keys(providers).join(', ')})`);
  holder.__navlunGateway = make();
  return holder.__navlunGateway;
}
