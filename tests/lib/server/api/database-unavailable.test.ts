import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/server/api/errors';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });
/** What drizzle throws: its own error around the driver's. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { name: 'DrizzleQueryError', cause });

describe('isDatabaseUnavailable: a lost or refused database is a 503, not a 500', () => {
  it('recognises connection errors and PostgreSQL shutdown codes, also inside drizzle’s wrapper', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(withCode(code))), `wrapped ${code}`).toBe(true);
    }
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' })))).toBe(true);
  });

  it('leaves every other error a 500 (constraint violations, syntax errors, plain bugs)', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('42601')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    // A cycle of causes ends.
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});
