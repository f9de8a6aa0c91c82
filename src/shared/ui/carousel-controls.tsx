import styled, { css } from 'styled-components';
import { Icon } from './icons.tsx';
import { useUiStrings } from '../i18n/page-language.ts';
import type { ControlNoun } from '../i18n/ui-strings/en.ts';

/** light = controls drawn over a photo or dark band; dark = controls on a light background. */
export type ControlTone = 'light' | 'dark';

export const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.secondary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.secondarySoft}; }
  &:disabled { opacity: 0.45; cursor: default; }
  &[hidden] { display: none; }
`;

/** Previous or next, as markup: the carousel's enhancer (enhance-carousel.ts) makes it work. */
export function CarouselArrow({
  direction,
  what,
  disabled,
}: {
  direction: 'prev' | 'next';
  what: ControlNoun;
  disabled?: boolean;
}) {
  const strings = useUiStrings();
  const prev = direction === 'prev';
  return (
    <RoundButton
      type="button"
      aria-label={prev ? strings.previous(strings[what]) : strings.next(strings[what])}
      disabled={disabled}
      data-carousel-prev={prev || undefined}
      data-carousel-next={!prev || undefined}
    >
      <Icon name={prev ? 'chevronLeft' : 'chevronRight'} />
    </RoundButton>
  );
}

/** The toggle's two glyphs; pause-toggle.ts shows the one that says what pressing does (play hidden first). */
const PAUSE_GLYPHS = [
  { glyph: 'pause', path: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' },
  { glyph: 'play', path: 'M8 5v14l11-7z' },
] as const;

/**
 * Stops and restarts automatic movement (WCAG 2.2.2), as markup: its name says what pressing it does, and an
 * enhancer swaps name and glyph (pause-toggle.ts). It needs the script, so it is not shown without.
 */
export function PauseToggle({ what }: { what: ControlNoun }) {
  const strings = useUiStrings();
  const pause = strings.pause(strings[what]);
  return (
    <RoundButton
      type="button"
      aria-label={pause}
      data-pause-toggle
      data-label-pause={pause}
      data-label-play={strings.play(strings[what])}
      data-without-js="hidden"
    >
      {PAUSE_GLYPHS.map(({ glyph, path }) => (
        <svg
          key={glyph}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
          data-glyph={glyph}
          style={glyph === 'play' ? { display: 'none' } : undefined}
        >
          <path d={path} />
        </svg>
      ))}
    </RoundButton>
  );
}

const DotList = styled.div<{ $tone: ControlTone }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ $tone, theme }) => $tone === 'light' && css`background: ${theme.colors.scrim};`}
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.s};
`;

interface ControlsProps {
  count: number;
  tone: ControlTone;
  arrows?: boolean;
  dots?: boolean;
  /** Whether it moves by itself: the pause button is drawn (the enhancer hides it under reduced motion). */
  autoAdvance?: boolean;
  /** Whether it wraps; without, "previous" starts disabled on the first slide. */
  wrap?: boolean;
  /** The word for one item in control names: "slide", "picture"... */
  what?: ControlNoun;
}

const StaticDot = styled.button<{ $tone: ControlTone }>`
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: 0 auto;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.onDark : theme.colors.secondary)};
    background: transparent;
    transition: width ${({ theme }) => theme.motion.fast};
  }
  &[aria-current='true']::before {
    width: 22px;
    background: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.onDark : theme.colors.primary)};
    ${({ theme, $tone }) => $tone === 'dark' && css`border-color: ${theme.colors.primary};`}
  }
`;

/** A dot per slide (or starting picture), the first current, as markup: the carousel's enhancer moves aria-current. */
export function CarouselDots({ count, tone, what }: { count: number; tone: ControlTone; what: ControlNoun }) {
  const strings = useUiStrings();
  return (
    <DotList $tone={tone}>
      {Array.from({ length: count }, (_, i) => (
        <StaticDot
          key={i}
          type="button"
          $tone={tone}
          aria-label={strings.showItem(strings[what], i + 1, count)}
          aria-current={i === 0 ? 'true' : undefined}
          data-carousel-dot
        />
      ))}
    </DotList>
  );
}

/**
 * Previous, dots, next and (when it moves by itself) pause, in one row, as markup: the slideshow's
 * enhancer (enhance-carousel.ts) makes them work, with no React in the browser. The pause button needs
 * the script, so it is not shown without.
 */
export function CarouselControls({
  count,
  tone,
  arrows = true,
  dots = true,
  autoAdvance = true,
  wrap = true,
  what = 'slide',
}: ControlsProps) {
  if (count < 2) return null;
  return (
    <Bar>
      {arrows && <CarouselArrow direction="prev" what={what} disabled={!wrap} />}
      {dots && <CarouselDots count={count} tone={tone} what={what} />}
      {arrows && <CarouselArrow direction="next" what={what} />}
      {autoAdvance && <PauseToggle what="slideshow" />}
    </Bar>
  );
}
