import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * Glides to the section with this id (instantly when the visitor asked for reduced motion) and moves
 * keyboard focus there, so the next Tab continues from the section rather than from the button that
 * was pressed. Returns false when the page has no such section.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
