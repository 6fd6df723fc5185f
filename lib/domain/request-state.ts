import { istanbulDay } from './business-date';

/**
 * The life of a request (talep; `Demand` in the API paths), [M2]: a pure state machine the server enforces on every change.
 *
 *   submitted ──quote──► quoted ──approve──► approved ──convert──► converted
 *       │                 │  ▲ quote (an operator changes the offers)
 *       ├─cancel / reject─┤  └──┘
 *       └─────expire──────┴──────────────► cancelled | rejected | expired
 */
export const requestStatuses = ['submitted', 'quoted', 'approved', 'converted', 'rejected', 'expired', 'cancelled'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestActions = ['quote', 'approve', 'convert', 'reject', 'expire', 'cancel'] as const;
export type RequestAction = (typeof requestActions)[number];

/** Who may take an action: the request's owner (or their company admin), an operator, or the system clock. */
export type RequestActor = 'customer' | 'operator' | 'system';

interface Transition {
  from: readonly RequestStatus[];
  to: RequestStatus;
  by: readonly RequestActor[];
}

const transitions: Record<RequestAction, Transition> = {
  quote: { from: ['submitted', 'quoted'], to: 'quoted', by: ['operator'] },
  approve: { from: ['quoted'], to: 'approved', by: ['customer'] },
  convert: { from: ['approved'], to: 'converted', by: ['customer', 'operator'] },
  reject: { from: ['submitted', 'quoted'], to: 'rejected', by: ['customer', 'operator'] },
  expire: { from: ['submitted', 'quoted'], to: 'expired', by: ['system', 'operator'] },
  cancel: { from: ['submitted', 'quoted', 'approved'], to: 'cancelled', by: ['customer', 'operator'] },
};

export const terminalRequestStatuses: readonly RequestStatus[] = ['converted', 'rejected', 'expired', 'cancelled'];

export type TransitionResult = { ok: true; to: RequestStatus } | { ok: false; reason: 'notAllowed' | 'wrongState' };

/** Where `action` by `actor` takes a request in `status`, or why it can't. */
export function nextRequestStatus(status: RequestStatus, action: RequestAction, actor: RequestActor): TransitionResult {
  const transition = transitions[action];
  if (!transition.by.includes(actor)) return { ok: false, reason: 'notAllowed' };
  if (!transition.from.includes(status)) return { ok: false, reason: 'wrongState' };
  return { ok: true, to: transition.to };
}

/** The actions `actor` can take on a request in `status` (the buttons a screen shows). */
export function availableRequestActions(status: RequestStatus, actor: RequestActor): RequestAction[] {
  return requestActions.filter((action) => nextRequestStatus(status, action, actor).ok);
}

/** The human reference of a request: RQ-2026-000042 (the year it was made in Istanbul, the zero-padded id). */
export function requestReference(id: number, createdAt: Date): string {
  return `RQ-${istanbulDay(createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** Statuses the clock can still end (the `expire` action's sources). */
export const openRequestStatuses: readonly RequestStatus[] = transitions.expire.from;

/**
 * Whether the clock expires a request: it is still open, has at least one live (not withdrawn) offer,
 * and none of its live offers is valid on `today` (YYYY-MM-DD in Istanbul; an offer is valid through
 * its `validUntil` day). A request without live offers waits for operations to quote it instead.
 */
export function isStaleRequest(status: RequestStatus, offers: readonly { validUntil: string; withdrawn: boolean }[], today: string): boolean {
  const live = offers.filter((offer) => !offer.withdrawn);
  return openRequestStatuses.includes(status) && live.length > 0 && live.every((offer) => offer.validUntil < today);
}
