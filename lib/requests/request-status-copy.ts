import type { RequestStatus } from '../domain/request-state';

/**
 * What a request's screen says it has come to and what happens next, by where the request is and who reads it:
 * one table of texts (account.json `requestState.<situation>.<audience>`: heading, next), so a status never
 * promises what its state machine doesn't do. A company admin reads the customer's texts: they act as customer.
 */
export type RequestAudience = 'customer' | 'staff';

/** A status, with a submitted request told apart by whether the customer chose an instant offer. */
export type RequestSituation = Exclude<RequestStatus, 'submitted'> | 'submittedWithOffer' | 'submittedForQuote';

export const requestSituations: readonly RequestSituation[] = ['submittedWithOffer', 'submittedForQuote', 'quoted', 'approved', 'converted', 'rejected', 'expired', 'cancelled'];

/** The customer's next step as a link: to the reservation, or to a new search when the request is closed. */
export type RequestNextLink = 'reservation' | 'newSearch' | null;

export interface RequestStatusCopy {
  /** Translation keys in the account namespace. */
  heading: string;
  next: string;
  severity: 'info' | 'success' | 'warning';
  link: RequestNextLink;
}

export function requestSituation(status: RequestStatus, chosenOffer: boolean): RequestSituation {
  if (status !== 'submitted') return status;
  return chosenOffer ? 'submittedWithOffer' : 'submittedForQuote';
}

const severity: Record<RequestSituation, RequestStatusCopy['severity']> = {
  submittedWithOffer: 'info',
  submittedForQuote: 'info',
  quoted: 'warning',
  approved: 'success',
  converted: 'success',
  rejected: 'info',
  expired: 'info',
  cancelled: 'info',
};

const customerLink: Partial<Record<RequestSituation, RequestNextLink>> = { converted: 'reservation', rejected: 'newSearch', expired: 'newSearch', cancelled: 'newSearch' };

export function requestStatusCopy(situation: RequestSituation, audience: RequestAudience): RequestStatusCopy {
  const base = `requestState.${situation}.${audience}`;
  const link = audience === 'customer' ? (customerLink[situation] ?? null) : situation === 'converted' ? 'reservation' : null;
  return { heading: `${base}.heading`, next: `${base}.next`, severity: severity[situation], link };
}
