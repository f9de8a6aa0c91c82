import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` pixels. */
export function useCompactOnScroll(threshold: number): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => setCompact(window.scrollY > threshold);
    // Reading scrollY lays the page out. Right after hydration (styled-components has just re-inserted every
    // style) that is the whole page, so the first reading waits for the next frame, which lays it out anyway,
    // instead of lengthening the task that runs every effect of the page.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return compact;
}
