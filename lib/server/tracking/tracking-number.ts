import { classifyTrackingNumber, type TrackingNumber } from '../../domain/tracking';
import { ApiError } from '../api/errors';

/**
 * The tracking number a caller typed, classified (lib/domain/tracking.ts), or a 400 on the field
 * `number` (or the field given) whose message says what is wrong: empty, too long, no known format, or
 * a check digit that should be another (the top-level message says it too).
 */
export function parseTrackingNumber(input: string, field = 'number'): TrackingNumber {
  const result = classifyTrackingNumber(input);
  if (result.ok) return { kind: result.kind, number: result.number };
  if (result.problem === 'checkDigit') {
    const code = result.kind === 'container' ? 'tracking.number.containerCheckDigit' : 'tracking.number.awbCheckDigit';
    const params = { expected: result.expected, given: result.given };
    throw new ApiError(400, code, params, [{ field, code, params }]);
  }
  const code = `tracking.number.${result.problem}`;
  throw new ApiError(400, 'errors.validation', {}, [{ field, code }]);
}
