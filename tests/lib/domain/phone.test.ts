import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@/lib/domain/phone';

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
