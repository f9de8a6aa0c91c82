/**
 * True when the visitor asked the system for less motion. Read at the moment it is needed (a slideshow
 * starting, a scroll, a section fading in), so the enhancers, the shell's script and the router agree.
 */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
