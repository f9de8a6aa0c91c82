/**
 * The accordion without React: one section open at a time, choosing the open one closes it. Each header is
 * a button with aria-expanded and aria-controls naming its panel (hidden while closed). Listens on the
 * block's root, so sections the editor's preview adds work too.
 */
export function enhance(root: HTMLElement): () => void {
  const toggles = () => [...root.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const panelOf = (button: HTMLButtonElement) =>
    root.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[aria-controls]');
    if (!button || !root.contains(button)) return;
    const opening = button.getAttribute('aria-expanded') !== 'true';
    for (const toggle of toggles()) {
      const open = opening && toggle === button;
      toggle.setAttribute('aria-expanded', String(open));
      const panel = panelOf(toggle);
      if (panel) panel.hidden = !open;
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
