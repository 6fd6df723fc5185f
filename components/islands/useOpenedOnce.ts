import { useState } from 'react';

/**
 * True from the first time `open` is true: an overlay whose code loads on demand mounts when first
 * opened and then stays mounted, so it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
