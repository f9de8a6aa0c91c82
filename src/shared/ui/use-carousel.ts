import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './motion.ts';

export interface CarouselOptions {
  /** How many slides (or, for a gallery, how many start positions). */
  count: number;
  /** Milliseconds each slide stays while rotating. */
  intervalMs?: number;
  /** Whether it moves by itself (never under prefers-reduced-motion). */
  autoAdvance?: boolean;
  /** Whether next on the last slide goes to the first, and previous on the first to the last. */
  wrap?: boolean;
}

export interface Carousel {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  prev: () => void;
  canPrev: boolean;
  canNext: boolean;
  /** Auto-advance is on and motion is allowed: show a pause/play control (WCAG 2.2.2). */
  canRotate: boolean;
  /** Moving by itself right now. Screen readers are told of changes only when it is not. */
  rotating: boolean;
  paused: boolean;
  togglePaused: () => void;
  /** Spread on the slide area: pointing at it holds the rotation meanwhile. */
  hoverHoldProps: { onMouseEnter: () => void; onMouseLeave: () => void };
  /** Spread on an area with links: while keyboard focus is inside, the rotation holds. */
  focusHoldProps: { onFocus: () => void; onBlur: (event: FocusEvent<HTMLElement>) => void };
}

/**
 * The state of every carousel, slideshow and gallery: the current index, wrapping, and a timer that
 * restarts after each change (so a click never leads to an instant second move), stops while paused
 * or held, and never runs when the visitor asked for reduced motion.
 */
export function useCarousel({ count, intervalMs = 5000, autoAdvance = true, wrap = true }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrap ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1));
    },
    [count, wrap],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const prev = useCallback(() => goTo(index - 1), [goTo, index]);

  const canPrev = count > 1 && (wrap || index > 0);
  const canNext = count > 1 && (wrap || index < count - 1);
  const canRotate = autoAdvance && count > 1 && !reducedMotion;
  const rotating = canRotate && !paused && !hovered && !focused && canNext;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, next, intervalMs]);

  return {
    index,
    count,
    goTo,
    next,
    prev,
    canPrev,
    canNext,
    canRotate,
    rotating,
    paused,
    togglePaused: () => setPaused((value) => !value),
    hoverHoldProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focusHoldProps: {
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
