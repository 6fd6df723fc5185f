import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen: for parts
 * below the fold whose code should load only when the visitor scrolls towards them. Stays true.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
