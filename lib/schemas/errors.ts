import type { z } from 'zod';

/** A field error with a stable dotted key (translated in the errors namespace) and its parameters. */
export interface FieldError {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

const sizeKey = (origin: unknown, small: boolean) =>
  origin === 'string' || origin === 'array' || origin === 'set' ? (small ? 'validation.tooShort' : 'validation.tooLong') : small ? 'validation.tooSmall' : 'validation.tooLarge';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);
}

function issueToErrors(issue: z.core.$ZodIssue, input: unknown): FieldError[] {
  const field = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || (issue.path.length > 0 && valueAt(input, issue.path) === undefined)) return [{ field, code: 'validation.required' }];
      if (issue.expected === 'int') return [{ field, code: 'validation.notInteger' }];
      return [{ field, code: 'validation.invalidType', params: { expected: String(issue.expected) } }];
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return [{ field, code: 'validation.required' }];
      return [{ field, code: sizeKey(issue.origin, true), params: { minimum: Number(issue.minimum) } }];
    case 'too_big':
      return [{ field, code: sizeKey(issue.origin, false), params: { maximum: Number(issue.maximum) } }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ field: field ? `${field}.${key}` : key, code: 'validation.unknownField', params: { field: key } }));
    case 'invalid_value':
      return [{ field, code: 'validation.notAllowed', params: { options: issue.values.map(String).join(', ') } }];
    case 'invalid_format':
      return [{ field, code: 'validation.invalidFormat' }];
    case 'custom':
      return [{ field, code: issue.message.includes('.') ? issue.message : 'validation.invalid' }];
    default:
      return [{ field, code: 'validation.invalid' }];
  }
}

/** A schema's own message that is a dotted key (`freight.dimension.positive`), not one of zod's sentences. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

/**
 * Turns a zod error into field errors with stable dotted keys (the same on client and server).
 * `input` (what was validated) tells a missing field from a wrong one when a schema coerces. A check
 * that names its own key (`z.number().gt(0, { message: 'freight.dimension.positive' })`) answers that
 * key, with the generic parameters; a missing value stays `validation.required`.
 */
export function fieldErrors(error: z.ZodError, input?: unknown): FieldError[] {
  return error.issues.flatMap((issue) =>
    issueToErrors(issue, input).map((fieldError) =>
      MESSAGE_KEY.test(issue.message) && fieldError.code !== 'validation.required' ? { ...fieldError, code: issue.message } : fieldError,
    ),
  );
}
