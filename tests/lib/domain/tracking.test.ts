import { describe, expect, it } from 'vitest';
import { classifyTrackingNumber } from '@/lib/domain/tracking';

describe('classifyTrackingNumber', () => {
  it.each([
    ['BK-2026-000042', 'booking', 'BK-2026-000042'],
    [' bk 2026 000042 ', 'booking', 'BK-2026-000042'],
    ['CSQU3054383', 'container', 'CSQU3054383'],
    ['csqu 305438-3', 'container', 'CSQU3054383'],
    ['MSKU.907032/3', 'container', 'MSKU9070323'],
    ['235-12345675', 'airWaybill', '235-12345675'],
    ['23512345675', 'airWaybill', '235-12345675'],
    ['MEDUXY123456', 'billOfLading', 'MEDUXY123456'],
    ['maeu 240118765', 'billOfLading', 'MAEU240118765'],
    ['ABCX1234567', 'billOfLading', 'ABCX1234567'],
  ])('%s → %s %s', (input, kind, number) => {
    expect(classifyTrackingNumber(input)).toEqual({ ok: true, kind, number });
  });

  it('names the expected check digit of a container number', () => {
    expect(classifyTrackingNumber('CSQU3054384')).toEqual({ ok: false, kind: 'container', problem: 'checkDigit', expected: 3, given: 4 });
  });

  it('names the expected check digit of an air waybill (serial mod 7)', () => {
    expect(classifyTrackingNumber('235-12345676')).toEqual({ ok: false, kind: 'airWaybill', problem: 'checkDigit', expected: 5, given: 6 });
  });

  it.each([
    ['', 'empty'],
    ['  - ', 'empty'],
    ["'; drop table shipments; --", 'format'],
    ['<script>alert(1)</script>', 'format'],
    ['📦📦📦', 'format'],
    ['X'.repeat(65), 'tooLong'],
    ['X'.repeat(10_000), 'tooLong'],
    ['12345', 'format'],
  ])('%j → %s', (input, problem) => {
    expect(classifyTrackingNumber(input)).toMatchObject({ ok: false, problem });
  });
});
