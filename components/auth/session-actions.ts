import { api } from '@/lib/client/api';
import { matchRegistrationChannel } from '@/lib/domain/registration-channel';
import { hasStaleToken, useSession } from '@/store/session';

/**
 * The session transitions that talk to the server. Loaded on demand (with the HTTP client), so
 * pages that only show the session don't carry them.
 */

/** Login stores the token; a failed login clears it. */
export async function login(token: string): Promise<boolean> {
  try {
    await api.post('login', { token });
    useSession.setState({ token });
    return true;
  } catch {
    useSession.setState({ token: null });
    return false;
  }
}

/** Logout clears the token (even when the call fails), the user an account screen was loaded for, and resets the registration channel. */
export async function logout(): Promise<void> {
  try {
    await api.post('logout', {});
  } catch {
    // A failed logout clears the token anyway.
  }
  useSession.setState({ token: null, registrationChannel: '', screenUser: null });
}

/** An expired (or unreadable) token is removed from the cookie and the session starts unauthenticated. */
export async function expireStaleSession(): Promise<void> {
  if (hasStaleToken(useSession.getState().token)) await logout();
}

/**
 * The channel is set only when it matches, ignoring case, one of the supplied channels;
 * otherwise the failure callback runs.
 */
export function chooseRegistrationChannel(channel: string, channels: readonly string[], onFailure: () => void): boolean {
  const matched = matchRegistrationChannel(channel, channels);
  if (!matched) {
    onFailure();
    return false;
  }
  useSession.getState().setRegistrationChannel(matched);
  return true;
}

/** Sends the chosen channel for the signed-in user; a failed call clears it. */
export async function assignRegistrationChannel(): Promise<boolean> {
  const { registrationChannel } = useSession.getState();
  if (!registrationChannel) return false;
  try {
    await api.post('assignRegistrationChannel', { registrationChannel });
    return true;
  } catch {
    return false;
  } finally {
    // Cleared either way: a failed assignment drops the channel, and after login it is reset to empty anyway.
    useSession.getState().setRegistrationChannel('');
  }
}
