// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEarlyClickHandover } from '@/components/islands';
import { COOKIE_CHOICE_BUTTON } from '@/lib/cookie-choice-script';
import { EARLY_CLICK_KEY, earlyClickScript } from '@/lib/early-click-script';

/**
 * A button pressed before the page hydrated (lib/early-click-script.js, components/islands/early-click.ts): the
 * head script keeps it, and the app clicks it once the page has hydrated — unless React listened already at the
 * press (it handled it) or the button has no behaviour the page's code adds.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Record = { reactListens: boolean; hydrated: boolean; element: Element | null; seenByReact: boolean };
const earlyRecord = () => (window as unknown as { [key: string]: Record })[EARLY_CLICK_KEY]!;

function Page() {
  useEarlyClickHandover();
  const [opened, setOpened] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        Hesabım
      </button>
      <output>{opened}</output>
    </main>
  );
}

/** The listeners the head scripts of a test added to the document: a page runs its head script once. */
const headListeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];

/** The head script, as the page's <head> runs it (its listeners removed after the test). */
function runHeadScript() {
  const add = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    headListeners.push([type, listener!, options]);
    add(type, listener, options);
  });
  try {
    (0, eval)(earlyClickScript);
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => {
  for (const [type, listener, options] of headListeners.splice(0)) document.removeEventListener(type, listener, options);
});

/** A form its page's code sends (no action): a newsletter box. */
function NewsletterBox() {
  useEarlyClickHandover();
  const [sent, setSent] = useState(0);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent((count) => count + 1);
      }}
    >
      <input name="email" defaultValue="" />
      <button type="submit">Abone ol</button>
      <output>{sent}</output>
    </form>
  );
}

describe('a button pressed before the page hydrated', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const served = () => {
    container.innerHTML = renderToString(<Page />);
    runHeadScript();
    return container.querySelector('button')!;
  };
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => expect.fail(String(error)) });
    });
  };
  const opened = () => container.querySelector('output')!.textContent;

  it('gets its click once the page has hydrated, once', async () => {
    const button = served();
    button.click();
    button.click();
    expect(opened()).toBe('0');
    await hydrate();
    expect(opened()).toBe('1');
    expect(earlyRecord().element).toBeNull();
    act(() => container.querySelector('button')!.click());
    expect(opened()).toBe('2');
  });

  it('is not clicked again when React listened at the press (it handled the press itself)', async () => {
    const button = served();
    earlyRecord().reactListens = true;
    button.click();
    expect(earlyRecord().seenByReact).toBe(true);
    await hydrate();
    expect(opened()).toBe('0');
  });

  it('keeps nothing after the page has hydrated', async () => {
    served();
    await hydrate();
    act(() => container.querySelector('button')!.click());
    expect(opened()).toBe('1');
    expect(earlyRecord().element).toBeNull();
  });

  it("keeps only buttons whose behaviour the page adds: not a form's submit button that works without the page, a link, a disabled button or the cookie choice", () => {
    container.innerHTML = `
      <form action="/lojistik-arama"><button id="native">Ara</button></form>
      <form><button type="button" id="inside">Ekle</button></form>
      <a href="/blog" role="button">Blog</a>
      <button type="button" disabled>Kapalı</button>
      <button type="button" ${COOKIE_CHOICE_BUTTON}="all">Kabul</button>
      <div role="menuitem" tabindex="0"><span id="label">Çıkış</span></div>`;
    runHeadScript();
    // The browser's own action of each click (a form's submission) goes ahead unless the head script stops it.
    const stopped: string[] = [];
    container.addEventListener('click', (event) => {
      if (event.defaultPrevented) stopped.push((event.target as Element).id);
      event.preventDefault();
    });
    const press = (selector: string) => container.querySelector<HTMLElement>(selector)!.click();
    for (const selector of ['#native', 'a', 'button[disabled]', `[${COOKIE_CHOICE_BUTTON}]`]) {
      press(selector);
      expect(earlyRecord().element, selector).toBeNull();
    }
    expect(stopped).toEqual([]);
    press('#inside');
    expect(earlyRecord().element).toBe(container.querySelector('#inside'));
    press('#label');
    expect(earlyRecord().element).toBe(container.querySelector('[role="menuitem"]'));
  });

  it("keeps the submit button of a form the page's code sends, and stops the browser's own submission (a reload with the fields in the address)", async () => {
    container.innerHTML = renderToString(<NewsletterBox />);
    runHeadScript();
    let submittedNatively = 0;
    container.querySelector('form')!.addEventListener('submit', (event) => {
      submittedNatively += 1;
      event.preventDefault();
    });
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submittedNatively).toBe(0);
    expect(earlyRecord().element).toBe(container.querySelector('button[type="submit"]'));
    // Once the page has hydrated, the app gives it its click: the form is sent by its code, once.
    await act(async () => {
      root = hydrateRoot(container, <NewsletterBox />, { onRecoverableError: (error) => expect.fail(String(error)) });
    });
    expect(container.querySelector('output')!.textContent).toBe('1');
    expect(submittedNatively).toBe(1);
  });
});

describe("the language link on a page opened with a query, before the header's code", () => {
  let container: HTMLDivElement;
  const at = (address: string) => window.history.replaceState(null, '', address);

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    // A link's default action would navigate jsdom away: the test reads the href the browser would follow.
    container.addEventListener('click', (event) => event.preventDefault());
    container.addEventListener('auxclick', (event) => event.preventDefault());
  });
  afterEach(() => {
    container.remove();
    at('/');
  });

  const served = (links: string) => {
    container.innerHTML = links;
    runHeadScript();
  };
  const hrefOf = (selector: string) => container.querySelector(selector)!.getAttribute('href');

  it("leads to the pair with the address's query, on a click or a middle click, before and after hydration", () => {
    at('/gemi-programi?pol=TRMER&pod=USNYC');
    served(`<a href="/en/ship-program" hreflang="en" lang="en" id="switch"><span id="label">English</span></a><a href="/en/ship-program" hreflang="en" id="drawer">English</a>`);
    container.querySelector<HTMLElement>('#label')!.click();
    expect(hrefOf('#switch')).toBe('/en/ship-program?pol=TRMER&pod=USNYC');
    // Clicked again: the query is not added twice.
    container.querySelector<HTMLElement>('#switch')!.click();
    expect(hrefOf('#switch')).toBe('/en/ship-program?pol=TRMER&pod=USNYC');
    earlyRecord().hydrated = true;
    container.querySelector('#drawer')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(hrefOf('#drawer')).toBe('/en/ship-program?pol=TRMER&pod=USNYC');
  });

  it('leaves a link that has its own query, another link, and every link of an address without a query as they are', () => {
    at('/gemi-programi?pol=TRMER');
    served(`<a href="/en/ship-program?pol=TRMER" hreflang="en" id="kept">English</a><a href="/blog" id="other">Blog</a>`);
    container.querySelector<HTMLElement>('#kept')!.click();
    container.querySelector<HTMLElement>('#other')!.click();
    expect(hrefOf('#kept')).toBe('/en/ship-program?pol=TRMER');
    expect(hrefOf('#other')).toBe('/blog');
    at('/gemi-programi');
    served(`<a href="/en/ship-program" hreflang="en" id="plain">English</a>`);
    container.querySelector<HTMLElement>('#plain')!.click();
    expect(hrefOf('#plain')).toBe('/en/ship-program');
  });
});
