/**
 * Buttons that each show one panel (aria-pressed on the chosen one, `hidden` on the other panels), without
 * React: the shared behaviour of the highlights, the intervention selector and the programme timeline hero
 * (their enhance.ts). In `group`, the n-th [data-choice] button shows the n-th [data-choice-panel];
 * `show(index)` is told too (a block may swap more, e.g. a picture). Pointing (mouseover) and focus choose
 * too where `follow` says so. Listens on the group, so choices the editor's preview adds work as well.
 */
export function enhanceChoices(
  group: HTMLElement,
  { follow = false, show }: { follow?: boolean; show?: (index: number) => void } = {},
): () => void {
  const own = (selector: string) =>
    [...group.querySelectorAll<HTMLElement>(selector)].filter((element) => element.closest('[data-choices]') === group);
  const choose = (event: Event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-choice]');
    if (!choice) return;
    const choices = own('[data-choice]');
    const index = choices.indexOf(choice);
    if (index < 0) return;
    choices.forEach((each, i) => {
      each.setAttribute('aria-pressed', String(i === index));
    });
    own('[data-choice-panel]').forEach((panel, i) => {
      panel.hidden = i !== index;
    });
    show?.(index);
  };
  const events = follow ? (['click', 'focusin', 'mouseover'] as const) : (['click'] as const);
  for (const type of events) group.addEventListener(type, choose);
  return () => {
    for (const type of events) group.removeEventListener(type, choose);
  };
}

/** Every choices group inside a block's root. */
export function enhanceAllChoices(root: HTMLElement, options?: Parameters<typeof enhanceChoices>[1]): () => void {
  const groups = root.matches('[data-choices]') ? [root] : [...root.querySelectorAll<HTMLElement>('[data-choices]')];
  const undos = groups.map((group) => enhanceChoices(group, options));
  return () => {
    for (const undo of undos) undo();
  };
}
