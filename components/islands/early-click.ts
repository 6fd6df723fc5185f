import { useEffect } from 'react';
import { EARLY_CLICK_CONTROLS, EARLY_CLICK_KEY } from '@/lib/early-click-script';

/**
 * The button pressed before the page hydrated, as the head script kept it (lib/early-click-script.js): handed over
 * once, to the island it is in (EarlyInput) or, once the page has hydrated, clicked where it is.
 */

type EarlyClickRecord = { reactListens: boolean; hydrated: boolean; element: Element | null; seenByReact: boolean };

const record = () => (typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyClickRecord | undefined>)[EARLY_CLICK_KEY]);

function take(early: EarlyClickRecord | undefined, box?: Element): Element | null {
  const control = early?.element?.closest(EARLY_CLICK_CONTROLS) ?? null;
  if (!early || !control || (box && !box.contains(control))) return null;
  early.element = null;
  return control;
}

/**
 * For an island's markup, which no handler of React's answers: the control pressed in `box` before the island
 * listened itself; taken, so handed over once.
 */
export function takeEarlyClick(box: Element): Element | null {
  return take(record(), box);
}

/**
 * For the app. From its first render in the browser React listens: a press on a component of its own reaches the
 * component (hydrated first), so only presses before then are clicked again here, once the page has hydrated and
 * the islands have taken theirs; and only on a button still on the page.
 */
export function useEarlyClickHandover() {
  const listening = record();
  if (listening) listening.reactListens = true;
  useEffect(() => {
    const early = record();
    if (!early) return;
    early.hydrated = true;
    const control = take(early);
    if (control instanceof HTMLElement && control.isConnected && !early.seenByReact) control.click();
  }, []);
}
