/**
 * The chat's greeting ("Any questions? Ask our assistant!"): given at most once a browser session, remembered in
 * sessionStorage, and never once the chat has been opened. Where storage is missing or refuses (private mode, a
 * blocked origin), the tab's memory decides, so no page greets twice.
 */
export const GREETING_KEY = 'navlun-chat-greeted';
/** How long after the page has settled it appears, and how long it stays unless dismissed sooner. */
export const GREETING_DELAY_MS = 1500;
export const GREETING_VISIBLE_MS = 8000;

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export function greetingBook(storage: () => SessionStore | null) {
  let given = false;
  return {
    /** Whether this tab may greet now. */
    due(): boolean {
      if (given) return false;
      try {
        return storage()?.getItem(GREETING_KEY) !== '1';
      } catch {
        return true;
      }
    },
    /** The greeting has been shown, or the chat opened: not again in this browser session. */
    give(): void {
      given = true;
      try {
        storage()?.setItem(GREETING_KEY, '1');
      } catch {
        // The tab's memory keeps it.
      }
    },
  };
}

/** A control the visitor types into or chooses in: while one has the focus, the greeting stays away. */
export function isFormField(element: Element | null): boolean {
  return element !== null && element.matches('input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="hidden"]), select, textarea, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]');
}
