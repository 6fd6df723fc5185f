import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../idp/config.mjs';

describe('the provider configuration', () => {
  it('allows 10 attempts a minute unless IDP_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).rateLimit).toBe(10);
    expect(loadConfig({ IDP_RATE_LIMIT: ' ' }).rateLimit).toBe(10);
    expect(loadConfig({ IDP_RATE_LIMIT: '120' }).rateLimit).toBe(120);
  });

  it('refuses an IDP_RATE_LIMIT that is not a positive whole number', () => {
    for (const value of ['0', '-5', '2.5', 'many']) expect(() => loadConfig({ IDP_RATE_LIMIT: value }), value).toThrow(`invalid IDP_RATE_LIMIT: ${value}`);
  });
});
