import { describe, expect, it } from 'vitest';
import { availableRequestActions, isStaleRequest, nextRequestStatus, openRequestStatuses, requestActions, requestReference, requestStatuses, terminalRequestStatuses } from '@/lib/domain/request-state';

describe('the request state machine', () => {
  it('walks the happy path: submitted → quoted → approved → converted', () => {
    expect(nextRequestStatus('submitted', 'quote', 'operator')).toEqual({ ok: true, to: 'quoted' });
    expect(nextRequestStatus('quoted', 'quote', 'operator')).toEqual({ ok: true, to: 'quoted' });
    expect(nextRequestStatus('quoted', 'approve', 'customer')).toEqual({ ok: true, to: 'approved' });
    expect(nextRequestStatus('approved', 'convert', 'customer')).toEqual({ ok: true, to: 'converted' });
  });

  it('keeps each action to its actor', () => {
    expect(nextRequestStatus('submitted', 'quote', 'customer')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(nextRequestStatus('quoted', 'approve', 'operator')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(nextRequestStatus('submitted', 'expire', 'customer')).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('refuses an approval before a quote and any change after the end', () => {
    expect(nextRequestStatus('submitted', 'approve', 'customer')).toEqual({ ok: false, reason: 'wrongState' });
    expect(nextRequestStatus('approved', 'reject', 'customer')).toEqual({ ok: false, reason: 'wrongState' });
    for (const status of terminalRequestStatuses) {
      for (const action of requestActions) {
        for (const actor of ['customer', 'operator', 'system'] as const) expect(nextRequestStatus(status, action, actor).ok).toBe(false);
      }
    }
  });

  it('lists what each actor can do in each state', () => {
    expect(availableRequestActions('submitted', 'customer')).toEqual(['reject', 'cancel']);
    expect(availableRequestActions('quoted', 'customer')).toEqual(['approve', 'reject', 'cancel']);
    expect(availableRequestActions('submitted', 'operator')).toEqual(['quote', 'reject', 'expire', 'cancel']);
    expect(availableRequestActions('approved', 'customer')).toEqual(['convert', 'cancel']);
    expect(availableRequestActions('converted', 'operator')).toEqual([]);
  });

  it('every status is reachable from submitted', () => {
    const reached = new Set<string>(['submitted']);
    let frontier = ['submitted'] as (typeof requestStatuses)[number][];
    while (frontier.length > 0) {
      frontier = frontier.flatMap((status) =>
        requestActions.flatMap((action) =>
          (['customer', 'operator', 'system'] as const).map((actor) => nextRequestStatus(status, action, actor)).flatMap((result) => (result.ok && !reached.has(result.to) ? (reached.add(result.to), [result.to]) : [])),
        ),
      );
    }
    expect([...reached].sort()).toEqual([...requestStatuses].sort());
  });

  it('formats the human reference', () => {
    expect(requestReference(42, new Date('2026-11-26T10:00:00Z'))).toBe('RQ-2026-000042');
    expect(requestReference(1234567, new Date('2027-01-01T00:00:00Z'))).toBe('RQ-2027-1234567');
  });

  it("takes the year from Istanbul's calendar: New Year's Eve at 22:00 UTC is already the next year there", () => {
    expect(requestReference(7, new Date('2026-12-31T21:30:00Z'))).toBe('RQ-2027-000007');
    expect(requestReference(7, new Date('2026-12-31T20:59:00Z'))).toBe('RQ-2026-000007');
  });
});

describe('when the clock expires a request', () => {
  const live = (validUntil: string) => ({ validUntil, withdrawn: false });
  it('expires an open request once every live offer has passed its last valid day', () => {
    expect(isStaleRequest('quoted', [live('2026-05-01'), live('2026-05-03')], '2026-05-04')).toBe(true);
    expect(isStaleRequest('submitted', [live('2026-05-03')], '2026-05-04')).toBe(true);
    // Valid through its last day.
    expect(isStaleRequest('quoted', [live('2026-05-01'), live('2026-05-04')], '2026-05-04')).toBe(false);
  });

  it('ignores withdrawn offers, and lets a request without live offers wait for operations', () => {
    expect(isStaleRequest('quoted', [live('2026-05-01'), { validUntil: '2026-06-01', withdrawn: true }], '2026-05-04')).toBe(true);
    expect(isStaleRequest('submitted', [], '2026-05-04')).toBe(false);
    expect(isStaleRequest('submitted', [{ validUntil: '2026-05-01', withdrawn: true }], '2026-05-04')).toBe(false);
  });

  it('never touches a request that is no longer open', () => {
    for (const status of ['approved', 'converted', 'rejected', 'expired', 'cancelled'] as const) expect(isStaleRequest(status, [live('2020-01-01')], '2026-05-04')).toBe(false);
    expect(openRequestStatuses).toEqual(['submitted', 'quoted']);
  });
});
