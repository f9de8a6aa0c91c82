import { useSyncExternalStore } from 'react';

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
