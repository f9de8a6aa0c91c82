// @vitest-environment node
// With one field failing the schema (an emptied heading), the other rules still speak: a link
// to no page and an overlong paragraph elsewhere on the site are named at once, not after the heading is fixed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validatePagesText } from './index.ts';

const site = JSON.parse(readFileSync('pages.json', 'utf8'));
const home = site.pages.findIndex((page: { path: string }) => page.path === '/');

function withMistakes() {
  const data = structuredClone(site);
  const hero = data.pages[home].blocks[0];
  hero.heading = '';
  hero.buttons[0].href = '/no-such-page';
  const other = data.pages.findIndex(
    (page: { blocks: { type: string }[] }, index: number) =>
      index !== home && page.blocks.some((block) => block.type === 'rich-text'),
  );
  const text = data.pages[other].blocks.find((block: { type: string }) => block.type === 'rich-text');
  text.paragraphs[0] = 'word '.repeat(400);
  return JSON.stringify(data, null, 2);
}

describe('the rules beside a schema error', () => {
  it('name a broken link and a 2,000-character paragraph while a heading is empty', () => {
    const { problems } = validatePagesText(withMistakes());
    const messages = problems.map((problem) => `${problem.severity} ${problem.where}: ${problem.message}`);
    expect(messages.some((m) => /^error \/ > block 1 \(hero\) > heading: Fill in "Main heading"\./.test(m))).toBe(true);
    expect(messages.some((m) => m.includes('"/no-such-page" goes to no page of this site'))).toBe(true);
    expect(messages.some((m) => /this text is 2000 characters long/.test(m))).toBe(true);
  });

  it('say nothing twice about a place the schema already named, nor what the whole file decides', () => {
    const data = structuredClone(site);
    // A picture name the schema refuses: its file is then "missing" and another "used by no page", but
    // that is the same mistake.
    data.pages[home].blocks[0].image.src = '/images/home hero.svg';
    const { problems } = validatePagesText(JSON.stringify(data, null, 2));
    expect(problems.map((problem) => problem.where)).toEqual(['/ > block 1 (hero) > image.src']);
  });

  it('keep the link rules waiting while a section id or an address they check against is refused', () => {
    const data = structuredClone(site);
    // A section a link of its page jumps to ("#apply"), its id now written in a way the schema refuses.
    const page = data.pages.find((p: unknown) => /"href":"#[a-z-]+"/.test(JSON.stringify(p)));
    const anchor = /"href":"#([a-z-]+)"/.exec(JSON.stringify(page))![1];
    page.blocks.find((b: { id?: string }) => b.id === anchor).id = 'Our Work';
    const { problems } = validatePagesText(JSON.stringify(data, null, 2));
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^"Our Work" is not written the expected way/),
    ]);
  });
});
