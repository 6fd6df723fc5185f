import type { ToastContainerProps } from 'react-toastify';

/** SPEC §9: auto close after 5000 ms, top-right, pause on hover, draggable with an 80 % threshold. */
export const toastOptions = {
  autoClose: 5000,
  position: 'top-right',
  pauseOnHover: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;
