import { LogLevel, type Configuration, type PopupWindowAttributes } from '@azure/msal-browser';
import { ACCESS_SCOPE, identityDefaults } from './identity-defaults';

/** The browser's identity configuration (NEXT_PUBLIC_AUTH_*, defaults: the embedded provider). */
export const identity = {
  authorityHost: (process.env.NEXT_PUBLIC_AUTH_AUTHORITY_HOST || identityDefaults.authorityHost).replace(/\/+$/, ''),
  tenant: process.env.NEXT_PUBLIC_AUTH_TENANT || identityDefaults.tenant,
  clientId: process.env.NEXT_PUBLIC_AUTH_CLIENT_ID || identityDefaults.clientId,
  policies: {
    signIn: process.env.NEXT_PUBLIC_AUTH_POLICY_SIGNIN || identityDefaults.signInPolicy,
    signUp: process.env.NEXT_PUBLIC_AUTH_POLICY_SIGNUP || identityDefaults.signUpPolicy,
  },
};

export type Flow = keyof typeof identity.policies;

/** The one delegated permission on our backend API (access_as_frontenduser). */
export const apiScope = `https://${identity.tenant}/api/${ACCESS_SCOPE}`;

export const authorityFor = (flow: Flow) => `${identity.authorityHost}/${identity.tenant}/${identity.policies[flow]}`;

/** The login popup is 800 by 600. */
export const popupWindowAttributes: PopupWindowAttributes = { popupSize: { width: 800, height: 600 } };

/** The identity log callback routes each level to the matching console method. */
export function routeLog(level: LogLevel, message: string, containsPii: boolean): void {
  if (containsPii) return;
  switch (level) {
    case LogLevel.Error:
      console.error(message);
      return;
    case LogLevel.Info:
      console.info(message);
      return;
    case LogLevel.Verbose:
      console.debug(message);
      return;
    case LogLevel.Warning:
      console.warn(message);
      return;
    default:
      return;
  }
}

/**
 * Both flows share one client id and one authority host; the cache lives in session storage; sign-in
 * and sign-out come back to /redirect on our own origin.
 */
export function msalConfiguration(origin: string): Configuration {
  return {
    auth: {
      clientId: identity.clientId,
      authority: authorityFor('signIn'),
      knownAuthorities: [new URL(identity.authorityHost).host],
      redirectUri: `${origin}/redirect`,
      postLogoutRedirectUri: `${origin}/redirect`,
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: {
      protocolMode: 'OIDC',
      // Poll the popup (v4 style): a popup the user closes is noticed at once (user_cancelled) instead of
      // leaving the page waiting for the bridge's timeout.
      enableLegacyPolling: true,
      loggerOptions: { loggerCallback: routeLog, piiLoggingEnabled: false, logLevel: LogLevel.Warning },
    },
  } as Configuration;
}
