/**
 * What a floating part of the page (the chat's greeting, the chat button on a phone) must never cover: the page's
 * controls. It watches the controls that come under a box of the viewport: one IntersectionObserver whose root
 * margin shrinks the viewport to that box, so the browser reports as the page scrolls, without a script per frame.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The page's controls: what a visitor clicks, taps or types into. */
export const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The root margin that shrinks a viewport of this size to `box` (negative margins cut the viewport down). */
export function rootMarginOf(box: Box, viewport: { width: number; height: number }): string {
  const cut = (value: number) => `${-Math.max(0, Math.round(value))}px`;
  return [cut(box.top), cut(viewport.width - box.right), cut(viewport.height - box.bottom), cut(box.left)].join(' ');
}

/** Shown: rendered, not hidden by visibility or a transparent ancestor (a closed menu's items, a hidden step). */
function shown(element: Element): boolean {
  return element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true }) ?? true;
}

/**
 * Calls `onChange(covered)` when whether a shown control lies under `box()` changes, the first time once the browser
 * has looked (the next frame). `ignore` leaves out the floating part's own controls. `box()` is asked again when the
 * viewport is resized. Returns the stop.
 */
export function watchControlsUnder(box: () => Box, ignore: (control: Element) => boolean, onChange: (covered: boolean) => void): () => void {
  const under = new Set<Element>();
  let last: boolean | undefined;
  let observer: IntersectionObserver | undefined;

  const report = () => {
    const covered = [...under].some(shown);
    if (covered === last) return;
    last = covered;
    onChange(covered);
  };
  const observeControls = (root: Element | Document) => {
    if (root instanceof Element && root.matches(CONTROLS) && !ignore(root)) observer?.observe(root);
    for (const control of root.querySelectorAll(CONTROLS)) if (!ignore(control)) observer?.observe(control);
  };
  const start = () => {
    observer?.disconnect();
    under.clear();
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const { width, height } = entry.intersectionRect;
          if (entry.isIntersecting && width > 0 && height > 0) under.add(entry.target);
          else under.delete(entry.target);
        }
        report();
      },
      { rootMargin: rootMarginOf(box(), viewport) },
    );
    observeControls(document);
  };

  // Controls the page adds later (search results, a form's next step, an island come alive).
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) observeControls(node);
  });
  let frame = 0;
  const restart = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(start);
  };

  start();
  added.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', restart);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', restart);
    added.disconnect();
    observer?.disconnect();
  };
}
