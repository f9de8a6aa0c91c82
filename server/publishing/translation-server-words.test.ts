// @vitest-environment node
// The server's own words on the translators' page: a correction of one (a page the server draws, an e-mail)
// goes through the same checks as any text and into the draft's translation file ("code"); an editor
// publishes a page's words, and visitors get them on the server's page; a change of an e-mail's words is
// refused to an editor in words and published by an admin, after which the e-mail says them; pages:check
// counts the corrections as reviewed, on an export of the published content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkEveryText } from '../../content/translations/check-sources.ts';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { TRANSLATIONS_API, type TranslationTexts, type TranslationTextView } from '../../schema/api/translations.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, type StaffClient, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { donationEmail } from '../donations/donation-email.ts';
import type { StoredSubmission } from '../submissions/reader.ts';
import { SERVER_WORDS, layServerWordCorrections } from '../words/index.ts';
import { readContentFolder } from './content-files.ts';
import { readHeads, readRevision } from './revisions-store.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 90_000 });

const PROBLEM_TITLE = 'server/words/te.json privacyPages.problemTitle';
const ASK_NEW_LINK = 'server/words/te.json privacyPages.askNewLink';
const DONOR_SUBJECT = 'server/words/te.json donations.emailSubject';
const CORRECTED_TITLE = 'ఈ లింక్ ఇక పనిచేయదు';
const CORRECTED_SUBJECT = 'మీ విరాళం వివరాలు మాకు చేరాయి';

describe.each(engines)("the server's words on the translators' page on $name", (engine) => {
  const folders = testSiteFolders('translation-server-words', repository);
  const suite = staffSuite(engine, 'translation-server-words', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  const exported = fs.mkdtempSync(path.join(os.tmpdir(), 'server-words-export-'));
  afterAll(() => {
    fs.rmSync(folders.base, { recursive: true, force: true });
    fs.rmSync(exported, { recursive: true, force: true });
    // Other suites in this process read the code's own words.
    layServerWordCorrections({});
  });
  let translator: StaffClient;
  let editor: StaffClient;
  let admin: StaffClient;

  beforeAll(async () => {
    [translator, editor, admin] = [
      await signIn(suite.app, 'translator'),
      await signIn(suite.app, 'editor'),
      await signIn(suite.app, 'admin'),
    ];
  });

  const list = async (): Promise<TranslationTexts> =>
    (await call(suite.app, 'GET', `${TRANSLATIONS_API.texts}?language=te`, { client: translator })).json().data;
  const textAt = (texts: TranslationTexts, where: string) =>
    texts.texts.find((text) => text.where === where) as TranslationTextView;
  const correct = async (where: string, text: string) => {
    const before = await list();
    const english = textAt(before, where).en;
    return call(suite.app, 'POST', TRANSLATIONS_API.correct, {
      client: translator,
      body: { language: 'te', revision: before.revision, where, english, text },
    });
  };
  const publish = async (client: StaffClient) => {
    const { draftId } = (await readHeads(suite.app.database)) ?? { draftId: 0 };
    return call(suite.app, 'POST', PUBLISHING_API.publish, {
      client,
      body: { revision: draftId, note: 'Telugu words of the server corrected.' },
    });
  };

  it("lists the server's words with the pages' texts, refuses a broken placeholder and saves a correction in the draft's translation file", async () => {
    const texts = await list();
    expect(textAt(texts, DONOR_SUBJECT)).toMatchObject({
      en: 'We have the details of your gift',
      text: SERVER_WORDS.te.donations.emailSubject,
      state: 'not-reviewed',
      page: expect.stringMatching(/^the pages and e-mails the server writes/),
    });
    const broken = await correct(ASK_NEW_LINK, '{లింక్} పేజీలో కొత్త లింక్ కోసం అడగండి.');
    expect([broken.statusCode, broken.json().message]).toEqual([
      400,
      'Not saved: the corrected text must keep {link} exactly as in the English: it lacks {link}',
    ]);

    const saved = await correct(PROBLEM_TITLE, CORRECTED_TITLE);
    expect(saved.statusCode).toBe(201);
    const after: TranslationTexts = saved.json().data;
    expect(textAt(after, PROBLEM_TITLE)).toMatchObject({ text: CORRECTED_TITLE, state: 'reviewed' });
    expect(after.reviewed).toBe(texts.reviewed + 1);
    const file = JSON.parse((await readRevision(suite.app.database, after.revision))?.files.translations.te ?? '');
    expect(file.code[PROBLEM_TITLE]).toEqual({ en: 'This link does not work', text: CORRECTED_TITLE });
    // Nothing reaches visitors before a publish.
    expect(SERVER_WORDS.te.privacyPages.problemTitle).not.toBe(CORRECTED_TITLE);
  });

  it("an editor publishes a page's words: the server draws its page with the correction", async () => {
    const published = await publish(editor);
    expect([published.statusCode, published.json().message]).toEqual([200, expect.any(String)]);
    const page = await suite.app.inject({ url: '/privacy/guardian?t=not-a-link&lang=te' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`<title>${CORRECTED_TITLE}`);
  });

  it("refuses an editor's publish of the donor e-mail's corrected words, in words; an admin publishes them and the e-mail says them", async () => {
    expect((await correct(DONOR_SUBJECT, CORRECTED_SUBJECT)).statusCode).toBe(201);
    const refused = await publish(editor);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Not published: this draft changes the Telugu words of the e-mail to a donor, which the site e-mails to visitors in its own name, so an admin must publish it. Your draft is kept; ask an admin to read the change and publish it.',
    ]);
    expect(SERVER_WORDS.te.donations.emailSubject).not.toBe(CORRECTED_SUBJECT);

    expect((await publish(admin)).statusCode).toBe(200);
    const donation = {
      language: 'te',
      fields: { name: 'Lakshmi', email: 'lakshmi@example.org', amount: '1000', pledge: 'K7M2-9QXD', idType: 'pan' },
    } as unknown as StoredSubmission;
    expect(donationEmail(donation, { organisation: 'The Foundation', receiptDays: 30 }).subject).toBe(
      CORRECTED_SUBJECT,
    );
  });

  it('pages:check counts the corrections as reviewed on an export of the published content', async () => {
    const heads = await readHeads(suite.app.database);
    const files = (await readRevision(suite.app.database, heads?.publishedId ?? 0))?.files;
    fs.mkdirSync(path.join(exported, 'translations'), { recursive: true });
    fs.writeFileSync(path.join(exported, 'pages.json'), files?.pagesText ?? '');
    fs.writeFileSync(path.join(exported, 'translations', 'te.json'), files?.translations.te ?? '');
    const pagesText = files?.pagesText ?? '';
    const { review } = checkEveryText(
      path.join(exported, 'translations'),
      'te',
      pagesText,
      JSON.parse(pagesText),
      'pages.json',
    );
    expect(review.find((count) => count.name === 'server pages and e-mails')).toMatchObject({
      file: 'server/words/te.json',
      reviewed: 2,
      total: serverWordCount(),
    });
  });
});

/** How many texts the server's words have (the English table's leaves). */
function serverWordCount(): number {
  const leaves = (node: unknown): number =>
    typeof node === 'string'
      ? 1
      : node && typeof node === 'object'
        ? Object.values(node).reduce((n, v) => n + leaves(v), 0)
        : 0;
  return leaves(SERVER_WORDS.en);
}
