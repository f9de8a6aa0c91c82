/**
 * The gallery without React: arrows and dots (the shared carousel enhancer, wrapping, never moving by itself)
 * choose the first picture of the window; the list is turned so the window's pictures come first, in the
 * order they show (and are read), and the rest are hidden; the live line says which pictures show. A picture
 * that fails to load, even before this script ran, gives way to its "Image Not Found" placeholder.
 */
import { enhanceCarousel } from '../../src/shared/ui/enhance-carousel.ts';

export function enhance(root: HTMLElement): () => void {
  const strip = root.querySelector<HTMLElement>('[data-gallery-strip]');
  const live = root.querySelector<HTMLElement>('[data-gallery-shown]');
  const visible = Number(root.dataset.visible ?? 1);
  const show = (first: number) => {
    if (!strip) return;
    const items = [...strip.children] as HTMLElement[];
    const at = items.findIndex((item) => Number(item.dataset.picture) === first);
    if (at > 0) strip.append(...items.slice(0, at));
    const shown = [...strip.children].map((item, position) => {
      (item as HTMLElement).hidden = position >= visible;
      return Number((item as HTMLElement).dataset.picture) + 1;
    });
    const text = (live?.dataset.template ?? '').replace('{list}', shown.slice(0, visible).join(', '));
    if (live && live.textContent !== text) live.textContent = text;
  };
  const fail = (image: HTMLImageElement) => {
    const placeholder = image.closest('[data-picture]')?.querySelector<HTMLElement>('[role=img]');
    if (!placeholder) return;
    image.hidden = true;
    placeholder.hidden = false;
  };
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement && root.contains(event.target)) fail(event.target);
  };
  // An error event does not bubble: catch it on its way down.
  root.addEventListener('error', onError, true);
  for (const image of root.querySelectorAll('img')) if (image.complete && image.naturalWidth === 0) fail(image);
  const stop = enhanceCarousel(root, { show });
  return () => {
    stop();
    root.removeEventListener('error', onError, true);
  };
}
