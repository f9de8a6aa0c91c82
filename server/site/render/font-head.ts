// The head tags of a language's web fonts (preloads, faces, the font stacks) as the prerenderer put them into
// the built pages, read from that language's fallback page (<client>/<language>/404.html). A release rendered
// from a revision (server/publishing) and the pages answered to plain form posts (server/plain-forms) give
// their Hindi and Telugu pages the same tags, so every page of a language draws in the same face.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../schema/api/languages.ts';

const FONT_HEAD = /(<link rel="preload" as="font"[\s\S]*?<style>[^<]*<\/style>)\s*<\/head>/;

/** The font tags of `language`'s pages under `client` ('' for English, which loads no web font, or no page). */
export function builtFontHead(client: string, language: Language): string {
  if (language === 'en') return '';
  const file = path.join(client, language, '404.html');
  if (!fs.existsSync(file)) return '';
  return FONT_HEAD.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
}

/** `html` with `fontHead` at the end of its head, as the prerenderer writes it. */
export const withFontHead = (html: string, fontHead: string) =>
  fontHead ? html.replace('</head>', () => `  ${fontHead}\n  </head>`) : html;
