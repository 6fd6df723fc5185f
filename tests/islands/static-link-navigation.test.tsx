// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaticLinkNavigation } from '@/components/islands';

/** Links in markup kept without its code (islands) are followed by the router, as next/link follows them once hydrated. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Frame() {
  useStaticLinkNavigation();
  return null;
}

describe('the router follows the links of islands', () => {
  let root: Root;
  let push: ReturnType<typeof vi.fn>;
  let island: HTMLDivElement;

  beforeEach(async () => {
    push = vi.fn(() => Promise.resolve(true));
    const router = { locale: 'en', locales: ['tr', 'en'], defaultLocale: 'tr', push } as unknown as NextRouter;
    const container = document.createElement('div');
    document.body.append(container);
    island = document.createElement('div');
    island.className = 'static-island';
    island.innerHTML = [
      '<a data-client-link href="/en/faq?x=1#q">faq</a>',
      '<a data-client-link href="/sikca-sorulan-sorular">sss</a>',
      '<a href="/en/login">login</a>',
      '<a data-client-link href="/en/faq" target="_blank">new tab</a>',
      '<a data-client-link href="https://example.com/en/faq">elsewhere</a>',
    ].join('');
    document.body.append(island);
    root = createRoot(container);
    await act(async () => root.render(<RouterContext.Provider value={router}><Frame /></RouterContext.Provider>));
  });

  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  });

  const click = (text: string, init: MouseEventInit = {}) => {
    const link = [...island.querySelectorAll('a')].find((anchor) => anchor.textContent === text)!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    link.dispatchEvent(event);
    return event;
  };

  it('follows a router link with the router, in the language of its path', () => {
    expect(click('faq').defaultPrevented).toBe(true);
    expect(push).toHaveBeenLastCalledWith('/en/faq?x=1#q', undefined, { locale: 'en' });
    expect(click('sss').defaultPrevented).toBe(true);
    expect(push).toHaveBeenLastCalledWith('/sikca-sorulan-sorular', undefined, { locale: 'tr' });
  });

  it("leaves the browser the links it must load itself, the clicks with a modifier and another window's or origin's links", () => {
    for (const event of [click('login'), click('new tab'), click('elsewhere'), click('faq', { ctrlKey: true }), click('faq', { button: 1 })]) expect(event.defaultPrevented).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves a click a hydrated link has handled', () => {
    const link = island.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(push).not.toHaveBeenCalled();
  });
});
