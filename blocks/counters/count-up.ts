// The counting curve and figures of the counters block, free of React and the DOM.

/** Fast at first, slowing towards the end: at half the time 87.5% of the way is done. */
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** How far (0 to 1) a count-up is after `elapsedMs` of `durationMs`. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return 1;
  return easeOutCubic(Math.min(1, Math.max(0, elapsedMs / durationMs)));
}

/** The figure at `progress`, with as many decimals as the target has (4.7 stays 4.7, 2000 stays whole). */
export function figureAt(target: number, progress: number): string {
  const decimals = (String(target).split('.')[1] ?? '').length;
  if (progress >= 1) return String(target);
  return (target * progress).toFixed(decimals);
}
