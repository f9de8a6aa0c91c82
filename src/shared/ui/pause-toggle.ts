/**
 * The pause button's state without React (carousel-controls.tsx's PauseToggle): its name says what pressing
 * it does now (data-label-pause / data-label-play) and the matching glyph shows.
 */
export function showPaused(toggle: HTMLElement, paused: boolean): void {
  toggle.setAttribute('aria-label', (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '');
  for (const glyph of toggle.querySelectorAll<SVGElement>('[data-glyph]'))
    glyph.style.display = (glyph.dataset.glyph === 'play') === paused ? '' : 'none';
}
