import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { RevealSections } from '../../../content/types.ts';
import { enhanceReveal } from '../layout/shell-script.ts';
import { cssNumber } from '../../shared/theme/css-number.ts';

const Frame = styled.div<{ $durationMs: number }>`
  transition: opacity ${({ $durationMs }) => $durationMs}ms ease-out, transform ${({ $durationMs }) => $durationMs}ms ease-out;
  &[data-reveal='hidden'] {
    opacity: 0;
    transform: translateY(1.5rem);
  }
`;

/**
 * Fades a section in when `threshold` of it is visible. The first render always shows it (prerendered
 * HTML and no-JavaScript visitors see everything); only sections found outside the view are hidden,
 * until they scroll in. Under reduced motion nothing is hidden or animated. The behaviour is the shell's
 * script (shell-script.ts, enhanceReveal): a prerendered page runs it without React; here it runs where
 * React renders the page.
 */
export function Reveal({ settings, children }: { settings: RevealSections; children: ReactNode }) {
  const { threshold = 0.5 } = settings;
  const durationMs = cssNumber(settings.durationMs ?? 450, 'The fade duration (revealSections.durationMs)', 0, 3000);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceReveal(ref.current) : undefined), []);
  return (
    <Frame ref={ref} $durationMs={durationMs} data-reveal="shown" data-reveal-threshold={threshold}>
      {children}
    </Frame>
  );
}
