import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, cookieChoiceScript } from '@/lib/cookie-choice-script';
import { securityHeaders } from '@/lib/security-headers';

/** Runs the head script against a stored value (undefined: nothing stored; 'throw': storage unavailable). */
function attributesAfter(stored: string | undefined | 'throw'): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throw') throw new Error('SecurityError');
      return key === COOKIE_CONSENT_KEY ? (stored ?? null) : null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  runInNewContext(cookieChoiceScript, { localStorage, document });
  return attributes;
}

describe('the cookie-choice head script', () => {
  it('marks <html> with a stored choice only', () => {
    expect(attributesAfter('all')).toEqual({ 'data-cookie-choice': 'all' });
    expect(attributesAfter('necessary')).toEqual({ 'data-cookie-choice': 'necessary' });
    expect(attributesAfter(undefined)).toEqual({});
    expect(attributesAfter('"><script>')).toEqual({});
    expect(attributesAfter('throw')).toEqual({});
  });

  it('is the one inline script the CSP allows, by its hash', () => {
    const csp = securityHeaders({ NODE_ENV: 'production' }).find((header) => header.key === 'Content-Security-Policy')!.value;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    const hash = createHash('sha256').update(cookieChoiceScript).digest('base64');
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
