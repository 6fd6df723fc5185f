import type { ComponentType } from 'react';

/**
 * A component loaded on demand, rendered in the site's MUI frame, whose code arrives with it
 * (MuiFrame.tsx): for what renders MUI in the browser outside a page that hydrates it.
 */
export function loadFramed<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([import('./MuiFrame'), load()]).then(([{ framed }, component]) => framed(component));
}
