import { BrowserAuthError, CacheLookupPolicy, PublicClientApplication, type AuthenticationResult } from '@azure/msal-browser';
import type { Locale } from '@/lib/routes';
import { apiScope, authorityFor, identity, msalConfiguration, popupWindowAttributes, type Flow } from '@/lib/auth/msal-config';
import { assignRegistrationChannel, login, logout } from './session-actions';

/** Why an interactive sign-in did not end in a session (each has a localized message). */
export type SignInFailure = 'popupBlocked' | 'cancelled' | 'inProgress' | 'sessionRejected' | 'failed';

export class SignInError extends Error {
  constructor(readonly reason: SignInFailure) {
    super(reason);
    this.name = 'SignInError';
  }
}

let client: Promise<PublicClientApplication> | undefined;

/** The one MSAL client of the page, created on first use (never during SSR). */
function msal(): Promise<PublicClientApplication> {
  client ??= (async () => {
    const app = new PublicClientApplication(msalConfiguration(window.location.origin));
    await app.initialize();
    return app;
  })();
  return client;
}

export function failureOf(error: unknown): SignInFailure {
  const code = error instanceof BrowserAuthError ? error.errorCode : (error as { errorCode?: string } | null)?.errorCode;
  if (code === 'popup_window_error' || code === 'empty_window_error') return 'popupBlocked';
  if (code === 'user_cancelled') return 'cancelled';
  if (code === 'interaction_in_progress') return 'inProgress';
  return 'failed';
}

/**
 * Signs in (or registers, with the registration-only flow) through the provider's 800×600 popup,
 * then opens the server session with the access token and assigns a chosen registration channel.
 */
export async function signInWithPopup(flow: Flow, locale: Locale, loginHint?: string): Promise<void> {
  const app = await msal();
  let result: AuthenticationResult;
  try {
    result = await app.loginPopup({
      scopes: [apiScope],
      authority: authorityFor(flow),
      extraQueryParameters: { ui_locales: locale },
      // An invitation link's address, filled in on the provider's form (the user may still change it).
      ...(loginHint ? { loginHint } : {}),
      popupWindowAttributes,
      prompt: 'login',
    });
  } catch (error) {
    throw new SignInError(failureOf(error));
  }
  app.setActiveAccount(result.account);
  if (!result.accessToken || !(await login(result.accessToken))) throw new SignInError('sessionRejected');
  await assignRegistrationChannel();
}

/**
 * A fresh access token for the signed-in account, without a form (MSAL's refresh token): its roles and company as
 * the application has them now (after joining a company, say), stored as the session. False when the tab has no
 * account to refresh or the provider refuses.
 */
export async function refreshSession(): Promise<boolean> {
  const app = await msal();
  const account = app.getActiveAccount() ?? app.getAllAccounts()[0];
  if (!account) return false;
  // The refresh token belongs to the policy that signed the account in (a sign-up's is B2C_1_signup's): asked at
  // another policy's authority, MSAL would find none and try a hidden frame, which the provider refuses to be in.
  const policy = String((account.idTokenClaims as { tfp?: unknown } | undefined)?.tfp ?? '').toLowerCase();
  const flow = (Object.keys(identity.policies) as Flow[]).find((candidate) => identity.policies[candidate].toLowerCase() === policy) ?? 'signIn';
  try {
    const result = await app.acquireTokenSilent({ scopes: [apiScope], account, authority: authorityFor(flow), forceRefresh: true, cacheLookupPolicy: CacheLookupPolicy.RefreshToken });
    return await login(result.accessToken);
  } catch {
    return false;
  }
}

/** Ends the session here, then at the provider (its popup returns to /redirect); provider failures are ignored. */
export async function signOut(): Promise<void> {
  await logout();
  try {
    const app = await msal();
    const account = app.getActiveAccount() ?? app.getAllAccounts()[0];
    if (account) await app.logoutPopup({ account, popupWindowAttributes, postLogoutRedirectUri: `${window.location.origin}/redirect` });
  } catch {
    // The local session is already closed; a blocked or closed logout popup changes nothing for the user.
  }
}
