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

  it('makes the claims call through the app’s internal socket when it has one, unless IDP_CLAIMS_URL names an endpoint', () => {
    expect(loadConfig({ APP_ORIGIN: 'http://localhost:3000', APP_INTERNAL_SOCKET: '/srv/navlun/app-3000.sock' })).toMatchObject({ claimsSocket: '/srv/navlun/app-3000.sock', claimsUrl: 'http://localhost:3000/api/internal/identityClaims' });
    expect(loadConfig({ APP_ORIGIN: 'http://localhost:3000' }).claimsSocket).toBeUndefined();
    expect(loadConfig({ APP_INTERNAL_SOCKET: '/srv/navlun/app-3000.sock', IDP_CLAIMS_URL: 'https://claims.example/api/internal/identityClaims' })).toMatchObject({ claimsSocket: undefined, claimsUrl: 'https://claims.example/api/internal/identityClaims' });
  });

  it('registers a loopback origin under both of its names: the app opened at 127.0.0.1 signs in as at localhost (finding 7)', () => {
    const config = loadConfig({ APP_ORIGIN: 'https://navlunport.example,http://localhost:3000' });
    expect(config.appOrigins).toEqual(['https://navlunport.example', 'http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.redirectUris).toEqual(['https://navlunport.example/redirect', 'http://localhost:3000/redirect', 'http://127.0.0.1:3000/redirect']);
    expect(loadConfig({ APP_ORIGIN: 'http://127.0.0.1:4100' }).appOrigins).toEqual(['http://127.0.0.1:4100', 'http://localhost:4100']);
    expect(loadConfig({ APP_ORIGIN: 'https://navlunport.example' }).appOrigins).toEqual(['https://navlunport.example']);
  });
});
