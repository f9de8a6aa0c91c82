/**
 * WAI-ARIA tabs without React: a click or the arrow keys (either axis, as the row stacks on phones),
 * Home and End choose a tab; the chosen tab is the one tab stop (roving tabindex) and shows its panel
 * (aria-controls), the others' panels are hidden.
 */
export function enhance(root: HTMLElement): () => void {
  const tabs = () => [...root.querySelectorAll<HTMLElement>('[role=tab]')];
  const choose = (chosen: HTMLElement, focus: boolean) => {
    for (const tab of tabs()) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = root.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) chosen.focus();
  };
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role=tab]');
    if (tab && root.contains(tab)) choose(tab, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role=tab]');
    if (!tab) return;
    const all = tabs();
    const at = all.findIndex((each) => each.getAttribute('aria-selected') === 'true');
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(all[(moves[event.key] + all.length) % all.length], true);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
