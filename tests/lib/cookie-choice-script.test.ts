import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_BUTTON, COOKIE_CONSENT_KEY, cookieChoiceScript } from '@/lib/cookie-choice-script';
import { earlyClickScript } from '@/lib/early-click-script';
import { appBootScript } from '@/lib/app-boot-script';
import { securityHeaders } from '@/lib/security-headers';

/**
 * Runs the head script against a stored value (undefined: nothing stored; 'throw': storage unavailable); `click`
 * then presses an element carrying the given choice-button value (null: an element of the page without one).
 */
function runScript(stored: string | undefined | 'throw') {
  const attributes: Record<string, string> = {};
  const written: Record<string, string> = {};
  const listeners: ((event: unknown) => void)[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throw') throw new Error('SecurityError');
      return key === COOKIE_CONSENT_KEY ? (stored ?? null) : null;
    },
    setItem: (key: string, value: string) => {
      if (stored === 'throw') throw new Error('SecurityError');
      written[key] = value;
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    addEventListener: (name: string, listener: (event: unknown) => void, capture: boolean) => name === 'click' && capture && listeners.push(listener),
  };
  runInNewContext(cookieChoiceScript, { localStorage, document });
  const click = (choice: string | null) => {
    const button = { getAttribute: (name: string) => (name === COOKIE_CHOICE_BUTTON ? choice : null) };
    for (const listener of listeners) listener({ target: { closest: (selector: string) => (choice !== null && selector === `[${COOKIE_CHOICE_BUTTON}]` ? button : null) } });
  };
  return { attributes, written, click };
}
const attributesAfter = (stored: string | undefined | 'throw') => runScript(stored).attributes;

describe('the cookie-choice head script', () => {
  it('marks <html> with a stored choice only', () => {
    expect(attributesAfter('all')).toEqual({ 'data-cookie-choice': 'all' });
    expect(attributesAfter('necessary')).toEqual({ 'data-cookie-choice': 'necessary' });
    expect(attributesAfter(undefined)).toEqual({});
    expect(attributesAfter('"><script>')).toEqual({});
    expect(attributesAfter('throw')).toEqual({});
  });

  it('takes a choice pressed on the banner before the page’s scripts run: stored, and the banner hidden', () => {
    for (const choice of ['all', 'necessary']) {
      const page = runScript(undefined);
      page.click(choice);
      expect(page.written).toEqual({ [COOKIE_CONSENT_KEY]: choice });
      expect(page.attributes).toEqual({ 'data-cookie-choice': choice });
    }
    const elsewhere = runScript(undefined);
    elsewhere.click(null);
    elsewhere.click('"><script>');
    expect(elsewhere.written).toEqual({});
    expect(elsewhere.attributes).toEqual({});
    // Without storage the choice still hides the banner for this page view.
    const noStorage = runScript('throw');
    noStorage.click('all');
    expect(noStorage.attributes).toEqual({ 'data-cookie-choice': 'all' });
  });

  it('is, with the early-click and app boot scripts, one of the three inline scripts the CSP allows, by their hashes', () => {
    const csp = securityHeaders({ NODE_ENV: 'production' }).find((header) => header.key === 'Content-Security-Policy')!.value;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc.split(' ')).toEqual(["'self'", hashOf(cookieChoiceScript), hashOf(earlyClickScript), hashOf(appBootScript)]);
  });
});
