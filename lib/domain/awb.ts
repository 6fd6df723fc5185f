/**
 * Air waybill numbers: the airline's 3-digit prefix, a 7-digit serial and a check digit that is the
 * serial mod 7 (IATA Resolution 600a), written 235-1234567x or 23512345675.
 */
export function awbCheckDigit(serial: string): number {
  return Number(serial) % 7;
}

export type AwbProblem = { problem: 'format' } | { problem: 'checkDigit'; expected: number; given: number };

/** An air waybill number as typed → prefix-serialcheck (235-12345675), or why it is not one. */
export function checkAwbNumber(input: string): { ok: true; number: string } | ({ ok: false } & AwbProblem) {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return { ok: false, problem: 'format' };
  const serial = digits.slice(3, 10);
  const expected = awbCheckDigit(serial);
  const given = Number(digits[10]);
  return expected === given ? { ok: true, number: `${digits.slice(0, 3)}-${digits.slice(3)}` } : { ok: false, problem: 'checkDigit', expected, given };
}
