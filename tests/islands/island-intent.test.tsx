// @vitest-environment jsdom
import { act, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { InPage, settle, warmUpMuiFrame } from './island-kit';
import { earlyClickScript } from '@/lib/early-click-script';

/**
 * Islands that come alive on intent (StaticIsland's intent option, components/islands/early-input.ts): the browser
 * keeps the server's markup without the component's code until the visitor turns to it, then renders the
 * component in its place and hands it what was typed, ticked, clicked and focused in the markup before.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function QuoteForm({ heading }: { heading: string }) {
  const [origin, setOrigin] = useState('');
  const [stackable, setStackable] = useState(false);
  const [searches, setSearches] = useState(0);
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h2>{heading}</h2>
      <input aria-label="origin" value={origin} onChange={(event) => setOrigin(event.target.value)} />
      <input aria-label="stackable" type="checkbox" checked={stackable} onChange={(event) => setStackable(event.target.checked)} />
      <button type="button" onClick={() => setSearches((count) => count + 1)}>
        Ara
      </button>
      <a
        href="/lojistik-arama"
        onClick={(event) => {
          event.preventDefault();
          setSearches((count) => count + 10);
        }}
      >
        Teklif al
      </a>
      <output>{`${origin}|${stackable}|${searches}`}</output>
      <label htmlFor={noteId}>Not</label>
      <input id={noteId} value={note} onChange={(event) => setNote(event.target.value)} />
      <output data-note>{note}</output>
    </form>
  );
}
const formModule = { QuoteForm };
type Load = Mock<() => Promise<typeof formModule>>;

async function freshModule(serverModule: typeof formModule | null, load: Load, atOnce = false) {
  vi.resetModules();
  const island = await import('@/components/islands/StaticIsland');
  const Form = island.staticIslands(serverModule, load)('QuoteForm', { atOnce: () => atOnce });
  const page = (
    <InPage>
      <Form heading="Navlun teklifi" />
    </InPage>
  );
  return { island, page };
}

describe('islands that come alive on intent', () => {
  beforeAll(warmUpMuiFrame);

  let container: HTMLDivElement;
  let root: Root | undefined;
  let load: Load;
  let arrive: () => void;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    load = vi.fn(() => new Promise<typeof formModule>((resolve) => (arrive = () => resolve(formModule))));
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  /** The server's page, hydrated in the browser without the form's code. */
  async function hydratedPage(atOnce = false, beforeHydration?: (input: HTMLInputElement) => void) {
    const server = await freshModule(formModule, vi.fn());
    container.innerHTML = renderToString(server.page);
    const { island, page } = await freshModule(null, load, atOnce);
    const input = container.querySelector<HTMLInputElement>('input[aria-label="origin"]')!;
    beforeHydration?.(input);
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => expect.fail(String(error)) });
    });
    act(() => island.markHydrated());
    await settle();
    return { input, output: () => container.querySelector('output')!.textContent };
  }

  const hydrate = async () => {
    await act(async () => arrive());
    await settle();
  };

  it('keeps the server markup and loads nothing until the visitor turns to the form, which then keeps the focus', async () => {
    const { input } = await hydratedPage();
    expect(container.querySelector('h2')!.textContent).toBe('Navlun teklifi');
    expect(load).not.toHaveBeenCalled();
    input.focus();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input[aria-label="origin"]')).toBe(input);
    await hydrate();
    const live = container.querySelector('input[aria-label="origin"]');
    expect(live).not.toBe(input);
    expect(document.activeElement).toBe(live);
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('hands the form what was typed, ticked and clicked in the markup before it came alive', async () => {
    const { input, output } = await hydratedPage();
    input.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    input.value = 'İzmir';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    checkbox.click();
    container.querySelector('button')!.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(output()).toBe('|false|0');
    await hydrate();
    expect(output()).toBe('İzmir|true|1');
    expect(container.querySelector<HTMLInputElement>('input[aria-label="origin"]')!.value).toBe('İzmir');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  });

  it('hands the form a button pressed before the page hydrated (the head script kept it), and comes alive for it', async () => {
    (0, eval)(earlyClickScript);
    const { output } = await hydratedPage(false, (input) => input.closest('form')!.querySelector('button')!.click());
    expect(load).toHaveBeenCalledTimes(1);
    await hydrate();
    expect(output()).toBe('|false|1');
  });

  it("hands over what was typed in a field whose id React made (the component's own render makes another)", async () => {
    await hydratedPage();
    const served = container.querySelector<HTMLInputElement>('label + input')!;
    served.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    served.value = 'Kırılacak eşya';
    served.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    await hydrate();
    const live = container.querySelector<HTMLInputElement>('label + input')!;
    expect(live).not.toBe(served);
    expect(live.id).not.toBe(served.id);
    expect(container.querySelector('output[data-note]')!.textContent).toBe('Kırılacak eşya');
  });

  it("holds a click on a link of the site until the component can do what it does on it, and leaves other links' clicks", async () => {
    const { output } = await hydratedPage();
    const link = container.querySelector('a')!;
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    const inNewTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(inNewTab);
    expect(inNewTab.defaultPrevented).toBe(false);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    await settle();
    await hydrate();
    expect(output()).toBe('|false|10');
  });

  it('clicks a button pressed in the markup and released on the component that took its place', async () => {
    const { output } = await hydratedPage();
    const served = container.querySelector('button')!;
    served.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    served.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    await settle();
    await hydrate();
    expect(output()).toBe('|false|0');
    const live = container.querySelector('button')!;
    expect(live).not.toBe(served);
    live.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    await settle();
    expect(output()).toBe('|false|1');
    live.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    await settle();
    expect(output()).toBe('|false|1');
  });

  it('forgets a press released in the markup (the browser clicks, or the pointer left the button)', async () => {
    const { output } = await hydratedPage();
    const served = container.querySelector('button')!;
    served.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    served.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    await settle();
    await hydrate();
    container.querySelector('button')!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    await settle();
    expect(output()).toBe('|false|0');
  });

  it("keeps what was typed in an MUI Autocomplete that had the focus (unfocused, it puts its value's label back)", async () => {
    const { default: Autocomplete } = await import('@mui/material/Autocomplete');
    const { default: TextField } = await import('@mui/material/TextField');
    function PortPicker() {
      return <Autocomplete options={['Mersin', 'İzmir']} renderInput={(params) => <TextField {...params} label="Liman" />} />;
    }
    const pickerModule = { PortPicker };
    const islandOf = async (serverModule: typeof pickerModule | null, loadPicker: () => Promise<typeof pickerModule>) => {
      vi.resetModules();
      const island = await import('@/components/islands/StaticIsland');
      const Picker = island.staticIslands(serverModule, loadPicker)('PortPicker', { atOnce: () => false });
      return { island, page: <InPage><Picker /></InPage> };
    };
    container.innerHTML = renderToString((await islandOf(pickerModule, vi.fn())).page);
    let arrivePicker = () => {};
    const { island, page } = await islandOf(null, () => new Promise((resolve) => (arrivePicker = () => resolve(pickerModule))));
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    act(() => island.markHydrated());
    const served = container.querySelector<HTMLInputElement>('input')!;
    served.focus();
    served.value = 'mers';
    served.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    await act(async () => arrivePicker());
    await settle();
    const live = container.querySelector<HTMLInputElement>('input')!;
    expect(live).not.toBe(served);
    expect(document.activeElement).toBe(live);
    expect(live.value).toBe('mers');
  });

  it('passes on what still reaches the markup after the form came alive (a script that held on to its input)', async () => {
    const { input, output } = await hydratedPage();
    input.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    await hydrate();
    expect(input.isConnected).toBe(false);
    input.value = 'Mersin';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(output()).toBe('Mersin|false|0');
  });

  it('holds back a submission before the form has come alive (the browser would leave the page)', async () => {
    await hydratedPage();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('comes alive at once when the server markup cannot stand for the form', async () => {
    await hydratedPage(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('comes alive at once and still hands over what was typed into the markup while its code was on its way', async () => {
    const { input, output } = await hydratedPage(true);
    expect(load).toHaveBeenCalledTimes(1);
    input.focus();
    input.value = 'mersin';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    checkbox.click();
    await settle();
    await hydrate();
    const live = container.querySelector<HTMLInputElement>('input[aria-label="origin"]')!;
    expect(live).not.toBe(input);
    expect(output()).toBe('mersin|true|0');
    expect(live.value).toBe('mersin');
    expect(document.activeElement).toBe(live);
  });

  it('hands over what was typed before the page hydrated (nothing listened yet), and comes alive for it', async () => {
    const { output } = await hydratedPage(false, (served) => {
      served.focus();
      served.value = 'mersin';
      served.setSelectionRange(3, 3);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await hydrate();
    const live = container.querySelector<HTMLInputElement>('input[aria-label="origin"]')!;
    expect(output()).toBe('mersin|false|0');
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(3);
  });

  it('takes nothing from untouched markup before hydration: no intent, no value', async () => {
    const { output } = await hydratedPage();
    expect(load).not.toHaveBeenCalled();
    container.querySelector('input')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    await hydrate();
    expect(output()).toBe('|false|0');
    expect(document.activeElement).toBe(document.body);
  });

  it('renders the live component in the site\'s MUI theme', async () => {
    const { useTheme } = await import('@mui/material/styles');
    function HeaderHeight() {
      return <output>{String(useTheme().layout?.headerHeight)}</output>;
    }
    vi.resetModules();
    const island = await import('@/components/islands/StaticIsland');
    island.markHydrated();
    const Live = island.staticIslands(null, async () => ({ HeaderHeight }))('HeaderHeight');
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(<InPage><Live /></InPage>));
    await settle();
    const { theme } = await import('@/styles/theme');
    expect(container.querySelector('output')!.textContent).toBe(String(theme.layout.headerHeight));
  });

  it('renders the form at once when it is mounted after hydration (a client-side navigation)', async () => {
    const { island, page } = await freshModule(null, load);
    island.markHydrated();
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(page));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await hydrate();
    expect(container.querySelector('h2')!.textContent).toBe('Navlun teklifi');
  });
});
