import { useEffect, useRef } from 'react';

/**
 * Runs a block's enhancer (blocks/<type>/enhance.ts) on the element the returned ref is given, where React
 * renders the page (dev server, editor preview, tests); a prerendered page runs the same enhancer without
 * React (src/shell/islands/start-enhancers.ts).
 */
export function useEnhancer<T extends HTMLElement>(enhance: (root: HTMLElement) => () => void) {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? enhance(ref.current) : undefined), [enhance]);
  return ref;
}
