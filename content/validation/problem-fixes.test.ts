// @vitest-environment node
// The checker's advice that a tool can carry out in one step: a close address for a link to no page,
// a text section's main heading made a section heading when a hero is added above... or below it, and a
// picture no page uses, offered for deletion. The section editor shows each as a button.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validatePagesText } from './index.ts';

const site = JSON.parse(readFileSync('pages.json', 'utf8'));
const problemsOf = (data: unknown, publicDir?: string) =>
  validatePagesText(JSON.stringify(data, null, 2), 'pages.json', publicDir ? { publicDir } : undefined).problems;

describe('the fixes the checker offers', () => {
  it('a close address for a link that goes to no page', () => {
    const data = structuredClone(site);
    data.pages[0].blocks[0].buttons[0].href = '/Educaton';
    const problem = problemsOf(data).find((p) => p.message.includes('"/Educaton" goes to no page'));
    expect(problem?.fix).toEqual({
      kind: 'set',
      segments: ['pages', 0, 'blocks', 0, 'buttons', 0, 'href'],
      value: '/Education',
      label: 'Use /Education',
    });
  });

  it("a new page's text heading made a section heading when a hero is added after it", () => {
    const data = structuredClone(site);
    const hero = structuredClone(data.pages[0].blocks[0]);
    data.pages.push({
      path: '/upcoming-events',
      title: 'Upcoming Events',
      description: 'What is coming up.',
      blocks: [{ type: 'rich-text', heading: 'Upcoming Events', level: 1, paragraphs: ['Soon.'] }, hero],
    });
    data.site.navigation.push({ label: 'Events', href: '/upcoming-events' });
    const page = data.pages.length - 1;
    const problem = problemsOf(data).find((p) => p.message.includes('second main heading'));
    expect(problem?.message).toContain('Make block 1 a section heading ("level": 2), and move this section to the top');
    expect(problem?.message).not.toContain('remove this section');
    expect(problem?.fix).toEqual({
      kind: 'set',
      segments: ['pages', page, 'blocks', 0, 'level'],
      value: 2,
      label: 'Make block 1 a section heading',
    });
  });

  const publicDir = mkdtempSync(join(tmpdir(), 'fixes-public-'));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it('deleting a picture no page uses', () => {
    mkdirSync(join(publicDir, 'images'), { recursive: true });
    writeFileSync(join(publicDir, 'images', 'left-over.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const problem = problemsOf(site, `${publicDir}/`).find((p) =>
      p.message.includes('left-over.svg is used by no page'),
    );
    expect(problem?.fix).toEqual({ kind: 'delete-picture', src: '/images/left-over.svg', label: 'Delete the picture' });
  });
});
