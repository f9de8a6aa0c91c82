import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
};
const currentValue = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * True when the visitor asked the system for less motion; follows changes live. While hydrating
 * prerendered HTML it answers false, as the server did, so the markup matches; React then
 * re-renders with the real value at once (useSyncExternalStore's server snapshot).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, currentValue, () => false);
}

/**
 * Whether the element is at least `threshold` visible (0.5 = half). Without IntersectionObserver
 * (old browsers, tests) everything counts as visible, so content is never hidden.
 */
export function useInView<T extends Element>(threshold = 0.5): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold });
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return [ref, inView];
}
