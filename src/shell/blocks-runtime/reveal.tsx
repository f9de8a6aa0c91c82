import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RevealSections } from '../../shared/content/types.ts';
import { usePrefersReducedMotion } from '../../shared/ui/motion.ts';

const Frame = styled.div<{ $hidden: boolean; $durationMs: number }>`
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  transform: translateY(${({ $hidden }) => ($hidden ? '1.5rem' : '0')});
  transition: opacity ${({ $durationMs }) => $durationMs}ms ease-out, transform ${({ $durationMs }) => $durationMs}ms ease-out;
`;

/**
 * Fades a section in when `threshold` of it is visible. The first render always shows it (prerendered
 * HTML and no-JavaScript visitors see everything); only sections found outside the view are hidden,
 * until they scroll in. Under reduced motion nothing is hidden or animated.
 */
export function Reveal({ settings, children }: { settings: RevealSections; children: ReactNode }) {
  const { threshold = 0.5, durationMs = 450 } = settings;
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        // A section taller than twice the screen can never be half visible: filling half the screen counts too.
        const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
        const visible =
          entry.isIntersecting &&
          (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= threshold * screenHeight);
        if (visible) {
          setHidden(false);
          observer.disconnect(); // once shown, a section stays
        } else if (first) setHidden(true);
        first = false;
      },
      { threshold: [0, 0.1, 0.25, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced, threshold]);

  return (
    <Frame ref={ref} $hidden={hidden} $durationMs={durationMs} data-reveal={hidden ? 'hidden' : 'shown'}>
      {children}
    </Frame>
  );
}
