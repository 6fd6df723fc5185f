import { lazy, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { EarlyInput } from './early-input';
import { loadFramed } from './load-framed';
import { useLocale } from '@/lib/i18n';

/**
 * Static islands: markup the server renders and the browser keeps as it is, without hydrating it or
 * downloading its code on the first load. Marketing sections and footer links have nothing to do in
 * the browser; their components' rendering was a large share of the main-thread work that held a
 * phone's first interaction back.
 *
 * The page imports the island's module and hands it over written as `typeof window === 'undefined' ? module : null`,
 * in its own module: Next's compiler makes `typeof window` a constant in the browser's build, which drops the branch
 * and with it the module (it has no side effects) from the page's first load. A helper can't write it for the page: a
 * module passed to a function is used, and stays in the build (lint/islands.mjs accepts that one form). In the
 * browser, the island hydrated from the server's HTML keeps that HTML. An island mounted later (a
 * client-side navigation), or one whose props or language have changed since (the same page with other
 * props, the language switch), renders the component, loaded with `load` on demand.
 *
 * An island's component holds nothing the browser must run: the router follows its links
 * (useStaticLinkNavigation), and MUI's focus ring comes from globals.css. Its module is named `*.island.tsx`, where
 * lint refuses event handlers and hooks that work only in the browser; an island that comes alive on intent has a
 * module of its own without that name. Its component renders in the site's
 * MUI frame, which arrives with its code (load-framed.ts). It holds no next/head either (PageHead, JsonLd): the head manager
 * would drop tags that no hydrated component renders.
 */

let hydrating = typeof window !== 'undefined';

/** Called when the app's first render has committed: islands mounted from now on render their component. */
export function markHydrated() {
  hydrating = false;
}

/**
 * An island that comes alive on intent: a component that does have work in the browser (a form) but none before
 * the visitor turns to it. Its markup stays the server's, without its code, until a pointer over it, a touch, a
 * focus or a key inside it; then its component renders in place of the markup, and what the visitor did in the
 * markup meanwhile is handed over (early-input.ts). `atOnce` says when the server's markup
 * can't stand for the component with these props (its first render in the browser would differ): then it comes
 * alive at once.
 */
export type IntentOptions<P> = {
  atOnce: (props: P) => boolean;
};

type IslandOptions<P> = {
  /** The component on the server; `null` in the browser's build. */
  server: ComponentType<P> | null;
  /** The component's code for the browser, loaded the first time an island has to render it. */
  load: () => Promise<ComponentType<P>>;
  intent?: IntentOptions<P>;
};

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A component whose first render in the browser keeps the server's markup (see above). */
function staticIsland<P extends object>({ server: Server, load, intent }: IslandOptions<P>): ComponentType<P> {
  // No Suspense boundary of its own, on purpose: the router renders a new page or language in a transition, and a
  // transition that suspends keeps the page on screen as it was until the code has arrived, instead of showing a
  // gap where the island goes (a band without its heading for a moment).
  const Live = lazy(() => loadFramed(load).then((component) => ({ default: component })));

  function StaticIsland(props: P) {
    const locale = useLocale();
    const [keepsServerMarkup, setKeepsServerMarkup] = useState(hydrating);
    const [hydratedWith] = useState(() => ({ props, locale }));
    const element = useRef<HTMLDivElement>(null);
    const [early] = useState(() => (intent ? new EarlyInput() : null));
    // Called once the live component's elements are in place (React attaches a ref after its children); the replay
    // waits for the end of React's commit, as events dispatched within it would reach handlers React can't yet apply.
    const replayEarlyInput = useCallback(
      (root: HTMLDivElement | null) => {
        if (root && early) queueMicrotask(() => early.replay(root));
      },
      [early],
    );
    const changed = hydratedWith.locale !== locale || !sameProps(hydratedWith.props, props);
    if (keepsServerMarkup && changed) setKeepsServerMarkup(false);
    const keep = keepsServerMarkup && !changed;

    // A page React had to render in the browser after all (after a hydration error) has no server markup to keep.
    useLayoutEffect(() => {
      if (keep && element.current && !element.current.firstChild) startTransition(() => setKeepsServerMarkup(false));
    }, [keep]);

    // Once, on the hydrated markup; the listening outlasts the markup (see EarlyInput) and ends with the island. An
    // island that comes alive at once listens too: its code is still on its way, and what the visitor types into the
    // markup meanwhile (or typed before the page hydrated) must reach the component, not vanish with the markup.
    useEffect(() => {
      if (!early || !intent || !element.current) return;
      const comeAlive = () => setKeepsServerMarkup(false);
      const stopListening = early.listen(element.current, comeAlive);
      if (intent.atOnce(props)) startTransition(comeAlive);
      return stopListening;
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the props of the hydration: a change makes the island live anyway
    }, [early]);

    if (Server) {
      return (
        <div className="static-island">
          <Server {...props} />
        </div>
      );
    }
    if (keep) return <div key="server" ref={element} className="static-island" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    return (
      <div key="live" ref={replayEarlyInput} className="static-island">
        <Live {...props} />
      </div>
    );
  }
  return StaticIsland;
}

/**
 * Islands of a module's components: `serverModule` is the module on the server (`null` in the browser's
 * build), `load` imports it in the browser. Their props must be values that keep their identity between
 * renders (texts, numbers, the page's props): a changed prop makes the island render its component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function staticIslands<M extends Record<string, ComponentType<any>>>(serverModule: M | null, load: () => Promise<M>) {
  return <K extends keyof M & string>(name: K, intent?: IntentOptions<ComponentProps<M[K]>>) => {
    type Component = ComponentType<ComponentProps<M[K]>>;
    return staticIsland({ server: (serverModule?.[name] ?? null) as Component | null, load: () => load().then((module) => module[name] as Component), intent });
  };
}
