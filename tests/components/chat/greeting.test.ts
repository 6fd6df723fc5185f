import { describe, expect, it } from 'vitest';
import { rootMarginOf } from '@/components/chat/controls-under';
import { GREETING_KEY, greetingBook, type SessionStore } from '@/components/chat/greeting';
import { LAUNCHER_SPACE_PX, launcherBox } from '@/components/chat/launcher';

/** A browser session's storage: what one tab keeps from page load to page load. */
function sessionStore(): SessionStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}
const refusing: SessionStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the chat greeting, once a browser session', () => {
  it('is due until given, then not again in the session: not on this page, nor on the next page load', () => {
    const storage = sessionStore();
    const page = greetingBook(() => storage);
    expect(page.due()).toBe(true);
    page.give();
    expect(page.due()).toBe(false);
    expect(storage.values.get(GREETING_KEY)).toBe('1');
    expect(greetingBook(() => storage).due()).toBe(false);
    // A new browser session starts with empty session storage.
    expect(greetingBook(() => sessionStore()).due()).toBe(true);
  });

  it('without usable storage, the tab’s memory still allows one greeting only', () => {
    for (const storage of [() => refusing, () => null]) {
      const page = greetingBook(storage);
      expect(page.due()).toBe(true);
      page.give();
      expect(page.due()).toBe(false);
    }
  });
});

describe('where the chat button stands', () => {
  it('stands 16 px in from the bottom right, in a widget at most 2000 px wide and centred', () => {
    expect(launcherBox({ width: 390, height: 844 })).toEqual({ left: 274, top: 728, right: 374, bottom: 828 });
    expect(launcherBox({ width: 2400, height: 900 })).toEqual({ left: 2084, top: 784, right: 2184, bottom: 884 });
    expect(LAUNCHER_SPACE_PX).toBe(132);
  });

  it('shrinks the viewport to a box with an observer’s root margin', () => {
    expect(rootMarginOf({ left: 274, top: 728, right: 374, bottom: 828 }, { width: 390, height: 844 })).toBe('-728px -16px -16px -274px');
    // A box reaching past the viewport cuts nothing there.
    expect(rootMarginOf({ left: -10, top: 700, right: 400, bottom: 850 }, { width: 390, height: 844 })).toBe('-700px 0px 0px 0px');
  });
});
