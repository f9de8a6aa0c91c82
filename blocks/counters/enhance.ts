/**
 * The counters without React: figures count up from 0 when `data-threshold` of the section is on screen,
 * over `data-duration` ms on an ease-out curve; `data-replay="every-time"` drops them back to 0 when the
 * section has left the screen entirely. The server's HTML shows the final figures; only a browser that
 * will animate (IntersectionObserver, no reduced-motion request) sets them to 0 and waits. Screen
 * readers read the real figure beside each moving one (aria-hidden).
 */
import { figureAt, progressAt } from './count-up.ts';
import { prefersReducedMotion } from '../../src/shared/ui/reduced-motion.ts';

export function enhance(root: HTMLElement): () => void {
  const durationMs = Number(root.dataset.duration ?? 2000);
  const threshold = Number(root.dataset.threshold ?? 0.5);
  const replay = root.dataset.replay === 'every-time' ? 'every-time' : 'once';
  const figures = [...root.querySelectorAll<HTMLElement>('[data-counter]')];
  const show = (progress: number) => {
    for (const figure of figures)
      figure.textContent = `${figureAt(Number(figure.dataset.number), progress)}${figure.dataset.suffix ?? ''}`;
  };
  const reduced = prefersReducedMotion();
  if (reduced || durationMs <= 0 || typeof IntersectionObserver === 'undefined') {
    show(1);
    return () => undefined;
  }
  let frame = 0;
  let played = false;
  show(0);
  const run = () => {
    const start = performance.now();
    const tick = () => {
      const value = progressAt(performance.now() - start, durationMs);
      show(value);
      if (value < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      const screen = entry.rootBounds;
      // A section taller than the screen can never be half visible: filling the screen counts too.
      const visible =
        entry.isIntersecting &&
        (entry.intersectionRatio >= threshold ||
          (!!screen && entry.intersectionRect.height >= screen.height * threshold));
      if (visible && !played) {
        played = true;
        if (replay === 'once') observer.disconnect();
        run();
      } else if (!entry.isIntersecting && replay === 'every-time' && played) {
        played = false;
        cancelAnimationFrame(frame);
        show(0);
      }
    },
    { threshold: [0, threshold / 2, threshold, 1] },
  );
  observer.observe(root);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
