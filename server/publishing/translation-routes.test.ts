// @vitest-environment node
// Review by a translator in the staff area: the list of a language's texts in the draft (English beside the
// translation, the glossary's notes, reviewed or not, changed in English since review), one correction through
// the review sheet's checks (a broken {placeholder} refused in words, nothing saved), Mark reviewed, a draft
// that moved on refused (409), and an admin's publish that carries both to visitors.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import {
  TRANSLATIONS_API,
  type TranslationSummary,
  type TranslationTexts,
  type TranslationTextView,
} from '../../schema/api/translations.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, type StaffClient, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';
import { readHeads, readRevision } from './revisions-store.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 90_000 });

const ADDRESS = 'translations/te.json site /contact/address/0';
const GREETING = 'pages.json /site/notifications/contact/acknowledgement/paragraphs/0';

describe.each(engines)('the translations routes on $name', (engine) => {
  const folders = testSiteFolders('translation-routes', repository);
  const suite = staffSuite(engine, 'translation-routes', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));
  let translator: StaffClient;

  beforeAll(async () => {
    translator = await signIn(suite.app, 'translator');
  });

  const list = async (client = translator): Promise<TranslationTexts> => {
    const answer = await call(suite.app, 'GET', `${TRANSLATIONS_API.texts}?language=te`, { client });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const summary = async (client = translator): Promise<TranslationSummary> => {
    const answer = await call(suite.app, 'GET', TRANSLATIONS_API.summary, { client });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const telugu = (found: TranslationSummary) => found.languages.find((one) => one.language === 'te');
  const textAt = (texts: TranslationTexts, where: string) =>
    texts.texts.find((text) => text.where === where) as TranslationTextView;

  it("lists every Telugu text of the draft with its English, the glossary's notes and whether it is reviewed", async () => {
    const texts = await list();
    expect(texts.total).toBeGreaterThan(1000);
    expect(texts.reviewed).toBe(0);
    expect(textAt(texts, ADDRESS)).toMatchObject({
      page: 'every page (menu, footer, site settings)',
      en: 'Registered Office (placeholder address)',
      text: expect.stringMatching(/\p{Script=Telugu}/u),
      state: 'not-reviewed',
      outdated: false,
    });
    expect(textAt(texts, GREETING)).toMatchObject({ en: 'Dear {name},', page: 'the e-mails to visitors' });
    expect(texts.texts.filter((text) => text.glossary.length > 0).length).toBeGreaterThan(10);
  });

  it('sums up each language: nothing reviewed yet, in the draft as on the site; a coordinator is refused', async () => {
    const texts = await list();
    const found = await summary();
    expect(found.languages.map((one) => one.language)).toEqual(['hi', 'te']);
    const tally = { reviewed: 0, total: texts.total, englishChanged: 0, notReviewed: texts.total };
    expect(telugu(found)).toEqual({ language: 'te', draft: tally, published: tally });
    const coordinator = await signIn(suite.app, 'coordinator');
    const refused = await call(suite.app, 'GET', TRANSLATIONS_API.summary, { client: coordinator });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Your role (coordinator) may not do this.']);
  });

  it('refuses a correction that breaks a {placeholder}, in words, and saves nothing', async () => {
    const before = await list();
    const answer = await call(suite.app, 'POST', TRANSLATIONS_API.correct, {
      client: translator,
      body: {
        language: 'te',
        revision: before.revision,
        where: GREETING,
        english: 'Dear {name},',
        text: 'ప్రియమైన {పేరు} గారికి,',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'Not saved: the corrected text must keep {name} exactly as in the English: it lacks {name}',
    );
    expect((await readHeads(suite.app.database))?.draftId).toBe(before.revision);
  });

  it('refuses a correction that is not in Telugu script', async () => {
    const before = await list();
    const answer = await call(suite.app, 'POST', TRANSLATIONS_API.correct, {
      client: translator,
      body: {
        language: 'te',
        revision: before.revision,
        where: ADDRESS,
        english: 'Registered Office (placeholder address)',
        text: 'Registered Office',
      },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([
      400,
      expect.stringMatching(/^Not saved: .*Telugu script/),
    ]);
  });

  it('saves a correction with its placeholder into a new draft, counted as reviewed', async () => {
    const before = await list();
    const corrected = 'ప్రియమైన {name} గారూ,';
    const answer = await call(suite.app, 'POST', TRANSLATIONS_API.correct, {
      client: translator,
      body: { language: 'te', revision: before.revision, where: GREETING, english: 'Dear {name},', text: corrected },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toMatch(
      /^Saved in the draft \(revision \d+\) and marked reviewed\. Visitors see it once an editor publishes/,
    );
    const after: TranslationTexts = answer.json().data;
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(textAt(after, GREETING)).toMatchObject({ text: corrected, state: 'reviewed' });
    expect(after.reviewed).toBe(before.reviewed + 1);
    const draft = await readRevision(suite.app.database, after.revision);
    expect(JSON.parse(draft?.files.pagesText ?? '').site.notifications.contact.acknowledgement.paragraphs[0].te).toBe(
      corrected,
    );
    expect((await readHeads(suite.app.database))?.publishedId).toBe(1);
  });

  it('marks three texts reviewed in the translation file of the draft: the count rises by three', async () => {
    const before = await list();
    const others = before.texts.filter(
      (text) => text.state === 'not-reviewed' && text.text !== '' && text.where !== ADDRESS,
    );
    const three = [textAt(before, ADDRESS), ...others.slice(0, 2)];
    const answer = await call(suite.app, 'POST', TRANSLATIONS_API.review, {
      client: translator,
      body: {
        language: 'te',
        revision: before.revision,
        texts: three.map(({ where, en, text }) => ({ where, english: en, text })),
      },
    });
    expect(answer.statusCode).toBe(201);
    const after: TranslationTexts = answer.json().data;
    expect(after.reviewed).toBe(before.reviewed + 3);
    // The summary counts them in the draft; the site has none until an editor publishes.
    expect(telugu(await summary())).toMatchObject({
      draft: { reviewed: before.reviewed + 3 },
      published: { reviewed: 0 },
    });
    const file = JSON.parse((await readRevision(suite.app.database, after.revision))?.files.translations.te ?? '');
    expect(file.reviewed[ADDRESS]).toMatchObject({
      sheet: 'staff area',
      reviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('refuses a mark or a correction on a draft that moved on (409), and a translation that changed since it was read', async () => {
    const current = await list();
    const text = textAt(current, ADDRESS);
    const stale = await call(suite.app, 'POST', TRANSLATIONS_API.review, {
      client: translator,
      body: {
        language: 'te',
        revision: current.revision - 1,
        texts: [{ where: ADDRESS, english: text.en, text: text.text }],
      },
    });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      expect.stringMatching(/^Someone saved a newer draft/),
    ]);
    const changed = await call(suite.app, 'POST', TRANSLATIONS_API.review, {
      client: translator,
      body: {
        language: 'te',
        revision: current.revision,
        texts: [{ where: ADDRESS, english: text.en, text: `${text.text}.` }],
      },
    });
    expect([changed.statusCode, changed.json().message]).toEqual([
      400,
      expect.stringMatching(/^Not marked: a translation changed/),
    ]);
  });

  it('shows a reviewed text whose English an editor changed as changed in English since review', async () => {
    const editor = await signIn(suite.app, 'editor');
    const current = await list();
    const pages = (await readRevision(suite.app.database, current.revision))?.files.pagesText ?? '';
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: {
        baseRevision: current.revision,
        pages: pages.replace(
          '"address": ["Registered Office (placeholder address)"',
          '"address": ["Registered Office (sample address)"',
        ),
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(textAt(await list(), ADDRESS)).toMatchObject({ state: 'english-changed', outdated: true });
  });

  it('an admin publishes the draft: visitors get the correction and the review marks', async () => {
    const admin = await signIn(suite.app, 'admin');
    const { revision, reviewed } = await list(admin);
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: admin,
      body: { revision, note: 'Telugu reviewed.' },
    });
    expect(published.statusCode).toBe(200);
    const files = (await readRevision(suite.app.database, revision))?.files;
    expect(JSON.parse(files?.pagesText ?? '').site.notifications.contact.acknowledgement.paragraphs[0].te).toBe(
      'ప్రియమైన {name} గారూ,',
    );
    expect(Object.keys(JSON.parse(files?.translations.te ?? '').reviewed)).toHaveLength(reviewed + 1);
    // Published: the site's count is the draft's (the edited English left one to read again).
    const found = await summary(admin);
    expect([found.draft, found.published]).toEqual([revision, revision]);
    expect(telugu(found)?.published).toEqual(telugu(found)?.draft);
    expect(telugu(found)?.published).toMatchObject({ reviewed, englishChanged: 1 });
  });
});
