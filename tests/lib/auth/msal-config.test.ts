import { LogLevel } from '@azure/msal-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiScope, authorityFor, msalConfiguration, popupWindowAttributes, routeLog } from '@/lib/auth/msal-config';

afterEach(() => vi.restoreAllMocks());

describe('the MSAL configuration (DESIGN "Identity")', () => {
  it('uses two policies on one authority host, one client id, session storage and /redirect', () => {
    const config = msalConfiguration('https://www.example.com');
    expect(authorityFor('signIn')).toBe('https://localhost:3443/navlunport.onmicrosoft.com/B2C_1_signupsignin');
    expect(authorityFor('signUp')).toBe('https://localhost:3443/navlunport.onmicrosoft.com/B2C_1_signup');
    expect(config.auth.knownAuthorities).toEqual(['localhost:3443']);
    expect(config.auth.redirectUri).toBe('https://www.example.com/redirect');
    expect(config.auth.postLogoutRedirectUri).toBe('https://www.example.com/redirect');
    expect(config.cache?.cacheLocation).toBe('sessionStorage');
    expect(apiScope).toBe('https://navlunport.onmicrosoft.com/api/access_as_frontenduser');
    expect(popupWindowAttributes.popupSize).toEqual({ width: 800, height: 600 });
  });

  it.each([
    [LogLevel.Error, 'error'],
    [LogLevel.Info, 'info'],
    [LogLevel.Verbose, 'debug'],
    [LogLevel.Warning, 'warn'],
  ] as const)('routes log level %s to console.%s', (level, method) => {
    const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
    routeLog(level, 'message', false);
    expect(spy).toHaveBeenCalledWith('message');
  });

  it('never logs messages with personal data', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeLog(LogLevel.Error, 'pii', true);
    expect(spy).not.toHaveBeenCalled();
  });
});
