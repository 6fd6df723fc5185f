import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reservationStatuses, type ReservationStatus } from '@/lib/domain/reservation-state';
import { copyKeysOf, reservationCopyCases, reservationCopyFacts, reservationStatusCopy, reservationViewerRoles, type ReservationCopyFacts } from '@/lib/reservations/reservation-status-copy';
import type { Locale } from '@/lib/routes';

const account = (locale: Locale) => JSON.parse(readFileSync(`public/locales/${locale}/account.json`, 'utf8')) as Record<string, unknown>;
const texts = { tr: account('tr'), en: account('en') };
const text = (locale: Locale, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts[locale]);

const facts = (status: ReservationStatus, overrides: Partial<ReservationCopyFacts> = {}): ReservationCopyFacts => ({ status, role: 'customer', paidBy: null, transferRefused: false, refund: 'none', ...overrides });
const heading = (locale: Locale, input: ReservationCopyFacts) => text(locale, reservationStatusCopy(input).heading);

describe('the reservation status copy table', () => {
  it('has texts for every state of the machine, every case and every viewer, in both languages', () => {
    const missing: string[] = [];
    for (const status of reservationStatuses) {
      const cases = (reservationCopyCases as Record<string, readonly string[] | undefined>)[status];
      if (!cases?.length) missing.push(`${status}: no case`);
      for (const copyCase of cases ?? [])
        for (const role of reservationViewerRoles)
          for (const key of Object.values(copyKeysOf(copyCase as never, role)))
            for (const locale of ['tr', 'en'] as const) if (typeof text(locale, key) !== 'string' || !(text(locale, key) as string).trim()) missing.push(`${locale} ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers every state of the machine for every viewer (a new state without copy fails here)', () => {
    for (const status of reservationStatuses)
      for (const role of reservationViewerRoles) {
        const copy = reservationStatusCopy(facts(status, { role, paidBy: 'card' }));
        expect((reservationCopyCases as Record<string, readonly string[]>)[status], status).toContain(copy.case);
        expect(typeof text('en', copy.heading), copy.heading).toBe('string');
      }
  });

  it('gives each state its own heading for the customer', () => {
    expect(heading('en', facts('awaitingPayment'))).toBe('Waiting for your payment');
    expect(heading('en', facts('awaitingPayment', { transferRefused: true }))).toBe('Your transfer receipt was not accepted');
    expect(heading('en', facts('paymentUnderReview'))).toBe('Your payment is being checked');
    expect(heading('en', facts('paid', { paidBy: 'card' }))).toBe('Payment received');
    expect(heading('en', facts('paid', { paidBy: 'transfer' }))).toBe('Payment received');
    expect(heading('en', facts('confirmed'))).toBe('Your reservation is confirmed');
    expect(heading('en', facts('inTransit'))).toBe('Your shipment is on its way');
    expect(heading('en', facts('delivered'))).toBe('Your shipment was delivered');
    expect(heading('en', facts('cancelled'))).toBe('This reservation is cancelled');
    expect(heading('tr', facts('paid', { paidBy: 'card' }))).toBe('Ödeme alındı');
    expect(heading('tr', facts('confirmed'))).toBe('Rezervasyonunuz teyit edildi');
    expect(heading('tr', facts('awaitingPayment', { transferRefused: true }))).toBe('Havale dekontunuz kabul edilmedi');
  });

  it('never says “confirmed” before operations confirmed the reservation', () => {
    const beforeConfirmation: ReservationStatus[] = ['awaitingPayment', 'paymentUnderReview', 'paid'];
    for (const status of beforeConfirmation)
      for (const role of reservationViewerRoles)
        for (const variant of [facts(status, { role, paidBy: 'card' }), facts(status, { role, paidBy: 'transfer', transferRefused: true })]) {
          const copy = reservationStatusCopy(variant);
          for (const key of [copy.heading, copy.happened]) {
            expect(text('en', key), key).not.toMatch(/\bis confirmed\b|\bwas confirmed\b/);
            expect(text('tr', key), key).not.toMatch(/teyit edildi/);
          }
        }
    // After a card payment the customer reads that operations will confirm, and that an email follows.
    const paid = reservationStatusCopy(facts('paid', { paidBy: 'card' }));
    expect(text('en', paid.next)).toBe('Operations will confirm your reservation; we will email you when it is confirmed.');
  });

  it('tells the card and the transfer apart once paid, and the refunds of a cancelled reservation', () => {
    expect(reservationStatusCopy(facts('paid', { paidBy: 'card' })).case).toBe('paidByCard');
    expect(reservationStatusCopy(facts('paid', { paidBy: 'transfer' })).case).toBe('paidByTransfer');
    expect(text('en', reservationStatusCopy(facts('paid', { paidBy: 'card' })).happened)).toContain('card payment');
    expect(text('en', reservationStatusCopy(facts('paid', { paidBy: 'transfer' })).happened)).toContain('bank transfer');
    expect(reservationStatusCopy(facts('cancelled', { refund: 'card' })).case).toBe('cancelledCardRefunded');
    expect(reservationStatusCopy(facts('cancelled', { refund: 'transfer' })).case).toBe('cancelledTransferRefund');
    // A refused receipt matters only while the reservation awaits payment.
    expect(reservationStatusCopy(facts('paymentUnderReview', { transferRefused: true })).case).toBe('paymentUnderReview');
  });

  it('offers the primary action of each viewer', () => {
    const action = (status: ReservationStatus, role: (typeof reservationViewerRoles)[number]) => reservationStatusCopy(facts(status, { role, paidBy: 'card' })).action;
    expect(action('awaitingPayment', 'customer')).toBe('pay');
    expect(action('awaitingPayment', 'companyAdmin')).toBe('pay');
    expect(action('awaitingPayment', 'staff')).toBeNull();
    expect(action('paymentUnderReview', 'customer')).toBeNull();
    expect(action('paymentUnderReview', 'staff')).toBe('reviewTransfer');
    expect(action('paid', 'staff')).toBe('confirmReservation');
    expect(action('paid', 'customer')).toBeNull();
    expect(action('inTransit', 'customer')).toBe('trackShipment');
    expect(action('cancelled', 'staff')).toBeNull();
  });

  it('writes the company admin’s texts about the colleague, and the staff’s about the customer', () => {
    expect(text('en', reservationStatusCopy(facts('paid', { role: 'companyAdmin', paidBy: 'card' })).happened)).toContain('{{owner}}');
    expect(text('tr', reservationStatusCopy(facts('paid', { role: 'companyAdmin', paidBy: 'card' })).next)).toContain('{{owner}}');
    expect(heading('en', facts('paymentUnderReview', { role: 'staff' }))).toBe('Transfer receipt to review');
  });
});

describe('the facts of a reservation', () => {
  const payment = (id: number, method: 'card' | 'transfer', status: string, rejectionReason: string | null = null) => ({ id, method, status, rejectionReason });

  it('reads the refused receipt and its reason while the reservation awaits payment again', () => {
    const refused = reservationCopyFacts({ status: 'awaitingPayment', viewerRole: 'customer', payments: [payment(1, 'transfer', 'rejected', 'Tutar eksik')] });
    expect(refused).toMatchObject({ transferRefused: true, rejectionReason: 'Tutar eksik' });
    // A declined card after the refusal does not hide it; a new receipt under review does.
    expect(reservationCopyFacts({ status: 'awaitingPayment', viewerRole: 'customer', payments: [payment(1, 'transfer', 'rejected', 'x'), payment(2, 'card', 'failed')] }).transferRefused).toBe(true);
    expect(reservationCopyFacts({ status: 'paymentUnderReview', viewerRole: 'customer', payments: [payment(1, 'transfer', 'rejected', 'x'), payment(2, 'transfer', 'underReview')] })).toMatchObject({ transferRefused: false, rejectionReason: null });
    // A receipt refused by a cancellation is no refusal to show.
    expect(reservationCopyFacts({ status: 'cancelled', viewerRole: 'customer', payments: [payment(1, 'transfer', 'rejected')] })).toMatchObject({ transferRefused: false, refund: 'none' });
  });

  it('reads how a paid reservation was paid and what became of a cancelled one’s money', () => {
    expect(reservationCopyFacts({ status: 'paid', viewerRole: 'staff', payments: [payment(1, 'card', 'failed'), payment(2, 'transfer', 'succeeded')] })).toMatchObject({ paidBy: 'transfer', role: 'staff' });
    expect(reservationCopyFacts({ status: 'cancelled', viewerRole: 'customer', payments: [payment(1, 'card', 'refunded')] }).refund).toBe('card');
    expect(reservationCopyFacts({ status: 'cancelled', viewerRole: 'customer', payments: [payment(1, 'transfer', 'refundPending')] }).refund).toBe('transfer');
  });
});
