import { showPaused } from './pause-toggle.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * Every slideshow without React (hero carousel, image carousel): the current slide, wrapping, and a
 * timer that restarts after each change (so a click never leads to an instant second move), stops while
 * paused, while the pointer is on [data-hover-hold] or keyboard focus is in [data-focus-hold], and never
 * runs when the visitor asked for reduced motion (the pause button is then hidden too).
 * Markup (carousel-controls.tsx and the blocks): the root has data-count, data-interval, data-auto and
 * data-wrap; every element of slide n has data-slide="n" (data-active and aria-hidden follow);
 * [data-carousel-live] is polite while it stands still; the controls are [data-carousel-prev],
 * [data-carousel-next], [data-carousel-dot] (aria-current) and [data-pause-toggle] (pause-toggle.ts).
 * `show(index)` is told of every change too, for a block that shows more than one slide (the gallery).
 */
export function enhanceCarousel(
  root: HTMLElement,
  { show: showMore }: { show?: (index: number) => void } = {},
): () => void {
  const count = Number(root.dataset.count ?? 1);
  const intervalMs = Number(root.dataset.interval ?? 5000);
  const wrap = root.dataset.wrap !== 'false';
  const reduced = prefersReducedMotion();
  const canRotate = root.dataset.auto !== 'false' && count > 1 && !reduced;
  const find = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const state = { index: 0, paused: false, hovered: false, focused: false };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const canPrev = () => count > 1 && (wrap || state.index > 0);
  const canNext = () => count > 1 && (wrap || state.index < count - 1);
  const rotating = () => canRotate && !state.paused && !state.hovered && !state.focused && canNext();

  const show = () => {
    for (const element of find('[data-slide]')) {
      const active = Number(element.dataset.slide) === state.index;
      element.dataset.active = String(active);
      element.setAttribute('aria-hidden', String(!active));
    }
    find('[data-carousel-dot]').forEach((dot, i) => {
      if (i === state.index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    for (const prev of find('[data-carousel-prev]')) (prev as HTMLButtonElement).disabled = !canPrev();
    for (const next of find('[data-carousel-next]')) (next as HTMLButtonElement).disabled = !canNext();
    for (const pause of find('[data-pause-toggle]')) {
      pause.hidden = !canRotate;
      showPaused(pause, state.paused);
    }
    // Screen readers are told of changes only when it does not move by itself.
    for (const live of find('[data-carousel-live]')) live.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    showMore?.(state.index);
    clearTimeout(timer);
    if (rotating()) timer = setTimeout(() => goTo(state.index + 1), intervalMs);
  };
  const goTo = (target: number) => {
    state.index = wrap ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1);
    show();
  };
  const set = (change: Partial<typeof state>) => {
    const before = rotating();
    Object.assign(state, change);
    // The timer restarts only when rotating starts or stops, as it would for a slide change.
    if (rotating() !== before || !rotating()) show();
  };

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>(
      '[data-carousel-prev], [data-carousel-next], [data-carousel-dot], [data-pause-toggle]',
    );
    if (!target || !root.contains(target)) return;
    if (target.matches('[data-carousel-prev]')) goTo(state.index - 1);
    else if (target.matches('[data-carousel-next]')) goTo(state.index + 1);
    else if (target.matches('[data-carousel-dot]')) goTo(find('[data-carousel-dot]').indexOf(target));
    else {
      state.paused = !state.paused;
      show();
    }
  };
  const inside = (area: string, node: EventTarget | null) =>
    node instanceof Node && find(area).some((element) => element.contains(node));
  const onOver = (event: MouseEvent) => {
    if (inside('[data-hover-hold]', event.target) && !state.hovered) set({ hovered: true });
  };
  const onOut = (event: MouseEvent) => {
    if (inside('[data-hover-hold]', event.target) && !inside('[data-hover-hold]', event.relatedTarget))
      set({ hovered: false });
  };
  const onFocusIn = (event: FocusEvent) => {
    if (inside('[data-focus-hold]', event.target) && !state.focused) set({ focused: true });
  };
  const onFocusOut = (event: FocusEvent) => {
    if (inside('[data-focus-hold]', event.target) && !inside('[data-focus-hold]', event.relatedTarget))
      set({ focused: false });
  };
  const listeners = [
    ['click', onClick],
    ['mouseover', onOver],
    ['mouseout', onOut],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener);
  show();
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener);
  };
}
