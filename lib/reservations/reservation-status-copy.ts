import type { ReservationStatus } from '../domain/reservation-state';

/**
 * What a reservation screen says about the state the reservation is in: one table of texts per state and viewer,
 * each a heading, what has happened, what happens next, and the primary next action where one exists. The texts
 * live in public/locales/{tr,en}/account.json under `reservations.statusCopy.<case>.<role>.<part>`; this module
 * names the keys, so a state of lib/domain/reservation-state.ts without texts fails its test (and the type check).
 */

/** Who looks at the reservation: its customer, a company admin looking at a colleague's, or operations. */
export const reservationViewerRoles = ['customer', 'companyAdmin', 'staff'] as const;
export type ReservationViewerRole = (typeof reservationViewerRoles)[number];

/** The one thing the screen offers first in a state, when the viewer has something to do. */
export type ReservationNextAction = 'pay' | 'reviewTransfer' | 'confirmReservation' | 'trackShipment';

/**
 * The cases a state is told in: the facts beyond the status that change what is true to say (how a paid
 * reservation was paid, a refused transfer receipt, what became of the money of a cancelled one).
 */
export const reservationCopyCases = {
  awaitingPayment: ['awaitingPayment', 'transferRefused'],
  paymentUnderReview: ['paymentUnderReview'],
  paid: ['paidByCard', 'paidByTransfer'],
  confirmed: ['confirmed'],
  inTransit: ['inTransit'],
  delivered: ['delivered'],
  cancelled: ['cancelled', 'cancelledCardRefunded', 'cancelledTransferRefund'],
} as const satisfies Record<ReservationStatus, readonly string[]>;
export type ReservationCopyCase = (typeof reservationCopyCases)[ReservationStatus][number];

/** The primary action of each case per viewer (none where the viewer only waits). */
const nextActions: Record<ReservationCopyCase, Partial<Record<ReservationViewerRole, ReservationNextAction>>> = {
  awaitingPayment: { customer: 'pay', companyAdmin: 'pay' },
  transferRefused: { customer: 'pay', companyAdmin: 'pay' },
  paymentUnderReview: { staff: 'reviewTransfer' },
  paidByCard: { staff: 'confirmReservation' },
  paidByTransfer: { staff: 'confirmReservation' },
  confirmed: { customer: 'trackShipment', companyAdmin: 'trackShipment', staff: 'trackShipment' },
  inTransit: { customer: 'trackShipment', companyAdmin: 'trackShipment', staff: 'trackShipment' },
  delivered: { customer: 'trackShipment', companyAdmin: 'trackShipment', staff: 'trackShipment' },
  cancelled: {},
  cancelledCardRefunded: {},
  cancelledTransferRefund: {},
};

/** The facts the copy depends on, read from the reservation (reservationCopyFacts). */
export interface ReservationCopyFacts {
  status: ReservationStatus;
  role: ReservationViewerRole;
  /** How the money of a paid reservation came: the latest succeeded payment's method. */
  paidBy: 'card' | 'transfer' | null;
  /** Awaiting payment again because operations refused the latest transfer receipt. */
  transferRefused: boolean;
  /** What became of the money of a cancelled reservation. */
  refund: 'none' | 'card' | 'transfer';
}

export interface ReservationStatusCopy {
  case: ReservationCopyCase;
  /** Translation keys (account namespace). */
  heading: string;
  happened: string;
  next: string;
  action: ReservationNextAction | null;
}

/** The case a reservation's state is told in. */
export function reservationCopyCase(facts: Omit<ReservationCopyFacts, 'role'>): ReservationCopyCase {
  switch (facts.status) {
    case 'awaitingPayment':
      return facts.transferRefused ? 'transferRefused' : 'awaitingPayment';
    case 'paid':
      return facts.paidBy === 'card' ? 'paidByCard' : 'paidByTransfer';
    case 'cancelled':
      return facts.refund === 'card' ? 'cancelledCardRefunded' : facts.refund === 'transfer' ? 'cancelledTransferRefund' : 'cancelled';
    default: {
      const [only] = reservationCopyCases[facts.status];
      return only;
    }
  }
}

/** The keys of one case's texts for one viewer. */
export function copyKeysOf(copyCase: ReservationCopyCase, role: ReservationViewerRole): Pick<ReservationStatusCopy, 'heading' | 'happened' | 'next'> {
  const base = `reservations.statusCopy.${copyCase}.${role}`;
  return { heading: `${base}.heading`, happened: `${base}.happened`, next: `${base}.next` };
}

/** The texts (keys) and the primary action for a reservation's state as `facts.role` sees it. */
export function reservationStatusCopy(facts: ReservationCopyFacts): ReservationStatusCopy {
  const copyCase = reservationCopyCase(facts);
  return { case: copyCase, ...copyKeysOf(copyCase, facts.role), action: nextActions[copyCase][facts.role] ?? null };
}

interface PaymentFacts {
  id: number;
  method: 'card' | 'transfer';
  status: string;
  rejectionReason: string | null;
}

/**
 * The facts of a reservation as its screen holds it, and the reason operations gave when they refused the
 * latest transfer receipt (shown while the reservation awaits payment again).
 */
export function reservationCopyFacts(reservation: { status: ReservationStatus; viewerRole: ReservationViewerRole; payments: readonly PaymentFacts[] }): ReservationCopyFacts & { rejectionReason: string | null } {
  const latestFirst = [...reservation.payments].sort((a, b) => b.id - a.id);
  const paid = latestFirst.find((payment) => payment.status === 'succeeded');
  const lastTransfer = latestFirst.find((payment) => payment.method === 'transfer');
  const transferRefused = reservation.status === 'awaitingPayment' && lastTransfer?.status === 'rejected';
  const refund = latestFirst.some((payment) => payment.status === 'refunded') ? 'card' : latestFirst.some((payment) => payment.status === 'refundPending') ? 'transfer' : 'none';
  return {
    status: reservation.status,
    role: reservation.viewerRole,
    paidBy: paid?.method ?? null,
    transferRefused,
    refund,
    rejectionReason: transferRefused ? (lastTransfer?.rejectionReason ?? null) : null,
  };
}
