// @vitest-environment jsdom
import { act, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { InPage, settle, warmUpMuiFrame } from './island-kit';

/**
 * Static islands (components/islands/StaticIsland.tsx): the server renders the component; the browser keeps that
 * markup on hydration without loading the component, and renders the component itself (loaded on demand)
 * when the island is mounted later, when its props or language change, or when there was no markup to keep.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p className="greeting">Merhaba {name}</p>;
}
const greetingModule = { Greeting };

type Island = typeof import('@/components/islands/StaticIsland');

/** A fresh StaticIsland module (its "still hydrating" flag starts true in a browser) and the island of Greeting. */
async function freshIsland(serverModule: typeof greetingModule | null, load: Mock<() => Promise<typeof greetingModule>>) {
  vi.resetModules();
  const island: Island = await import('@/components/islands/StaticIsland');
  const GreetingIsland = island.staticIslands(serverModule, load)('Greeting');
  const page = (name: string, locale = 'tr') => (
    <InPage locale={locale}>
      <GreetingIsland name={name} />
    </InPage>
  );
  return { island, page };
}

describe('static islands', () => {
  beforeAll(warmUpMuiFrame);

  let container: HTMLDivElement;
  let root: Root | undefined;
  let load: Mock<() => Promise<typeof greetingModule>>;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    load = vi.fn(async () => greetingModule);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  async function serverMarkup(name: string) {
    const { page } = await freshIsland(greetingModule, vi.fn());
    return renderToString(page(name));
  }

  /** The server's markup for Ayşe, hydrated in the browser; then the app's first render has committed. */
  async function hydratedPage(onRecoverableError?: (error: unknown) => void) {
    container.innerHTML = await serverMarkup('Ayşe');
    const { island, page } = await freshIsland(null, load);
    const serverParagraph = container.querySelector('.greeting');
    await act(async () => {
      root = hydrateRoot(container, page('Ayşe'), { onRecoverableError });
    });
    act(() => island.markHydrated());
    return { page, serverParagraph };
  }

  it('renders the component on the server inside a box-less wrapper', async () => {
    const html = await serverMarkup('Ayşe');
    expect(html).toBe('<main><div class="static-island"><p class="greeting">Merhaba <!-- -->Ayşe</p></div></main>');
  });

  it('keeps the server markup on hydration without loading the component, also through later renders with the same props', async () => {
    const { page, serverParagraph } = await hydratedPage((error) => expect.fail(String(error)));
    await act(async () => root!.render(page('Ayşe')));
    await settle();
    expect(container.querySelector('.greeting')).toBe(serverParagraph);
    expect(container.textContent).toBe('Merhaba Ayşe');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the loaded component once its props change, and stays live when they change back', async () => {
    const { page } = await hydratedPage();
    await act(async () => root!.render(page('Çağrı')));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('.greeting')).toHaveLength(1);
    expect(container.textContent).toBe('Merhaba Çağrı');
    await act(async () => root!.render(page('Ayşe')));
    await settle();
    expect(container.textContent).toBe('Merhaba Ayşe');
  });

  it('keeps the page on screen as it was while the code loads, when the router renders the change (a transition)', async () => {
    let arrive = () => {};
    load.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve(greetingModule))));
    const { page, serverParagraph } = await hydratedPage();
    await act(async () => startTransition(() => root!.render(page('Çağrı'))));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.greeting')).toBe(serverParagraph);
    expect(container.textContent).toBe('Merhaba Ayşe');
    await act(async () => arrive());
    await settle();
    expect(container.textContent).toBe('Merhaba Çağrı');
  });

  it('renders the loaded component when the language changes (the language switch on the same page)', async () => {
    const { page } = await hydratedPage();
    await act(async () => root!.render(page('Ayşe', 'en')));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('.greeting')).toHaveLength(1);
  });

  it('renders the loaded component when mounted after hydration (a client-side navigation), the previous page staying until then', async () => {
    let arrive = () => {};
    load.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve(greetingModule))));
    const { island, page } = await freshIsland(null, load);
    island.markHydrated();
    root = createRoot(container);
    await act(async () => root!.render(<h1>Önceki sayfa</h1>));
    await act(async () => startTransition(() => root!.render(page('Ayşe'))));
    await settle();
    expect(container.innerHTML).toBe('<h1>Önceki sayfa</h1>');
    await act(async () => arrive());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('<main><div class="static-island"><p class="greeting">Merhaba Ayşe</p></div></main>');
  });

  it('renders the loaded component when the first render found no server markup to keep', async () => {
    const { page } = await freshIsland(null, load);
    root = createRoot(container);
    await act(async () => root!.render(page('Ayşe')));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Merhaba Ayşe');
  });
});
