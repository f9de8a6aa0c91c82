import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` pixels. */
export function useCompactOnScroll(threshold: number): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => setCompact(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return compact;
}
