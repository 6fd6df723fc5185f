import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, FIRST_PAINT_WAIT_MS, appBootScript } from '@/lib/app-boot-script';

const sources = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];

/** Runs the boot script against a page that is `readyState`, `visibilityState`, with or without paint timing. */
function bootPage({ readyState = 'interactive', visibilityState = 'visible', paintTiming = true } = {}) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let observed: unknown;
  const timers: Array<{ run: () => void; ms: number }> = [];
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    getElementById: (id: string) => (id === APP_SCRIPTS_ID ? { textContent: JSON.stringify(sources) } : null),
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => appended.push({ ...script }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: unknown) {
      observed = options;
    }
  }
  runInNewContext(appBootScript, { document, window: { PerformanceObserver }, PerformanceObserver, JSON, setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }) });
  return {
    appended,
    observed: () => observed,
    paint: (name: string) => observer?.({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
    parsed: () => listeners.DOMContentLoaded?.(),
    timers,
  };
}

describe('the app boot script', () => {
  it('starts nothing before the first contentful paint, then every script in order, not async', () => {
    const page = bootPage();
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(sources.map((src) => ({ src, async: false })));
    page.paint('first-contentful-paint');
    expect(page.appended).toHaveLength(sources.length);
  });

  it('waits for the document to be parsed when it paints first', () => {
    const page = bootPage({ readyState: 'loading' });
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.parsed();
    expect(page.appended.map((script) => script.src)).toEqual(sources);
  });

  it('starts after FIRST_PAINT_WAIT_MS when no paint is reported', () => {
    const page = bootPage();
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    page.timers[0]!.run();
    expect(page.appended.map((script) => script.src)).toEqual(sources);
  });

  it('starts at once in a hidden tab, which paints nothing, and without paint timing', () => {
    expect(bootPage({ visibilityState: 'hidden' }).appended.map((script) => script.src)).toEqual(sources);
    expect(bootPage({ paintTiming: false }).appended.map((script) => script.src)).toEqual(sources);
  });
});
