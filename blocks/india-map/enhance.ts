/**
 * The India map without React: while a dot is pointed at, focused or tapped its state's name shows beside it
 * (its tooltip, `hidden` in the server's HTML) and the state is marked in the list; the name clears when the
 * pointer leaves the dot or the map, focus moves on, or Escape is pressed (WCAG 1.4.13). The n-th
 * [data-map-dot] is the n-th [data-map-state]. Listens on the block's root, so dots the editor's preview
 * adds work too.
 */
export function enhance(root: HTMLElement): () => void {
  const dotOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-map-dot]') : null;
  const show = (chosen: HTMLElement | null) => {
    const dots = [...root.querySelectorAll<HTMLElement>('[data-map-dot]')];
    const states = [...root.querySelectorAll<HTMLElement>('[data-map-state]')];
    dots.forEach((dot, index) => {
      const active = dot === chosen;
      dot.toggleAttribute('data-active', active);
      states[index]?.toggleAttribute('data-active', active);
      const tooltip = dot.querySelector<HTMLElement>('[role=tooltip]');
      if (tooltip) tooltip.hidden = !active;
    });
  };
  const onChoose = (event: Event) => {
    const dot = dotOf(event.target);
    if (dot && root.contains(dot)) show(dot);
  };
  const onOut = (event: MouseEvent) => {
    const dot = dotOf(event.target);
    const related = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    const box = (event.target as Element).closest('[data-map-box]');
    const leftDot = dot !== null && !dot.contains(related);
    const leftMap = box !== null && !box.contains(related);
    if (leftDot || leftMap) show(null);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (dotOf(event.target)) show(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dotOf(event.target)) show(null);
  };
  const listeners = [
    ['mouseover', onChoose],
    ['focusin', onChoose],
    ['click', onChoose],
    ['mouseout', onOut],
    ['focusout', onFocusOut],
    ['keydown', onKeyDown],
  ] as [string, EventListener][];
  for (const [type, listener] of listeners) root.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener);
  };
}
