// `npm run edit` as a developer runs it, on a temporary copy of pages.json, translations/ and public/ (never the
// repository's files) with its own temporary database, on a free port: the browser tests sign in with the link it
// prints, save drafts in the section editor, publish them on Pages (which writes the copy's files), and ask of
// the copy what `npm run pages:check` finds in it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { checkTranslations } from '../../content/translations/check.ts';
import { validatePagesText } from '../../content/validation/index.ts';
import { removeTempDir } from '../helpers/remove-temp-dir.ts';
import { newPage } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';

export interface EditorCopy {
  /** The address npm run edit answers at (http://127.0.0.1:<port>). */
  base: string;
  /** The one-time sign-in link it printed. */
  link: string;
  /** The temporary folder holding the copy (dir/content) and the local database (dir/data). */
  dir: string;
  /** The copy's pages.json, public/ and translations/. */
  file: string;
  publicDir: string;
  translationsDir: string;
  /** Signs in with the printed link, without a passkey, and waits for the section editor. */
  signIn(page: Page): Promise<void>;
  /** From the editor: publishes the saved draft on Pages with `note`, then opens the editor again. */
  publish(page: Page, note: string): Promise<string>;
  /** `npm run content -- import --replace-draft` of the copy's files, beside the running server: a draft saved elsewhere. */
  importCopy(): void;
  /** The errors `npm run pages:check` finds in the copy (its own public/ for the pictures). */
  checkerErrors(): string[];
  close(): Promise<void>;
}

export async function startEditorOnCopy(): Promise<EditorCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-copy-'));
  const content = join(dir, 'content');
  const data = join(dir, 'data');
  mkdirSync(content);
  cpSync('pages.json', join(content, 'pages.json'));
  cpSync('public', join(content, 'public'), { recursive: true });
  cpSync('translations', join(content, 'translations'), { recursive: true });
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli/edit.ts', '--port', '0', '--content', content, '--data', data, '--no-open'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let out = '';
  let err = '';
  server.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const link = await new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`npm run edit printed no link in time:\n${err}`)), 150_000);
    const look = () => {
      const found = /^(http:\/\/\S+\/staff\/link\?t=\S+)$/m.exec(out)?.[1];
      if (found) {
        clearTimeout(deadline);
        resolve(found);
      } else if (server.exitCode !== null) {
        clearTimeout(deadline);
        reject(new Error(`npm run edit exited with ${server.exitCode}:\n${err}`));
      } else setTimeout(look, 200);
    };
    look();
  });
  const base = new URL(link).origin;
  const file = join(content, 'pages.json');
  const publicDir = join(content, 'public');
  const translationsDir = join(content, 'translations');
  return {
    base,
    link,
    dir,
    file,
    publicDir,
    translationsDir,
    async signIn(page) {
      await page.goto(link);
      await page.waitForFunction(() => !document.querySelector('main button[disabled]'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Continue without a passkey' }).click();
      await page.waitForSelector('#section_heading');
    },
    async publish(page, note) {
      await page.getByRole('link', { name: 'Back to Pages' }).click();
      await page.getByRole('textbox', { name: /What changed\?/ }).fill(note);
      await page.getByRole('button', { name: /^Publish revision \d+$/ }).click();
      const said = page
        .locator('[role="status"], [role="alert"]')
        .getByText(/^(Published revision \d+|Not published)/)
        .first();
      await said.waitFor({ timeout: 90_000 });
      const answer = (await said.textContent()) ?? '';
      await page.getByRole('link', { name: 'Edit pages' }).click();
      await page.waitForSelector('#section_heading');
      return answer;
    },
    importCopy() {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/cli/content.ts', 'import', content, '--replace-draft'],
        {
          env: { ...process.env, DATA_DIR: data, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      if (run.status !== 0) throw new Error(`npm run content -- import failed:\n${run.stderr}`);
    },
    checkerErrors() {
      const text = readFileSync(file, 'utf8');
      const result = validatePagesText(text, file, { publicDir: `${publicDir}/` });
      const reports = result.matchesSchema ? checkTranslations(text, result.data, translationsDir) : [];
      return [...result.problems, ...reports.flatMap((report) => report.problems)]
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.where}: ${problem.message}`);
    },
    async close() {
      try {
        process.kill(-(server.pid as number), 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
      await removeTempDir(dir);
    },
  };
}

/**
 * A volunteer's laptop (1366 x 768) signed in to `npm run edit` on a copy of the site, opened before the file's
 * tests and closed after them; the returned function gives the running copy, page and browser (in a later beforeAll).
 */
export function editorOnLaptop(): () => { editor: EditorCopy; page: Page; browser: Browser } {
  let editor: EditorCopy | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    editor = await startEditorOnCopy();
    browser = await launchBrowser();
    page = await newPage(browser, 1366, { viewport: { width: 1366, height: 768 } });
    await editor.signIn(page);
  });
  afterAll(async () => {
    await browser?.close();
    await editor?.close();
  });
  return () => {
    if (!editor || !page || !browser)
      throw new Error('The editor on a laptop is ready only once its beforeAll has run.');
    return { editor, page, browser };
  };
}
