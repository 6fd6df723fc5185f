import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { toastOptions } from '@/lib/toast';

/**
 * The toast container arrives once the page is idle: react-toastify keeps toasts raised before that in
 * its queue and shows them when the container mounts, so no page carries it in its first load. (It
 * injects its own styles, hence no stylesheet import.)
 */
const ToastContainer = dynamic(() => import('react-toastify').then((module) => module.ToastContainer), { ssr: false });

export function LazyToasts() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(ready, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(ready, 200);
    return () => clearTimeout(timer);
  }, []);
  return idle ? <ToastContainer {...toastOptions} /> : null;
}
