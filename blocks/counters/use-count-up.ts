import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../src/shared/ui/motion.ts';

/** Fast at first, slowing towards the end: at half the time 87.5% of the way is done. */
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** How far (0 to 1) a count-up is after `elapsedMs` of `durationMs`. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return 1;
  return easeOutCubic(Math.min(1, Math.max(0, elapsedMs / durationMs)));
}

// Runs before the first paint in the browser, so a visitor never sees the final figures flash before 0.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Options {
  durationMs: number;
  threshold: number;
  replay: 'once' | 'every-time';
}

/**
 * Progress (0 to 1, eased) of a count-up that starts when `threshold` of the element is on screen.
 * The first render reports 1, so prerendered HTML and hydration both show the final figures; only in a
 * browser that will animate (IntersectionObserver, no reduced-motion request) does it drop to 0 and wait.
 * "every-time" drops back to 0 when the element has left the screen entirely.
 */
export function useCountUp<T extends Element>({
  durationMs,
  threshold,
  replay,
}: Options): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const reduced = usePrefersReducedMotion();
  const [progress, setProgress] = useState(1);

  useBeforePaint(() => {
    const element = ref.current;
    if (reduced || !element || durationMs <= 0 || typeof IntersectionObserver === 'undefined') {
      setProgress(1);
      return;
    }
    let frame = 0;
    let played = false;
    setProgress(0);

    const run = () => {
      const start = performance.now();
      const tick = () => {
        const value = progressAt(performance.now() - start, durationMs);
        setProgress(value);
        if (value < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };

    const observer = new IntersectionObserver(
      ([entry]) => {
        const root = entry.rootBounds;
        // A section taller than the screen can never be half visible: filling the screen counts too.
        const visible =
          entry.isIntersecting &&
          (entry.intersectionRatio >= threshold ||
            (root !== null && root !== undefined && entry.intersectionRect.height >= root.height * threshold));
        if (visible && !played) {
          played = true;
          if (replay === 'once') observer.disconnect();
          run();
        } else if (!entry.isIntersecting && replay === 'every-time' && played) {
          played = false;
          cancelAnimationFrame(frame);
          setProgress(0);
        }
      },
      { threshold: [0, threshold / 2, threshold, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reduced, durationMs, threshold, replay]);

  return [ref, progress];
}

/** The figure at `progress`, with as many decimals as the target has (4.7 stays 4.7, 2000 stays whole). */
export function figureAt(target: number, progress: number): string {
  const decimals = (String(target).split('.')[1] ?? '').length;
  if (progress >= 1) return String(target);
  return (target * progress).toFixed(decimals);
}
