import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { anyToastRaised, leavePage, opensAnotherPage, subscribeToFirstToast, toastOptions } from '@/lib/client/toast';

/**
 * The toast container mounts with the page's first message: react-toastify keeps the messages raised before
 * its container mounts and shows them then, so a page that raises none never loads it (its code and the
 * styles it injects cost a phone 120 ms of main thread). It injects its own styles, hence no stylesheet import.
 */
const ToastContainer = dynamic(() => import('react-toastify').then((module) => module.ToastContainer), { ssr: false });

export function LazyToasts() {
  const raised = useSyncExternalStore(subscribeToFirstToast, anyToastRaised, () => false);
  const { events } = useRouter();
  // A page's messages go when the visitor opens another page (a new query of the same page keeps them).
  useEffect(() => {
    const onRouteChange = (url: string) => {
      if (opensAnotherPage(window.location.href, url)) leavePage();
    };
    events.on('routeChangeStart', onRouteChange);
    return () => events.off('routeChangeStart', onRouteChange);
  }, [events]);
  return raised ? <ToastContainer {...toastOptions} /> : null;
}
