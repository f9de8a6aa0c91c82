/**
 * A button that waits for a field (`data-needs="<field name>"`: the upload test's "Test Upload" until a PDF is
 * chosen) is disabled from the moment the page's own small script runs, not only once its island has woken,
 * and follows the field until then. Without JavaScript it stays enabled: the browser's `required` check
 * stands in. Once hydrated, the block's component keeps the same state.
 */
export function keepButtonStates(island: HTMLElement): () => void {
  const buttons = [...island.querySelectorAll<HTMLButtonElement>('button[data-needs]')];
  if (!buttons.length) return () => undefined;
  const asServed = buttons.map((button) => button.disabled);
  const follow = () => {
    for (const button of buttons) {
      const field = button.form?.elements.namedItem(button.dataset.needs ?? '');
      button.disabled = !(field instanceof HTMLInputElement && field.value !== '');
    }
  };
  follow();
  island.addEventListener('input', follow, true);
  island.addEventListener('change', follow, true);
  // Just before hydrating: the buttons as the server drew them, since React hydrates what it rendered and
  // sets them afresh on its first render after (a file chosen before is handed to it: typed-before-hydration.ts).
  return () => {
    island.removeEventListener('input', follow, true);
    island.removeEventListener('change', follow, true);
    buttons.forEach((button, index) => {
      button.disabled = asServed[index];
    });
  };
}
