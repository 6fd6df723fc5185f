import { describe, expect, it } from 'vitest';
import { alertEventKey, ETA_ALERT_THRESHOLD_HOURS, etaMoveAlerts, freeTimeAlertDue, milestoneAlertKind } from '@/lib/domain/tracking-alerts';
import { milestoneCodes } from '@/lib/domain/tracking';

const HOUR = 3_600_000;
const base = new Date('2026-12-01T09:00:00Z');
const plus = (hours: number) => new Date(base.getTime() + hours * HOUR);

describe('etaMoveAlerts: more than 12 hours, either way', () => {
  it('alerts on 13 h later or earlier, not on 11 h or exactly 12 h', () => {
    expect(ETA_ALERT_THRESHOLD_HOURS).toBe(12);
    expect(etaMoveAlerts(base, plus(13))).toBe(true);
    expect(etaMoveAlerts(base, plus(-13))).toBe(true);
    expect(etaMoveAlerts(base, plus(11))).toBe(false);
    expect(etaMoveAlerts(base, plus(-11))).toBe(false);
    expect(etaMoveAlerts(base, plus(12))).toBe(false);
    expect(etaMoveAlerts(base, plus(-12))).toBe(false);
    expect(etaMoveAlerts(base, new Date(plus(12).getTime() + 1))).toBe(true);
    expect(etaMoveAlerts(base, base)).toBe(false);
  });
});

describe('milestoneAlertKind: which milestone writes alert', () => {
  it('an actual, public arrival or delivery; nothing else', () => {
    const actualAt = base;
    expect(milestoneAlertKind({ code: 'arrived', actualAt, public: true })).toBe('arrived');
    expect(milestoneAlertKind({ code: 'delivered', actualAt, public: true })).toBe('delivered');
    for (const code of milestoneCodes.filter((code) => code !== 'arrived' && code !== 'delivered')) expect(milestoneAlertKind({ code, actualAt, public: true }), code).toBeNull();
  });
  it('a planned time alone, or a milestone the public does not see, never alerts', () => {
    expect(milestoneAlertKind({ code: 'arrived', actualAt: null, public: true })).toBeNull();
    expect(milestoneAlertKind({ code: 'delivered', actualAt: null, public: true })).toBeNull();
    expect(milestoneAlertKind({ code: 'arrived', actualAt: base, public: false })).toBeNull();
    expect(milestoneAlertKind({ code: 'delivered', actualAt: base, public: false })).toBeNull();
  });
});

describe('freeTimeAlertDue: the end within 2 Istanbul days', () => {
  // 2026-12-01 09:00 UTC is 12:00 in Istanbul, on the 1st.
  it('due when the end is today, tomorrow or the day after in Istanbul; not 3 days out, nor once it has passed', () => {
    expect(freeTimeAlertDue(new Date('2026-12-01T20:00:00Z'), base)).toBe(true);
    expect(freeTimeAlertDue(new Date('2026-12-02T20:00:00Z'), base)).toBe(true);
    expect(freeTimeAlertDue(new Date('2026-12-03T20:59:00Z'), base)).toBe(true);
    // 21:00 UTC on the 3rd is already the 4th in Istanbul: 3 days out.
    expect(freeTimeAlertDue(new Date('2026-12-03T21:00:00Z'), base)).toBe(false);
    expect(freeTimeAlertDue(new Date('2026-12-05T09:00:00Z'), base)).toBe(false);
    expect(freeTimeAlertDue(new Date('2026-12-01T08:59:00Z'), base)).toBe(false);
    expect(freeTimeAlertDue(base, base)).toBe(false);
  });
  it('counts days in Istanbul, not UTC: at 22:30 UTC it is already tomorrow there', () => {
    const evening = new Date('2026-12-01T22:30:00Z'); // 01:30 on the 2nd in Istanbul
    // The 4th in Istanbul (05:00 UTC) is 2 Istanbul days from the 2nd, though 3 UTC days from the 1st.
    expect(freeTimeAlertDue(new Date('2026-12-04T05:00:00Z'), evening)).toBe(true);
    // 21:30 UTC on the 4th is the 5th in Istanbul: 3 days out.
    expect(freeTimeAlertDue(new Date('2026-12-04T21:30:00Z'), evening)).toBe(false);
  });
});

describe('alertEventKey: one alert per event', () => {
  it('an ETA change by its row, arrival and delivery once, the free time by its Istanbul end day', () => {
    expect(alertEventKey({ kind: 'etaChanged', changeId: 42 })).toBe('eta:42');
    expect(alertEventKey({ kind: 'arrived' })).toBe('arrived');
    expect(alertEventKey({ kind: 'delivered' })).toBe('delivered');
    expect(alertEventKey({ kind: 'freeTimeEnding', freeTimeEndsAt: new Date('2026-12-03T21:30:00Z') })).toBe('freeTime:2026-12-04');
  });
});
