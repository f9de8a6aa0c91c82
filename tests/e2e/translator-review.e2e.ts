// A native speaker reviews Telugu in the staff area, in Chromium against `npm start`: a translator invited from
// the command line signs in with a passkey (a virtual authenticator) and lands on Translations, each language's
// count of reviewed texts; on the Telugu texts of /donate she corrects a text with a {placeholder} (a broken
// placeholder is refused in words, nothing saved), then chooses three texts and marks them reviewed in one
// request: the count rises by three. An editor publishes the draft; a visitor's Telugu Donate page shows the
// correction, and the count of reviewed texts on the site rises, in the staff area and in `npm run pages:check`
// on the published content (exported with `npm run content -- export`), by the correction and the three.
// Then she corrects one of the server's own words, the donor e-mail's subject: the editor's publish is refused
// in words (an e-mail's words are an admin's to publish), an admin's goes through and pages:check counts it.
// Needs the site and the staff app built (npm run build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeTempDir } from '../helpers/remove-temp-dir.ts';
import { newPage, openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import {
  checkScreen,
  emailedLink,
  heading,
  signInWithLink,
  site,
  staffCommand,
  virtualAuthenticator,
} from './staff-browser.ts';

const dataDir = inject('dataDir');
const tag = Date.now();
const PAY_HEADING = '/donate: block 1 (donation-form) > pay.heading';
const BROKEN = 'మీ Rs {మొత్తం} విరాళాన్ని ఈ విధంగా చెల్లించండి';
const CORRECTED = 'మీ Rs {amount} విరాళాన్ని ఈ విధంగా చెల్లించండి';
const SERVER_WORDS_PAGE = 'the pages and e-mails the server writes (privacy pages, guardian e-mail, plain form pages)';
const DONOR_SUBJECT = `${SERVER_WORDS_PAGE}: donations > emailSubject`;
const CORRECTED_SUBJECT = 'మీ విరాళం వివరాలు మాకు చేరాయి';
const THREE = ['pay.upiHeading', 'pay.bankHeading', 'pay.chequeHeading'].map(
  (field) => `/donate: block 1 (donation-form) > ${field}`,
);
let browser: Browser;
const exports: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser({ localhost: true });
});
afterAll(async () => {
  await browser?.close();
  for (const dir of exports) await removeTempDir(dir);
});

/** `npm run -s <script> -- args` beside the running server (through it, as a developer would). */
function run(script: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '-s', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(result.status, `${script}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The published content's Telugu count of reviewed texts, as `npm run pages:check` prints it on an export. */
function pagesCheckCount(): number {
  const dir = mkdtempSync(join(tmpdir(), 'translator-export-'));
  exports.push(dir);
  run('content', 'export', dir);
  const printed = run('pages:check', join(dir, 'pages.json'));
  const line = /^te: (\d+) of (\d+) texts reviewed by a native speaker/m.exec(printed);
  expect(line, printed).not.toBeNull();
  return Number(line?.[1]);
}

/** A count on the Translations page: Telugu's reviewed texts in the draft or on the site. */
async function teluguCount(page: Page, where: 'In the draft' | 'On the site'): Promise<number> {
  const card = page.getByRole('region', { name: 'Telugu' });
  const value = await card.locator('dt', { hasText: where }).locator('xpath=following-sibling::dd[1]').innerText();
  return Number(/^(\d+) of \d+ texts reviewed$/.exec(value)?.[1]);
}

/** The count at the top of a language's page. */
async function pageCount(page: Page): Promise<number> {
  const shown = await page.getByText(/^\d+ of \d+ texts reviewed$/).innerText();
  return Number(shown.split(' ')[0]);
}

const row = (page: Page, field: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: field, exact: true }) });

/** A member invited from the command line with `role`, signed in by the e-mailed link. */
async function invited(role: string, name: string, landing: string): Promise<Page> {
  const address = `${role}-review-${tag}@example.org`;
  expect(staffCommand('invite', address, '--role', role, '--name', name).status).toBe(0);
  const page = await newPage(browser, 1280);
  await signInWithLink(page, await emailedLink(address), landing);
  return page;
}

describe('review by a translator in the staff area', () => {
  it('a translator corrects a Telugu text and marks three reviewed; an editor publishes; a visitor sees it and the count rises', async () => {
    const checkedBefore = pagesCheckCount();
    const translatorAddress = `translator-review-${tag}@example.org`;
    expect(
      staffCommand('invite', translatorAddress, '--role', 'translator', '--name', 'Lakshmi Translator').status,
    ).toBe(0);
    const page = await newPage(browser, 1280);
    let editor: Page | undefined;
    let admin: Page | undefined;
    const visitor = await newPage(browser, 390);
    try {
      // Signed in with a passkey, as a translator on her phone would be after the first link.
      const { cdp, id } = await virtualAuthenticator(page);
      await page.goto(await emailedLink(translatorAddress));
      await page.waitForFunction(() => !document.querySelector('main button[disabled]'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('Passkey added. Next time, sign in with it.').waitFor();
      expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials).toHaveLength(1);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await heading(page, 'Translations');
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await heading(page, 'Sign in to the staff area');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();

      // She lands on Translations: each language's count, and only what her role may use.
      await heading(page, 'Translations');
      const nav = await page.getByRole('navigation', { name: 'Staff area' }).innerText();
      expect(nav.split('\n')).toEqual(['Translations', 'Your account']);
      const draftBefore = await teluguCount(page, 'In the draft');
      const siteBefore = await teluguCount(page, 'On the site');
      expect(siteBefore).toBe(checkedBefore);
      await checkScreen(page, 'translations-summary');

      await page.getByRole('link', { name: 'Review the Telugu texts' }).click();
      await heading(page, 'Telugu texts');
      expect(await pageCount(page)).toBe(draftBefore);
      await page.getByRole('combobox', { name: /^Page/ }).selectOption('/donate');

      // A broken placeholder is refused in words; nothing is saved and her text stays as typed.
      const pay = row(page, PAY_HEADING);
      expect(await pay.locator('blockquote').innerText()).toBe('How to pay your gift of Rs {amount}');
      await pay.getByLabel('Telugu').fill(BROKEN);
      await pay.getByRole('button', { name: /^Save correction/ }).click();
      await page
        .getByRole('alert')
        .getByText('Not saved: the corrected text must keep {amount} exactly as in the English: it lacks {amount}')
        .waitFor();
      expect(await pay.getByLabel('Telugu').inputValue()).toBe(BROKEN);
      expect(await pageCount(page)).toBe(draftBefore);

      await pay.getByLabel('Telugu').fill(CORRECTED);
      await pay.getByRole('button', { name: /^Save correction/ }).click();
      await page
        .getByRole('status')
        .getByText(/^Saved in the draft \(revision \d+\) and marked reviewed\./)
        .waitFor({ timeout: 30_000 });
      // A correction counts as reviewed, as a sheet's does; it leaves the list of texts not reviewed.
      expect(await pageCount(page)).toBe(draftBefore + 1);
      expect(await row(page, PAY_HEADING).count()).toBe(0);

      // Three texts read and found right, chosen and marked in one request: the count rises by three.
      const reviews: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/staff/translations/review')) reviews.push(request.postData() ?? '');
      });
      for (const field of THREE)
        await row(page, field)
          .getByRole('checkbox', { name: /^Choose for marking reviewed/ })
          .check();
      await page.getByRole('button', { name: 'Mark 3 chosen texts reviewed' }).click();
      await page
        .getByRole('status')
        .getByText(/^3 texts marked reviewed in the draft \(revision \d+\)\./)
        .waitFor({ timeout: 30_000 });
      expect(reviews).toHaveLength(1);
      expect(JSON.parse(reviews[0]).texts).toHaveLength(3);
      expect(await pageCount(page)).toBe(draftBefore + 4);
      await checkScreen(page, 'translations-te');

      // Not published yet: the site's count has not moved.
      await page.getByRole('link', { name: 'All languages' }).click();
      await heading(page, 'Translations');
      expect([await teluguCount(page, 'In the draft'), await teluguCount(page, 'On the site')]).toEqual([
        draftBefore + 4,
        siteBefore,
      ]);

      // An editor publishes the draft.
      editor = await invited('editor', 'Priya Editor', 'Pages');
      // What visitors saw before: the site is given back to it at the end, for the browser tests that follow.
      await editor.getByText('(what visitors see now)').first().waitFor();
      const before = /Revision (\d+) \(what visitors see now\)/.exec(await editor.locator('main').innerText())?.[1];
      expect(before).toBeDefined();
      await editor.getByRole('textbox', { name: /What changed\?/ }).fill('Telugu Donate page reviewed');
      await editor.getByRole('button', { name: /^Publish revision \d+$/ }).click();
      await editor
        .getByRole('status')
        .getByText(/Published revision \d+: visitors see it now/)
        // The first publish of a fresh server renders every address: over 30 s on a busy machine.
        .waitFor({ timeout: 90_000 });

      // A visitor on the Telugu Donate page sees the correction with the amount in its place.
      await openHydrated(visitor, `${site}/te/donate`);
      await visitor.getByLabel('Rs 2,500').check();
      await visitor.locator('select[name="purpose"]').selectOption('csii');
      await visitor.getByRole('button', { name: 'విరాళం ఇవ్వండి' }).click();
      expect(await visitor.locator('#donation-pay-heading').innerText()).toBe('మీ Rs 2,500 విరాళాన్ని ఈ విధంగా చెల్లించండి');

      // The count of reviewed texts on the site rose by the correction and the three, wherever it is shown.
      await page.reload();
      await heading(page, 'Translations');
      expect(await teluguCount(page, 'On the site')).toBe(siteBefore + 4);
      expect(pagesCheckCount()).toBe(checkedBefore + 4);

      // The server's own words are on the same page: she corrects the donor e-mail's subject.
      await page.getByRole('link', { name: 'Review the Telugu texts' }).click();
      await heading(page, 'Telugu texts');
      await page.getByRole('combobox', { name: /^Page/ }).selectOption(SERVER_WORDS_PAGE);
      const subject = row(page, DONOR_SUBJECT);
      // The donation e-mail's words come last of the server's, past the first texts listed.
      while ((await subject.count()) === 0) await page.getByRole('button', { name: 'Show 50 more' }).click();
      expect(await subject.locator('blockquote').innerText()).toBe('We have the details of your gift');
      await subject.getByLabel('Telugu').fill(CORRECTED_SUBJECT);
      await subject.getByRole('button', { name: /^Save correction/ }).click();
      await page
        .getByRole('status')
        .getByText(/^Saved in the draft \(revision \d+\) and marked reviewed\./)
        .waitFor({ timeout: 30_000 });

      // An e-mail's words are an admin's to publish: the editor is told so, in words, and the draft is kept.
      await editor.reload();
      await editor.getByRole('textbox', { name: /What changed\?/ }).fill('Donor e-mail subject in Telugu');
      await editor.getByRole('button', { name: /^Publish revision \d+$/ }).click();
      await editor
        .getByText(
          /^Not published: this draft changes the Telugu words of the e-mail to a donor, which the site e-mails to visitors in its own name, so an admin must publish it\./,
        )
        .waitFor({ timeout: 30_000 });
      admin = await invited('admin', 'Ravi Admin', 'Inbox');
      await admin.getByRole('link', { name: 'Pages', exact: true }).click();
      await heading(admin, 'Pages');
      await admin.getByRole('textbox', { name: /What changed\?/ }).fill('Donor e-mail subject in Telugu');
      await admin.getByRole('button', { name: /^Publish revision \d+$/ }).click();
      await admin
        .getByRole('status')
        .getByText(/Published revision \d+: visitors see it now/)
        .waitFor({ timeout: 90_000 });
      expect(pagesCheckCount()).toBe(checkedBefore + 5);

      // The admin rolls the site back to what visitors saw before (an e-mail's words: an admin's to undo too).
      await admin.reload();
      await admin.getByRole('button', { name: `Roll back to revision ${before}...` }).click();
      await admin.getByRole('textbox', { name: /Why roll back/ }).fill('Back to the words before the test');
      await admin.getByRole('button', { name: `Publish revision ${before} again` }).click();
      await admin
        .getByRole('status')
        .getByText(new RegExp(`the content of revision ${before}: visitors see it now`))
        .waitFor({ timeout: 90_000 });
    } finally {
      await page.context().close();
      await editor?.context().close();
      await admin?.context().close();
      await visitor.context().close();
    }
  }, 300_000);
});
