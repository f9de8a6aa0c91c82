// The browser's half of the head: kept apart from head-tags.ts, which the prerenderer (Node, no DOM) imports too.
import type { HeadTags } from './head-tags.ts';

function upsert(
  document: Document,
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | undefined,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

/** Brings the document's title, description, robots and canonical tags in step with a page after navigation. */
export function applyHeadTags(document: Document, head: HeadTags): void {
  document.title = head.title;
  const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });
  upsert(document, 'meta[name="description"]', meta('description'), 'content', head.description);
  upsert(document, 'meta[name="robots"]', meta('robots'), 'content', head.robots);
  upsert(
    document,
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    head.canonical,
  );
}
