// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatGreeting } from '@/components/chat/ChatGreeting';
import { GREETING_VISIBLE_MS } from '@/components/chat/greeting';
import type { Locale } from '@/lib/routes';
import { localeTexts, translatedTree } from '../../support/render-translated';

/**
 * The greeting appears only once the browser has found none of the page's controls under it, goes when one comes
 * under it, and goes by itself: closed, timed out, on scrolling, or when a form field takes the focus. jsdom has no
 * IntersectionObserver: a stand-in lets the test say what the browser would report.
 */
class StandInObserver {
  static last: StandInObserver | undefined;
  readonly targets: Element[] = [];
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    StandInObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
}
const browserReports = (under: Element[]) =>
  act(() => {
    const observer = StandInObserver.last!;
    observer.report(observer.targets.map((target) => ({ target, isIntersecting: under.includes(target), intersectionRect: { width: under.includes(target) ? 12 : 0, height: under.includes(target) ? 12 : 0 } as DOMRectReadOnly })));
  });

async function show(locale: Locale) {
  const calls = { shown: 0, gone: 0, openChat: 0 };
  render(
    await translatedTree(
      <>
        <main>
          <a href="/fiyatlar">Fiyatlar</a>
          <input aria-label="Çıkış" />
        </main>
        <ChatGreeting place={{ right: 16, bottom: 124 }} onOpenChat={() => calls.openChat++} onShown={() => calls.shown++} onGone={() => calls.gone++} />
      </>,
      locale,
      ['common'],
    ),
  );
  const greeting = screen.getByTestId('chat-greeting');
  return { calls, greeting, link: screen.getByRole('link'), field: screen.getByRole('textbox') };
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', StandInObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ChatGreeting', () => {
  it('stands on the button, unseen until the browser finds no control under it; then it shows, with a close button named in the language', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const { calls, greeting, link, field } = await show(locale);
      expect(greeting.style.visibility).toBe('hidden');
      expect([greeting.style.right, greeting.style.bottom]).toEqual(['16px', '124px']);
      // The page's controls are watched, the greeting's own are not.
      expect(StandInObserver.last!.targets).toEqual([link, field]);
      browserReports([]);
      expect(greeting.style.visibility).toBe('visible');
      expect(calls.shown).toBe(1);
      const common = localeTexts(locale, 'common') as { chat: { bubble: string; greetingClose: string } };
      fireEvent.click(screen.getByRole('button', { name: common.chat.bubble }));
      expect(calls.openChat).toBe(1);
      fireEvent.click(screen.getByRole('button', { name: common.chat.greetingClose }));
      expect(calls.gone).toBe(1);
      cleanup();
    }
  });

  it('never shows over a control, and goes when one comes under it', async () => {
    const first = await show('tr');
    browserReports([first.link]);
    expect(first.greeting.style.visibility).toBe('hidden');
    expect([first.calls.shown, first.calls.gone]).toEqual([0, 1]);
    cleanup();

    const second = await show('tr');
    browserReports([]);
    expect(second.calls.shown).toBe(1);
    browserReports([second.field]);
    expect(second.calls.gone).toBe(1);
  });

  it('goes by itself: after a few seconds, on scrolling, when a form field takes the focus', async () => {
    vi.useFakeTimers();
    const timed = await show('en');
    browserReports([]);
    act(() => void vi.advanceTimersByTime(GREETING_VISIBLE_MS - 1));
    expect(timed.calls.gone).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(timed.calls.gone).toBe(1);
    cleanup();
    vi.useRealTimers();

    const scrolled = await show('en');
    browserReports([]);
    fireEvent.scroll(window);
    expect(scrolled.calls.gone).toBe(1);
    cleanup();

    const typing = await show('en');
    browserReports([]);
    fireEvent.focusIn(typing.link);
    expect(typing.calls.gone).toBe(0);
    fireEvent.focusIn(typing.field);
    expect(typing.calls.gone).toBe(1);
  });
});
