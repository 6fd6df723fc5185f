import type { ToastContainerProps, ToastOptions } from 'react-toastify';

/** Toasts close after 5000 ms, top-right, pause on hover, draggable with an 80 % threshold. */
export const toastOptions = {
  autoClose: 5000,
  position: 'top-right',
  pauseOnHover: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

type ToastKind = 'success' | 'error' | 'info' | 'warn';

let library: Promise<typeof import('react-toastify')> | undefined;
let raised = false;
const firstToastListeners = new Set<() => void>();

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
    library ??= import('react-toastify');
    library.then(
      (module) => module.toast[kind](content, options),
      () => (library = undefined), // offline: this message is lost, the next one tries again
    );
  };

/** react-toastify's `toast` for the kinds the app raises; the container mounts with the first message (LazyToasts). */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warn: show('warn') };
