// @vitest-environment node
// The check the section editor asks for names what pages:check says about the Hindi and Telugu of
// the content it sends, unsaved translations included, each message placed on its field (`fields`): a stale
// translation, the texts of a page with no translation yet, and a translated section an edit sent back to English
// on /hi/ and /te/.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writePages } from '../../content/keep-layout.ts';
import type { PagesFile } from '../../content/types.ts';
import { checkContentFiles } from './content-check.ts';

const original = readFileSync('pages.json', 'utf8');
const translations = () => ({
  hi: JSON.parse(readFileSync('translations/hi.json', 'utf8')),
  te: JSON.parse(readFileSync('translations/te.json', 'utf8')),
});
const home = (JSON.parse(original) as PagesFile).pages.findIndex((page) => page.path === '/');
const check = (data: PagesFile, given = translations()) =>
  checkContentFiles({
    pagesText: writePages(data, original),
    translations: { hi: `${JSON.stringify(given.hi, null, 2)}\n`, te: `${JSON.stringify(given.te, null, 2)}\n` },
  }).fields ?? [];

// The first check compiles every schema; a machine busy with other tests needs more than 5 s for it.
describe("the editor's translation messages", { timeout: 30_000 }, () => {
  it('are none for the site as it is', () => {
    expect(check(JSON.parse(original))).toEqual([]);
  });

  it('mark a changed heading stale on its field and its translated section as shown in English, in each language', () => {
    const data = JSON.parse(original) as PagesFile;
    (data.pages[home].blocks[0] as { heading: string }).heading = 'A fair start for every child';
    const problems = check(data);
    const at = (path: (string | number)[]) =>
      problems.filter((p) => JSON.stringify(p.path) === JSON.stringify(path)).map((p) => p.message);
    const heading = at(['pages', home, 'blocks', 0, 'heading']);
    expect(heading).toHaveLength(2);
    expect(heading[0]).toMatch(/^the Hindi was translated from an older English, so \/hi\/ shows it in English/);
    expect(heading[1]).toMatch(/^the Telugu was translated from an older English/);
    const section = at(['pages', home, 'blocks', 0]);
    expect(section).toEqual([
      expect.stringMatching(
        /^this whole section is shown in English on \/hi\/, though it is translated, because 1 of its texts has no current Hindi \("A fair start for every child"\)/,
      ),
      expect.stringMatching(/^this whole section is shown in English on \/te\//),
    ]);
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('count the texts of a page with no translation yet, pointing at the first', () => {
    const data = JSON.parse(original) as PagesFile;
    const hero = data.pages[home].blocks[0] as { buttons: { label: string; href: string }[] };
    hero.buttons.push({ label: 'Upcoming Events', href: '/' });
    const missing = check(data).filter((p) => /no Hindi yet/.test(p.message));
    expect(missing).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: ['pages', home, 'blocks', 0, 'buttons', 2, 'label'],
        message: expect.stringMatching(
          /^1 text of the page \/ has no Hindi yet; \/hi\/ shows their sections in English/,
        ),
      }),
    ]);
  });

  it("read the editor's unsaved translations, not the files", () => {
    const data = JSON.parse(original) as PagesFile;
    const given = translations();
    given.hi.pages['/']['/blocks/0/heading'].en = 'Something older';
    const stale = check(data, given).filter((p) => /the Hindi was translated from an older English/.test(p.message));
    expect(stale.map((p) => p.path)).toEqual([['pages', home, 'blocks', 0, 'heading']]);
  });
});
