import type { Id, ToastContainerProps, ToastOptions } from 'react-toastify';

/** Toasts close after 5000 ms, top-right, pause on hover, draggable with an 80 % threshold. */
export const toastOptions = {
  autoClose: 5000,
  position: 'top-right',
  pauseOnHover: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

type ToastKind = 'success' | 'error' | 'info' | 'warn';

/**
 * A message raised this shortly before the visitor moves to another page goes with them: it was raised for the page
 * about to open ("signed out" before the home page, "receipt sent" before the reservation), and nobody could have read
 * it on the page left. Anything older belongs to the page left and is dismissed with it.
 */
export const CARRIED_TO_NEXT_PAGE_MS = 1000;

/** Which messages belong to the page on screen: each raised one by its id and when it was raised. */
export function createPageToasts(now: () => number = () => Date.now()) {
  const raised = new Map<Id, number>();
  return {
    raise(id: Id): void {
      raised.set(id, now());
    },
    /** Whether the message still belongs to a page on screen (one not yet loaded is not shown once its page is left). */
    isCurrent(id: Id): boolean {
      return raised.has(id);
    },
    /** The visitor leaves the page: the messages to dismiss. Those raised just now are carried to the next page. */
    leave(): Id[] {
      const before = now() - CARRIED_TO_NEXT_PAGE_MS;
      const gone = [...raised].filter(([, at]) => at < before).map(([id]) => id);
      for (const id of gone) raised.delete(id);
      return gone;
    },
  };
}

/** Whether a route change from `from` to `to` (addresses) opens another page: another path, not only another query or #fragment. */
export function opensAnotherPage(from: string, to: string): boolean {
  return new URL(from, 'http://page').pathname !== new URL(to, new URL(from, 'http://page')).pathname;
}

let library: Promise<typeof import('react-toastify')> | undefined;
let raised = false;
let counter = 0;
const firstToastListeners = new Set<() => void>();
const pageToasts = createPageToasts();

/** Whether a message has been raised on this page: the toast container mounts then (LazyToasts), not before. */
export const anyToastRaised = (): boolean => raised;

/** Subscribes to the first message raised (for useSyncExternalStore). */
export function subscribeToFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/** Loads react-toastify with the first message (shown in the order raised), so no page carries it in its first load. */
const show =
  (kind: ToastKind) =>
  (content: string, options?: ToastOptions): void => {
    if (!raised) {
      raised = true;
      for (const listener of firstToastListeners) listener();
    }
    // Every message has an id, so the one raised on a page can be dismissed when the visitor leaves it.
    const toastId = options?.toastId ?? `toast-${++counter}`;
    pageToasts.raise(toastId);
    library ??= import('react-toastify');
    library.then(
      (module) => {
        if (pageToasts.isCurrent(toastId)) module.toast[kind](content, { ...options, toastId });
      },
      () => (library = undefined), // offline: this message is lost, the next one tries again
    );
  };

/** react-toastify's `toast` for the kinds the app raises; the container mounts with the first message (LazyToasts). */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warn: show('warn') };

/**
 * The visitor leaves the page (LazyToasts calls it when a route change opens another page): its messages are
 * dismissed, shown or not yet loaded; those raised just before are carried to the next page (CARRIED_TO_NEXT_PAGE_MS).
 */
export function leavePage(): void {
  const gone = pageToasts.leave();
  if (gone.length === 0 || !library) return;
  library.then(
    (module) => gone.forEach((id) => module.toast.dismiss(id)),
    () => undefined,
  );
}
