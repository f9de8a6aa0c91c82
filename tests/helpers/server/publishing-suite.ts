// Publishing tests without a front-end build: a small renderer that writes, per language, the home
// page's main heading into the release's pages, as a visitor would read it; the static site then serves the
// release. The real renderer (the build's) is tested in server/publishing/render-site.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentFiles } from '../../../server/publishing/content-files.ts';
import type { ReleaseRenderer } from '../../../server/publishing/publishing-plugin.ts';

interface HomeShape {
  pages: { path: string; blocks: { heading?: string }[] }[];
}

/** The home page's first heading in English, Hindi and Telugu (a translation, else the English). */
export function homeHeadings(files: ContentFiles) {
  const english = (JSON.parse(files.pagesText) as HomeShape).pages.find((page) => page.path === '/')?.blocks[0]
    ?.heading;
  const translated = (language: 'hi' | 'te') =>
    (JSON.parse(files.translations[language]) as { pages: Record<string, Record<string, { text: string }>> }).pages[
      '/'
    ]?.['/blocks/0/heading']?.text ?? english;
  return { en: english, hi: translated('hi'), te: translated('te') };
}

export const headingRenderer: ReleaseRenderer = async (files, dir) => {
  const headings = homeHeadings(files);
  const client = path.join(dir, 'client');
  for (const language of ['en', 'hi', 'te'] as const) {
    const folder = language === 'en' ? client : path.join(client, language);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), `<!doctype html><h1>${headings[language]}</h1>\n`);
  }
  fs.writeFileSync(
    path.join(client, '_routes.json'),
    JSON.stringify({
      routes: { '/': 'index.html', '/hi': 'hi/index.html', '/te': 'te/index.html' },
      fallback: 'index.html',
    }),
  );
  return { addresses: 3 };
};

/** A site folder like a build's, showing the repository's headings, and an empty releases root. */
export function testSiteFolders(name: string, files: ContentFiles) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const siteDir = path.join(base, 'build', 'client');
  const root = path.join(base, 'site');
  fs.mkdirSync(siteDir, { recursive: true });
  const headings = homeHeadings(files);
  fs.writeFileSync(path.join(siteDir, 'index.html'), `<!doctype html><h1>${headings.en}</h1>\n`);
  return { base, siteDir, root };
}

/** The repository's pages.json with the home page's main heading (and its Hindi) replaced. */
export function withHomeHeading(files: ContentFiles, english: string, hindi?: string): ContentFiles {
  const { en } = homeHeadings(files);
  const pagesText = files.pagesText.replace(
    `"heading": ${JSON.stringify(en)}`,
    `"heading": ${JSON.stringify(english)}`,
  );
  if (pagesText === files.pagesText) throw new Error('the home heading was not found in pages.json');
  if (!hindi) return { ...files, pagesText };
  const translation = JSON.parse(files.translations.hi);
  translation.pages['/']['/blocks/0/heading'] = { en: english, text: hindi };
  return { pagesText, translations: { ...files.translations, hi: `${JSON.stringify(translation, null, 2)}\n` } };
}
