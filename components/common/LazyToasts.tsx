import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useWhenIdle } from '@/components/common/useWhenIdle';
import { toastOptions } from '@/lib/toast';

/**
 * The toast container arrives once the page is idle: react-toastify keeps toasts raised before that in
 * its queue and shows them when the container mounts, so no page carries it in its first load. (It
 * injects its own styles, hence no stylesheet import.)
 */
const ToastContainer = dynamic(() => import('react-toastify').then((module) => module.ToastContainer), { ssr: false });

export function LazyToasts() {
  const [idle, setIdle] = useState(false);
  useWhenIdle(useCallback(() => setIdle(true), []), 2000);
  return idle ? <ToastContainer {...toastOptions} /> : null;
}
