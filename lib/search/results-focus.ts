/**
 * A search just submitted in this page: its results take the focus and come into view when they arrive. A search
 * address opened as it is (a link, a reload) leaves the focus where the visitor starts.
 */
let wanted = false;

export function requestResultsFocus(): void {
  wanted = true;
}

/** Whether the results should take the focus now; asks once. */
export function takeResultsFocus(): boolean {
  const now = wanted;
  wanted = false;
  return now;
}

/** The id of the results' heading (the offers' count, or why there are none), which takes the focus. */
export const RESULTS_HEADING_ID = 'search-results-heading';

/**
 * The ref of the results' heading: when a search was just submitted, the heading takes the focus (screen readers
 * read it) and the page scrolls it to the top, below the header — unless the visitor is typing in a field by then.
 */
export function focusResultsHeading(heading: HTMLElement | null): void {
  if (!heading || !takeResultsFocus()) return;
  // A visitor who went on typing meanwhile keeps their field.
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}
