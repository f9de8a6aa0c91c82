// The islands' props travel in the page as JSON: a page's text (now editable from the staff area) holding
// "</script>" or "<!--" must not end the script element and run as HTML.
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import type { Block } from '../../../content/types.ts';
import type { BlockLoader } from '../blocks-runtime/block-loader.ts';
import { withIslands } from './island-html.tsx';
import { islandElementId, type IslandSlot } from './island-slots.tsx';

const hostile = '</script><script>alert(1)</script><!--';
const block = { type: 'contact-form', title: hostile } as unknown as Block;
const slot: IslandSlot = { id: 'b0', type: 'contact-form', block, first: false, language: 'en' };
const loader: BlockLoader = {
  load: async () => undefined,
  component: () => (props: Block) => <h2>{(props as unknown as { title: string }).title}</h2>,
};

it('an island whose text holds "</script>" and "<!--" keeps them inside its props, which read back whole', () => {
  const page = `<main><div data-island="contact-form" data-wake="touch" id="${islandElementId('b0')}" style="display:contents"></div></main>`;
  const html = withIslands(page, [slot], {
    loader,
    ssrPath: '/ContactPage',
    wrap: (node: ReactNode) => node,
  });
  // The only script element is the props' own, closed once; no comment is opened.
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).not.toContain('<!--');
  document.body.innerHTML = html;
  const json = document.querySelector('script[data-island-props="b0"]')?.textContent ?? '';
  expect(JSON.parse(json).block.title).toBe(hostile);
  // The island's own HTML shows the text as text.
  expect(document.querySelector('h2')?.textContent).toBe(hostile);
});
