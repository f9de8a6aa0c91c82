// @vitest-environment node
// A Hindi or Telugu page answered to a plain form post draws in the same web font as the language's other pages:
// the build's template has no font tags (the render core adds them to each page), so the answer takes them from
// the language's pages of the release served, whose cut may differ from one release to the next.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { formPages } from './form-pages.ts';

const fontHead = (file: string) =>
  `<link rel="preload" as="font" type="font/woff2" href="/assets/fonts/${file}.woff2" crossorigin>\n  <style>@font-face{font-family:"Noto Sans Devanagari";src:url(/assets/fonts/${file}.woff2)}</style>`;
const builtClient = (hindiFont: string) => {
  const client = fs.mkdtempSync(path.join(os.tmpdir(), 'form-pages-'));
  fs.mkdirSync(path.join(client, 'hi'));
  fs.writeFileSync(
    path.join(client, 'hi', '404.html'),
    `<html><head><title>४०४</title>\n  ${fontHead(hindiFont)}\n  </head></html>`,
  );
  made.push(client);
  return client;
};
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const page: RenderFormPage = async (address) =>
  `<!doctype html><html><head><title>${address}</title></head><body><form></form></body></html>`;
const state: ServedFormState = { form: 'contact', status: 'error', values: {}, fieldErrors: { name: 'नाम लिखें।' } };
const frame = { template: '', preloads: {} };
const servingFrom = (client: string) => {
  const pages = formPages(pino({ level: 'silent' }), () => 'Example');
  pages.use(page, frame, client);
  return pages;
};

describe('the page answered to a plain form post', () => {
  it('in Hindi carries the Hindi pages’ web font, in its head', async () => {
    const pages = servingFrom(builtClient('noto-sans-devanagari-400-aaaaaaaa'));
    const html = await pages.render('/hi/ContactPage', state);
    expect(html).toMatch(
      /<link rel="preload" as="font"[^>]+noto-sans-devanagari-400-aaaaaaaa\.woff2[\s\S]*<\/style>\s*<\/head>/,
    );
  });

  it('in English loads no web font, as the English pages', async () => {
    const pages = servingFrom(builtClient('noto-sans-devanagari-400-aaaaaaaa'));
    expect(await pages.render('/ContactPage', state)).not.toContain('as="font"');
  });

  it('before the server serves content with a build, is the simple page', async () => {
    const html = await formPages(pino({ level: 'silent' }), () => 'Example').render('/hi/ContactPage', state);
    expect(html).toContain('नाम लिखें।');
    expect(html).not.toContain('<form></form>');
  });

  it('after a publish carries the release’s font, not the build’s', async () => {
    const pages = servingFrom(builtClient('noto-sans-devanagari-400-aaaaaaaa'));
    pages.use(page, frame, builtClient('noto-sans-devanagari-400-bbbbbbbb'));
    const html = await pages.render('/hi/ContactPage', state);
    expect(html).toContain('noto-sans-devanagari-400-bbbbbbbb.woff2');
    expect(html).not.toContain('aaaaaaaa');
  });
});
