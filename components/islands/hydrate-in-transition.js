// Next's pages router calls hydrateRoot at default priority, which React renders as one uninterruptible task: the
// whole page's hydration blocked the main thread for a second and more on a phone. Called inside a transition,
// React hydrates the same tree time-sliced (yielding every few milliseconds), and still hydrates first whatever the
// visitor interacts with. next.config.js swaps this module in for `react-dom/client` in Next's client entry only.
import { startTransition } from 'react';
import * as reactDomClient from 'react-dom/client';

function hydrateRoot(container, initialChildren, options) {
  let root;
  startTransition(() => {
    root = reactDomClient.hydrateRoot(container, initialChildren, options);
  });
  return root;
}

const client = { ...reactDomClient, hydrateRoot };
export default client;
export { hydrateRoot };
export const { createRoot, version } = reactDomClient;
