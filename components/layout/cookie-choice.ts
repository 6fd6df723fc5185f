import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY } from '@/lib/cookie-choice-script';

/** The visitor's cookie choice: remembered in local storage, or for this page view where storage is unavailable. */
export type CookieChoice = 'all' | 'necessary';

const listeners = new Set<() => void>();
let sessionChoice: CookieChoice | null = null;

function storedChoice(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'all' || value === 'necessary' ? value : sessionChoice;
  } catch {
    return sessionChoice;
  }
}

export function saveChoice(choice: CookieChoice) {
  sessionChoice = choice;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** 'pending' on the server and until hydration is done, then the stored choice (null: none yet). */
export function useCookieChoice(): CookieChoice | null | 'pending' {
  return useSyncExternalStore(subscribe, storedChoice, () => 'pending');
}
