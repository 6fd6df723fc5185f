import { istanbulDay } from './business-date';

/**
 * The life of a reservation (booking), [M2]: a pure state machine the server enforces on every change.
 *
 *   awaitingPayment ──pay (card)──────────────────────────────► paid ──confirm──► confirmed ──depart──► inTransit ──deliver──► delivered
 *        │  ▲                                                    ▲
 *        │  └──rejectTransfer── paymentUnderReview ──confirmTransfer┘
 *        └──submitTransfer──────────────┘
 *   cancel: awaitingPayment | paymentUnderReview (customer or operator), paid | confirmed (operator) → cancelled
 */
export const reservationStatuses = ['awaitingPayment', 'paymentUnderReview', 'paid', 'confirmed', 'inTransit', 'delivered', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const reservationActions = ['pay', 'submitTransfer', 'confirmTransfer', 'rejectTransfer', 'confirm', 'depart', 'deliver', 'cancel'] as const;
export type ReservationAction = (typeof reservationActions)[number];

/** Who takes an action: the reservation's customer, operations, the clock, or the payment gateway. */
export type ReservationActor = 'customer' | 'operator' | 'system' | 'gateway';

interface Transition {
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  by: readonly ReservationActor[];
}

const transitions: Record<ReservationAction, Transition> = {
  pay: { from: ['awaitingPayment'], to: 'paid', by: ['gateway'] },
  submitTransfer: { from: ['awaitingPayment'], to: 'paymentUnderReview', by: ['customer'] },
  confirmTransfer: { from: ['paymentUnderReview'], to: 'paid', by: ['operator'] },
  rejectTransfer: { from: ['paymentUnderReview'], to: 'awaitingPayment', by: ['operator'] },
  confirm: { from: ['paid'], to: 'confirmed', by: ['operator'] },
  depart: { from: ['confirmed'], to: 'inTransit', by: ['operator', 'system'] },
  deliver: { from: ['inTransit'], to: 'delivered', by: ['operator', 'system'] },
  cancel: { from: ['awaitingPayment', 'paymentUnderReview', 'paid', 'confirmed'], to: 'cancelled', by: ['customer', 'operator'] },
};

/** A customer may cancel only before any money has been taken; operations until the cargo moves. */
const customerCancellable: readonly ReservationStatus[] = ['awaitingPayment', 'paymentUnderReview'];

export const terminalReservationStatuses: readonly ReservationStatus[] = ['delivered', 'cancelled'];

export type ReservationTransitionResult = { ok: true; to: ReservationStatus } | { ok: false; reason: 'notAllowed' | 'wrongState' };

/** Where `action` by `actor` takes a reservation in `status`, or why it can't. */
export function nextReservationStatus(status: ReservationStatus, action: ReservationAction, actor: ReservationActor): ReservationTransitionResult {
  const transition = transitions[action];
  if (!transition.by.includes(actor)) return { ok: false, reason: 'notAllowed' };
  if (!transition.from.includes(status)) return { ok: false, reason: 'wrongState' };
  if (action === 'cancel' && actor === 'customer' && !customerCancellable.includes(status)) return { ok: false, reason: 'wrongState' };
  return { ok: true, to: transition.to };
}

/** The actions `actor` can take on a reservation in `status`. */
export function availableReservationActions(status: ReservationStatus, actor: ReservationActor): ReservationAction[] {
  return reservationActions.filter((action) => nextReservationStatus(status, action, actor).ok);
}

/** The human reference of a reservation: BK-2026-000042 (the year it was made in Istanbul, the zero-padded id). */
export function reservationReference(id: number, createdAt: Date): string {
  return `BK-${istanbulDay(createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** Whether the parties and the cargo description may still change (before the booking is confirmed). */
export const partiesEditable = (status: ReservationStatus) => status === 'awaitingPayment' || status === 'paymentUnderReview' || status === 'paid';
