import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '@/lib/domain/phone';

describe('normalizePhone', () => {
  it.each([
    ['0532 123 45 67', '+905321234567'],
    ['532 123 45 67', '+905321234567'],
    ['(0212) 555 12 34', '+902125551234'],
    ['+90 532 123 45 67', '+905321234567'],
    ['0090 532 123 4567', '+905321234567'],
    ['0850-222-33-44', '+908502223344'],
    ['+49 30 1234567', '+49301234567'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 (212) 555-0100', '+12125550100'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it.each(['', '12345', '0132 123 45 67', '+90 532 123 45', '+0 123 456 789', '0532 123 45 67 8', 'tel: 0532', '+1234567890123456'])('%s is invalid', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['+905321234567', '+90 532 123 45 67'],
    ['+902125551234', '+90 212 555 12 34'],
    ['+908502223344', '+90 850 222 33 44'],
    ['+12025550123', '+1 202 555 0123'],
    ['+442079460958', '+44 207 946 0958'],
    ['+49301234567', '+49 301 234 567'],
    ['+4930123456', '+49 3012 3456'],
    ['+97145551234', '+971 4555 1234'],
    ['+74951234567', '+7 495 123 4567'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
  it('keeps what is not E.164 as it is, and empty as empty', () => {
    expect(formatPhone('0532 123 45 67')).toBe('0532 123 45 67');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
  });
  it('reads back to the same number (formatting loses no digit)', () => {
    for (const number of ['+905321234567', '+12025550123', '+4930123456', '+97145551234', '+8613812345678']) {
      expect(normalizePhone(formatPhone(number))).toBe(number);
    }
  });
});
