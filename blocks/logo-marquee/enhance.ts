/**
 * The logo strips' pause button without React: the strips move by CSS alone; a press marks the block
 * data-paused (its CSS stops the strips) and the button then says "Play"; pressed again, they move on.
 * Under reduced motion nothing moves, so there is no button.
 */
import { showPaused } from '../../src/shared/ui/pause-toggle.ts';
import { prefersReducedMotion } from '../../src/shared/ui/reduced-motion.ts';

export function enhance(root: HTMLElement): () => void {
  const reduced = prefersReducedMotion();
  const show = () => {
    const paused = root.hasAttribute('data-paused');
    for (const toggle of root.querySelectorAll<HTMLElement>('[data-pause-toggle]')) {
      toggle.hidden = reduced;
      showPaused(toggle, paused);
    }
  };
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element).closest('[data-pause-toggle]');
    if (!toggle || !root.contains(toggle)) return;
    root.toggleAttribute('data-paused');
    show();
  };
  root.addEventListener('click', onClick);
  show();
  return () => root.removeEventListener('click', onClick);
}
