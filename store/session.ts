import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isExpired, userFromClaims, type SignedInUser, type TokenClaims } from '@/lib/auth/claims';

/**
 * The session: unauthenticated until a token is present. The token lives in session
 * storage (never in a readable cookie); the server's HTTP-only cookie is set by /api/login.
 */
export interface SessionState {
  token: string | null;
  loginModalOpen: boolean;
  /** The channel a new user is registering through; reset after login and logout. */
  registrationChannel: string;
  /** The user an account screen was loaded for (its page has no token to read them from when the tab has none). */
  screenUser: SignedInUser | null;
  setScreenUser: (user: SignedInUser | null) => void;
  setToken: (token: string | null) => void;
  toggleLoginModal: (open?: boolean) => void;
  setRegistrationChannel: (channel: string) => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      loginModalOpen: false,
      registrationChannel: '',
      screenUser: null,
      setScreenUser: (screenUser) => set({ screenUser }),
      setToken: (token) => set({ token }),
      toggleLoginModal: (open) => set((state) => ({ loginModalOpen: open ?? !state.loginModalOpen })),
      setRegistrationChannel: (registrationChannel) => set({ registrationChannel }),
    }),
    {
      name: 'navlun-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ token: state.token, registrationChannel: state.registrationChannel }),
      skipHydration: true,
    },
  ),
);

/** Claims of a token, or null when it can't be read (such a token counts as invalid). */
export function readClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

/** A token is present but unreadable or expired: the session must end. */
export function hasStaleToken(token: string | null): boolean {
  if (!token) return false;
  const claims = readClaims(token);
  return !claims || isExpired(claims);
}

/** The signed-in user, or null when there is no usable (readable, unexpired) token. */
export function userOfToken(token: string | null): SignedInUser | null {
  const claims = readClaims(token);
  return claims && !isExpired(claims) ? userFromClaims(claims) : null;
}

const userCache = new Map<string, SignedInUser | null>();

export function useSignedInUser(): SignedInUser | null {
  const token = useSession((state) => state.token);
  if (!token) return null;
  if (!userCache.has(token)) userCache.set(token, userOfToken(token));
  return userCache.get(token) ?? null;
}
