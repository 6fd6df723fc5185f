import { describe, expect, it } from 'vitest';
import {
  availableReservationActions,
  nextReservationStatus,
  reservationActions,
  reservationReference,
  terminalReservationStatuses,
} from '@/lib/domain/reservation-state';

describe('the reservation state machine', () => {
  it('walks the card path: awaiting payment → paid → confirmed → in transit → delivered', () => {
    expect(nextReservationStatus('awaitingPayment', 'pay', 'gateway')).toEqual({ ok: true, to: 'paid' });
    expect(nextReservationStatus('paid', 'confirm', 'operator')).toEqual({ ok: true, to: 'confirmed' });
    expect(nextReservationStatus('confirmed', 'depart', 'operator')).toEqual({ ok: true, to: 'inTransit' });
    expect(nextReservationStatus('inTransit', 'deliver', 'system')).toEqual({ ok: true, to: 'delivered' });
  });

  it('walks the transfer path through the review, back to awaiting payment when a receipt is refused', () => {
    expect(nextReservationStatus('awaitingPayment', 'submitTransfer', 'customer')).toEqual({ ok: true, to: 'paymentUnderReview' });
    expect(nextReservationStatus('paymentUnderReview', 'confirmTransfer', 'operator')).toEqual({ ok: true, to: 'paid' });
    expect(nextReservationStatus('paymentUnderReview', 'rejectTransfer', 'operator')).toEqual({ ok: true, to: 'awaitingPayment' });
  });

  it('keeps each action to its actor', () => {
    expect(nextReservationStatus('awaitingPayment', 'pay', 'customer')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(nextReservationStatus('paymentUnderReview', 'confirmTransfer', 'customer')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(nextReservationStatus('paid', 'confirm', 'customer')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(nextReservationStatus('awaitingPayment', 'submitTransfer', 'operator')).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('refuses moves from the wrong state (a second payment, confirming before payment)', () => {
    expect(nextReservationStatus('paid', 'pay', 'gateway')).toEqual({ ok: false, reason: 'wrongState' });
    expect(nextReservationStatus('paymentUnderReview', 'pay', 'gateway')).toEqual({ ok: false, reason: 'wrongState' });
    expect(nextReservationStatus('awaitingPayment', 'confirm', 'operator')).toEqual({ ok: false, reason: 'wrongState' });
    expect(nextReservationStatus('paid', 'cancel', 'customer')).toEqual({ ok: false, reason: 'wrongState' });
    expect(nextReservationStatus('paid', 'cancel', 'operator')).toEqual({ ok: true, to: 'cancelled' });
  });

  it('ends: nothing moves a delivered or cancelled reservation', () => {
    for (const status of terminalReservationStatuses) {
      for (const action of reservationActions) {
        for (const actor of ['customer', 'operator', 'system', 'gateway'] as const) expect(nextReservationStatus(status, action, actor).ok).toBe(false);
      }
    }
  });

  it('lists the buttons per actor', () => {
    expect(availableReservationActions('awaitingPayment', 'customer')).toEqual(['submitTransfer', 'cancel']);
    expect(availableReservationActions('paymentUnderReview', 'operator')).toEqual(['confirmTransfer', 'rejectTransfer', 'cancel']);
    expect(availableReservationActions('paid', 'operator')).toEqual(['confirm', 'cancel']);
  });

  it('formats the reference', () => {
    expect(reservationReference(42, new Date('2026-03-01T00:00:00Z'))).toBe('BK-2026-000042');
    // Istanbul's year: 23:00 UTC on New Year's Eve is 02:00 on New Year's Day there.
    expect(reservationReference(42, new Date('2026-12-31T23:00:00Z'))).toBe('BK-2027-000042');
  });
});
