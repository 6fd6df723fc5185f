/**
 * What `read` returns in the browser, `onServer` on the server: for a value only the browser has (the address's
 * #fragment) read while rendering. An island that renders it comes alive at once when the value makes its first
 * render differ from the server's (its `atOnce`). Not for keeping a module off the browser's build: a module passed
 * to a function stays in it (see StaticIsland.tsx).
 */
export function inBrowser<T>(read: () => T, onServer: T): T {
  return typeof window === 'undefined' ? onServer : read();
}
