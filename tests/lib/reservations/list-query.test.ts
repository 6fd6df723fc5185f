import { describe, expect, it } from 'vitest';
import { activeReservationFilters, parseReservationListQuery, reservationListQueryOf, reservationListRequestOf, withoutReservationFilter, withoutReservationFilters, withReservationSort } from '@/lib/reservations/list-query';
import { reservationListRequest } from '@/lib/schemas/reservation';

describe('the reservation list’s query string', () => {
  const defaults = { page: 1, pageSize: 10, sort: 'createdAt', desc: true, statuses: [] };

  it('reads an empty query as the defaults and writes them as nothing', () => {
    expect(parseReservationListQuery({})).toEqual(defaults);
    expect(reservationListQueryOf(parseReservationListQuery({}))).toEqual({});
  });

  it('round-trips every field; statuses in lifecycle order whatever their case', () => {
    const query = { page: '3', size: '50', sort: 'amount', desc: '0', status: 'paid,awaitingPayment', from: '2026-01-01', to: '2026-01-31', q: 'bk-2026' };
    const state = parseReservationListQuery({ ...query, status: 'PAID,awaitingpayment,nonsense' });
    expect(state).toEqual({ page: 3, pageSize: 50, sort: 'amount', desc: false, statuses: ['awaitingPayment', 'paid'], from: '2026-01-01', to: '2026-01-31', q: 'bk-2026' });
    expect(reservationListQueryOf(state)).toEqual({ ...query, status: 'awaitingPayment,paid' });
  });

  it('drops what makes no sense (a request-only column, a bad day) and swaps a reversed range', () => {
    expect(parseReservationListQuery({ sort: 'readyDate', size: '7', from: '2026-02-30' })).toEqual(defaults);
    expect(parseReservationListQuery({ from: '2026-03-01', to: '2026-02-01' })).toMatchObject({ from: '2026-02-01', to: '2026-03-01' });
  });

  it('always builds a GetList body the server schema accepts', () => {
    for (const query of [{}, { status: 'cancelled', q: 'İzmir' }, { sort: 'status', desc: 'false', from: '2026-01-01' }, { page: '9999999' }]) {
      for (const scope of ['mine', 'company', 'all'] as const) {
        expect(reservationListRequest.safeParse(reservationListRequestOf(parseReservationListQuery(query), scope)).success, JSON.stringify(query)).toBe(true);
      }
    }
  });

  it('has a chip per status and per other filter; removing one goes back to page 1, clearing keeps sort and size', () => {
    const state = parseReservationListQuery({ page: '2', size: '25', sort: 'reference', status: 'paid,confirmed', to: '2026-05-01', q: 'NP' });
    expect(activeReservationFilters(state)).toEqual([
      { key: 'status', value: 'paid' },
      { key: 'status', value: 'confirmed' },
      { key: 'to', value: '2026-05-01' },
      { key: 'q', value: 'NP' },
    ]);
    expect(withoutReservationFilter(state, { key: 'status', value: 'paid' })).toMatchObject({ page: 1, statuses: ['confirmed'], q: 'NP' });
    expect('q' in withoutReservationFilter(state, { key: 'q', value: 'NP' })).toBe(false);
    expect(withoutReservationFilters(state)).toEqual({ page: 1, pageSize: 25, sort: 'reference', desc: true, statuses: [] });
  });

  it('sorts a new column in its natural direction and flips the same one', () => {
    const byReference = withReservationSort(parseReservationListQuery({ page: '4' }), 'reference');
    expect(byReference).toMatchObject({ page: 1, sort: 'reference', desc: false });
    expect(withReservationSort(byReference, 'reference').desc).toBe(true);
    expect(withReservationSort(byReference, 'amount').desc).toBe(true);
  });
});
