import styled, { css } from 'styled-components';
import { Icon } from './icons.tsx';
import type { Carousel } from './use-carousel.ts';
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
`;

export function ArrowButton({
  direction,
  label,
  onClick,
  disabled,
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <RoundButton type="button" aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon name={direction === 'prev' ? 'chevronLeft' : 'chevronRight'} />
    </RoundButton>
  );
}

const PauseGlyph = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </svg>
);
const PlayGlyph = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M8 5v14l11-7z" />
  </svg>
);

/** Stops and restarts automatic movement (WCAG 2.2.2); its name says what pressing it does. */
export function PauseButton({
  paused,
  onToggle,
  what = 'slideshow',
}: {
  paused: boolean;
  onToggle: () => void;
  what?: ControlNoun;
}) {
  const strings = useUiStrings();
  return (
    <RoundButton
      type="button"
      aria-label={paused ? strings.play(strings[what]) : strings.pause(strings[what])}
      onClick={onToggle}
    >
      {paused ? <PlayGlyph /> : <PauseGlyph />}
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

const Dot = styled.button<{ $tone: ControlTone; $active: boolean }>`
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? '22px' : '12px')};
    height: 12px;
    margin: 0 auto;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.onDark : theme.colors.secondary)};
    background: ${({ theme, $tone, $active }) => (!$active ? 'transparent' : $tone === 'light' ? theme.colors.onDark : theme.colors.primary)};
    ${({ theme, $tone, $active }) => $active && $tone === 'dark' && css`border-color: ${theme.colors.primary};`}
    transition: width ${({ theme }) => theme.motion.fast};
  }
`;

export function CarouselDots({
  carousel,
  tone,
  what = 'slide',
}: {
  carousel: Carousel;
  tone: ControlTone;
  what?: ControlNoun;
}) {
  const strings = useUiStrings();
  return (
    <DotList $tone={tone}>
      {Array.from({ length: carousel.count }, (_, i) => (
        <Dot
          key={i}
          type="button"
          $tone={tone}
          $active={i === carousel.index}
          aria-label={strings.showItem(strings[what], i + 1, carousel.count)}
          aria-current={i === carousel.index ? 'true' : undefined}
          onClick={() => carousel.goTo(i)}
        />
      ))}
    </DotList>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.s};
`;

interface ControlsProps {
  carousel: Carousel;
  tone: ControlTone;
  arrows?: boolean;
  dots?: boolean;
  /** The word for one item in control names: "slide", "picture"... */
  what?: ControlNoun;
}

/** Previous, dots, next and (when it moves by itself) pause, in one row. */
export function CarouselControls({ carousel, tone, arrows = true, dots = true, what = 'slide' }: ControlsProps) {
  const strings = useUiStrings();
  if (carousel.count < 2) return null;
  return (
    <Bar>
      {arrows && (
        <ArrowButton
          direction="prev"
          label={strings.previous(strings[what])}
          onClick={carousel.prev}
          disabled={!carousel.canPrev}
        />
      )}
      {dots && <CarouselDots carousel={carousel} tone={tone} what={what} />}
      {arrows && (
        <ArrowButton
          direction="next"
          label={strings.next(strings[what])}
          onClick={carousel.next}
          disabled={!carousel.canNext}
        />
      )}
      {carousel.canRotate && <PauseButton paused={carousel.paused} onToggle={carousel.togglePaused} />}
    </Bar>
  );
}
