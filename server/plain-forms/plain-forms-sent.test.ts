// @vitest-environment node
// ?sent=<form> draws the confirmation only on that form's own page (the pages of pages.json that
// hold the form, in each language): the address a plain post's 303 leads to. Anywhere else the
// query is ignored and the path gets its usual answer, so it cannot turn an unknown address into a
// 200 page or stand in for /privacy/* or /assets/*. The 303 itself only ever leads to such a page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderFormPage, ServedFormState } from '../../schema/api/form-page.ts';
import { makeApp, NOTICES, postForm, validContact } from '../../tests/helpers/server/test-app.ts';
import { testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', host: 'localhost' };
const echo: RenderFormPage = async (address, { state }) =>
  `<!doctype html><main data-address="${address}"><script type="application/json" id="s">${JSON.stringify(state)}</script></main>`;
const stateOf = (body: string): ServedFormState | null =>
  JSON.parse(/id="s">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');

const tdb = testDatabaseForFile();
let siteDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sent-site-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), content);
  };
  write('index.html', '<!doctype html><title>Home</title>');
  write('about.html', '<!doctype html><title>About us</title>');
  write('contact.html', '<!doctype html><title>Contact</title>');
  write('assets/app-1a2b.js', 'console.log("app")');
  write(
    '_routes.json',
    JSON.stringify({
      routes: { '/': 'index.html', '/about': 'about.html', '/contactpage': 'contact.html' },
      fallback: 'index.html',
    }),
  );
  app = await makeApp(tdb.db, { renderFormPage: echo, config: { siteDir } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('?sent= on the form page', () => {
  it.each([
    ['/ContactPage?sent=contact', 'contact'],
    ['/contactpage/?sent=contact', 'contact'],
    ['/hi/ContactPage?sent=contact', 'contact'],
    ['/te/JoinUs?sent=volunteer', 'volunteer'],
  ])('%s draws the confirmation', async (url, form) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(stateOf(page.body)).toMatchObject({ form, status: 'submitted' });
  });
});

describe('?sent= anywhere else is ignored', () => {
  it.each([
    ['an unknown address stays a 404', '/no-such-page?sent=contact', 404, 'Home'],
    ['a privacy address stays a 404', '/privacy/no-such-page?sent=volunteer', 404, 'Home'],
    ['a page is that page', '/about?sent=contact', 200, 'About us'],
    ['a script is that script', '/assets/app-1a2b.js?sent=contact', 200, 'console.log("app")'],
    ["another form's page is that page", '/contactpage?sent=volunteer', 200, 'Contact'],
  ])('%s', async (_, url, status, content) => {
    const page = await get(url);
    expect(stateOf(page.body)).toBeNull();
    expect([page.statusCode, page.body]).toEqual([status, expect.stringContaining(content)]);
  });
});

describe('the 303 of a plain post', () => {
  it("leads to the form's page when the Referer is another page of this site", async () => {
    const form = new URLSearchParams(validContact()).toString();
    const response = await postForm(app, '/api/contact', form, { ...BROWSER, referer: 'http://localhost/about' });
    expect([response.statusCode, response.headers.location]).toEqual([303, '/ContactPage?sent=contact']);
    const hindi = { ...validContact(), noticeVersion: NOTICES.notice('contact', 'hi').version, language: 'hi' };
    const fromHindi = await postForm(app, '/api/contact', new URLSearchParams(hindi).toString(), {
      ...BROWSER,
      referer: 'http://localhost/hi/about',
    });
    expect(fromHindi.headers.location).toBe('/hi/ContactPage?sent=contact');
  });
});
