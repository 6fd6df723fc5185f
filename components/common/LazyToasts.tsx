import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { anyToastRaised, subscribeToFirstToast, toastOptions } from '@/lib/client/toast';

/**
 * The toast container mounts with the page's first message: react-toastify keeps the messages raised before
 * its container mounts and shows them then, so a page that raises none never loads it (its code and the
 * styles it injects cost a phone 120 ms of main thread). It injects its own styles, hence no stylesheet import.
 */
const ToastContainer = dynamic(() => import('react-toastify').then((module) => module.ToastContainer), { ssr: false });

export function LazyToasts() {
  const raised = useSyncExternalStore(subscribeToFirstToast, anyToastRaised, () => false);
  return raised ? <ToastContainer {...toastOptions} /> : null;
}
