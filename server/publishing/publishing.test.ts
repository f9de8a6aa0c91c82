// @vitest-environment node
// Publishing from the staff area, through the API as the staff app calls it: the repository's
// content is the first revision; drafts carry their base and a save on top of another is refused (409);
// the checker refuses a publish and the site stays as it was; a publish is served at once, is in the history
// and the audit trail; a diff says in words what changed page by page; a roll back publishes the old content again.
// Every refusal: no session 401, a coordinator 403, another site or no CSRF token 403.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type ContentState,
  PREVIEW_LINKS,
  PUBLISHING_API,
  type PageChanges,
  type RevisionView,
} from '../../schema/api/publishing.ts';
import { STAFF_API } from '../../schema/api/staff.ts';
import { headingRenderer, testSiteFolders, withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { privacyNotices } from '../privacy/notices.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());

// Each save and publish runs the whole checker (pages and both translations: about a second of CPU on an
// idle machine), several per test: more than the default 5 s on a busy one.
vi.setConfig({ testTimeout: 60_000 });

describe.each(engines)('publishing on $name', (engine) => {
  const folders = testSiteFolders('publishing', repository);
  const suite = staffSuite(engine, 'publishing', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const state = async (client: StaffClient) => {
    const answer = await call(suite.app, 'GET', PUBLISHING_API.content, { client });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as ContentState;
  };
  const visitorSees = async (url: string) => (await suite.app.inject({ url, headers: { host: 'site.example' } })).body;
  const save = (client: StaffClient, baseRevision: number, files: typeof repository) =>
    call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client,
      body: { baseRevision, pages: files.pagesText, translations: files.translations },
    });

  it('starts from the repository content as the published revision, and serves the build until a publish', async () => {
    const editor = await signIn(suite.app, 'editor');
    const current = await state(editor);
    expect(current.draft.id).toBe(current.published.id);
    expect(current.draft.source).toBe('repository');
    expect(current.draft.content.pages).toBe(repository.pagesText);
    expect(current.draft.content.translations.hi).toBe(repository.translations.hi);
    expect(current.unpublishedChanges).toBe(false);
    expect(await visitorSees('/')).toContain('Turning Compassion into Action');
  });

  it('refuses without a session (401), for a coordinator (403), from another site or without the CSRF token (403)', async () => {
    expect((await call(suite.app, 'GET', PUBLISHING_API.content)).statusCode).toBe(401);
    const coordinator = await signIn(suite.app, 'coordinator');
    for (const [method, url] of [
      ['GET', PUBLISHING_API.content],
      ['GET', PUBLISHING_API.history],
      ['POST', PUBLISHING_API.publish],
      ['POST', PUBLISHING_API.drafts],
      ['POST', PUBLISHING_API.rollBack],
      ['POST', PUBLISHING_API.check],
      ['GET', `${PUBLISHING_API.diff}?from=1&to=1`],
    ] as const) {
      const answer = await call(suite.app, method, url, {
        client: coordinator,
        body: method === 'POST' ? {} : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    const editor = await signIn(suite.app, 'editor');
    const { draft } = await state(editor);
    const body = { baseRevision: draft.id, pages: repository.pagesText };
    const crossSite = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await call(suite.app, 'POST', PUBLISHING_API.drafts, { client: editor, body, csrf: null });
    expect(noToken.statusCode).toBe(403);
    expect((await call(suite.app, 'POST', PUBLISHING_API.publish, { body: { revision: draft.id } })).statusCode).toBe(
      401,
    );
    expect((await state(editor)).draft.id).toBe(draft.id);
    // An editor may not manage staff.
    expect((await call(suite.app, 'GET', STAFF_API.members, { client: editor })).statusCode).toBe(403);
  });

  it('a save on top of a draft someone else saved meanwhile is refused with 409, and nothing is overwritten', async () => {
    const one = await signIn(suite.app, 'editor');
    const two = await signIn(suite.app, 'admin');
    const base = (await state(one)).draft.id;
    const first = await save(one, base, withHomeHeading(repository, 'Saved by the first editor'));
    expect(first.statusCode).toBe(201);
    const second = await save(two, base, withHomeHeading(repository, 'Saved by the second editor'));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/Someone saved a newer version.*Nothing of yours was overwritten/);
    const now = await state(two);
    expect(now.draft.id).toBe(first.json().data.revision.id);
    expect(now.draft.baseId).toBe(base);
    expect(now.draft.content.pages).toContain('Saved by the first editor');
    expect(now.unpublishedChanges).toBe(true);
    // Visitors see none of it.
    expect(await visitorSees('/')).toContain('Turning Compassion into Action');
  });

  it('a publish with a checker error is refused with its messages, and the site is unchanged', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await state(editor);
    const broken = { ...repository, pagesText: repository.pagesText.replace('"type": "hero"', '"type": "heroo"') };
    const saved = await save(editor, before.draft.id, broken);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.check.errors).toBeGreaterThan(0);
    const check = await call(suite.app, 'POST', PUBLISHING_API.check, { client: editor, body: {} });
    expect(check.json().data.ok).toBe(false);
    expect(
      check
        .json()
        .data.problems.map((p: { message: string }) => p.message)
        .join('\n'),
    ).toMatch(/heroo/);
    const refused = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision: saved.json().data.revision.id, note: 'Broken on purpose' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/Not published: the checker found \d+ errors?\. Visitors still see/);
    expect(refused.json().data.errors).toBeGreaterThan(0);
    expect((await state(editor)).published.id).toBe(before.published.id);
    expect(await visitorSees('/')).toContain('Turning Compassion into Action');
    expect(fs.existsSync(`${folders.root}/current`)).toBe(false);
  });

  it('publishes: visitors see the new heading in English and Hindi at once; history, audit and diff say who and what', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await state(editor);
    const changed = withHomeHeading(repository, 'Compassion, put to work', 'करुणा, काम में');
    const saved = await save(editor, before.draft.id, changed);
    expect(saved.statusCode).toBe(201);
    const revision = saved.json().data.revision.id as number;
    const stale = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision: revision - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision, note: 'A shorter main heading' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ revision, addresses: 3 });
    expect(await visitorSees('/')).toContain('Compassion, put to work');
    expect(await visitorSees('/hi')).toContain('करुणा, काम में');
    expect(suite.app.publishing.serving()).toBe(revision);

    const again = await call(suite.app, 'POST', PUBLISHING_API.publish, { client: editor, body: { revision } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already see this revision/);

    const history = (await call(suite.app, 'GET', PUBLISHING_API.history, { client: editor })).json()
      .data as RevisionView[];
    expect(history[0]).toMatchObject({ id: revision, note: 'A shorter main heading', state: 'published' });
    expect(history[0].publishedBy).toBe(editor.member.email);
    expect(history.at(-1)?.source).toBe('repository');

    const { rows } = await suite.tdb.db.query<{ actor_id: string; subject_id: string }>(
      `SELECT actor_id, subject_id FROM staff_audit WHERE action = 'content-published' ORDER BY id DESC LIMIT 1`,
    );
    expect(Number(rows[0].actor_id)).toBe(editor.member.id);
    expect(Number(rows[0].subject_id)).toBe(revision);

    const first = history.at(-1)!.id;
    const diff = await call(suite.app, 'GET', `${PUBLISHING_API.diff}?from=${first}&to=${revision}`, {
      client: editor,
    });
    expect(diff.json().data as PageChanges[]).toEqual([
      {
        page: 'Page Home page (/)',
        sections: [
          {
            section: 'Hero: Compassion, put to work',
            lines: [
              {
                words: 'Main heading',
                text: { before: 'Turning Compassion into Action', after: 'Compassion, put to work' },
                translations: [{ language: 'hi', before: expect.any(String), after: 'करुणा, काम में' }],
              },
            ],
          },
        ],
      },
    ]);
    const bad = await call(suite.app, 'GET', `${PUBLISHING_API.diff}?from=x&to=${revision}`, { client: editor });
    expect(bad.statusCode).toBe(400);
  });

  it('rolls back: the earlier content is published as a new revision with a note, and visitors see it again', async () => {
    const admin = await signIn(suite.app, 'admin');
    const history = (await call(suite.app, 'GET', PUBLISHING_API.history, { client: admin })).json()
      .data as RevisionView[];
    const first = history.at(-1)!;
    const noNote = await call(suite.app, 'POST', PUBLISHING_API.rollBack, {
      client: admin,
      body: { revision: first.id, note: ' ' },
    });
    expect(noNote.statusCode).toBe(400);
    const rolled = await call(suite.app, 'POST', PUBLISHING_API.rollBack, {
      client: admin,
      body: { revision: first.id, note: 'Back to the old heading' },
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const revision = rolled.json().data.revision as number;
    expect(revision).toBeGreaterThan(history[0].id);
    expect(await visitorSees('/')).toContain('Turning Compassion into Action');
    expect(await visitorSees('/hi')).not.toContain('करुणा, काम में');
    const now = await state(admin);
    expect(now.published).toMatchObject({ id: revision, source: 'roll-back', restores: first.id });
    // No unpublished change was pending, so the draft is the restored content too.
    expect(now.draft.id).toBe(revision);
    const current = await call(suite.app, 'POST', PUBLISHING_API.rollBack, {
      client: admin,
      body: { revision, note: 'again' },
    });
    expect(current.statusCode).toBe(409);
    const draftOnly = await save(admin, revision, withHomeHeading(repository, 'Never published'));
    const notPublished = await call(suite.app, 'POST', PUBLISHING_API.rollBack, {
      client: admin,
      body: { revision: draftOnly.json().data.revision.id, note: 'no' },
    });
    expect(notPublished.statusCode).toBe(409);
    const { rows } = await suite.tdb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_audit WHERE action = 'content-rolled-back' AND subject_id = $1`,
      [revision],
    );
    expect(Number(rows[0].n)).toBe(1);
  });

  it('preview: with the preview cookie a signed-in editor sees the draft on the real addresses in every language, no-store, under a banner saying so; nobody else does; stopping it is refused cross-site', async () => {
    const editor = await signIn(suite.app, 'editor');
    const base = (await state(editor)).draft.id;
    const draft = withHomeHeading(repository, 'Draft heading for preview', 'पूर्वावलोकन का शीर्षक');
    expect((await save(editor, base, draft)).statusCode).toBe(201);
    const on = await call(suite.app, 'POST', PUBLISHING_API.preview, { client: editor, body: { on: true } });
    expect(on.statusCode).toBe(200);
    const previewCookie = String(on.headers['set-cookie']).split(';')[0];
    expect(previewCookie).toBe('staff_preview=1');
    const page = (url: string, cookie?: string) =>
      suite.app.inject({ url, headers: { host: 'site.example', ...(cookie ? { cookie } : {}) } });
    const previewing = `${editor.cookie}; ${previewCookie}`;
    const seen = await page('/', previewing);
    expect(seen.body).toContain('Draft heading for preview');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    // The banner says so, with the draft's number, in the page's language, with the way back and the way out.
    const number = (await state(editor)).draft.id;
    expect(seen.body).toContain(`Preview of the draft (revision ${number}): visitors do not see this yet.`);
    expect(seen.body).toContain(`<a href="${PREVIEW_LINKS.editor}">Back to the editor</a>`);
    expect(seen.body).toContain(`<a href="${PREVIEW_LINKS.stop}">Stop previewing</a>`);
    expect(seen.body).toMatch(/role="region" aria-label="Draft preview"/);
    const hindi = (await page('/hi', previewing)).body;
    expect(hindi).toContain('पूर्वावलोकन का शीर्षक');
    expect(hindi).toContain(`(संस्करण ${number})`);
    expect(hindi).toContain('पूर्वावलोकन बंद करें');
    expect(hindi).not.toContain('Stop previewing');
    const telugu = (await page('/te', previewing)).body;
    expect(telugu).toContain(`(కూర్పు ${number})`);
    expect(telugu).toContain('ముందస్తు వీక్షణను ఆపండి');
    // A visitor with the cookie but no session, a signed-in editor without it, and a coordinator: the published
    // site, without the banner.
    for (const cookie of [previewCookie, editor.cookie, undefined]) {
      const published = (await page('/', cookie)).body;
      expect(published).not.toContain('Draft heading for preview');
      expect(published).not.toContain('staff-preview-banner');
    }
    const coordinator = await signIn(suite.app, 'coordinator');
    expect((await page('/', `${coordinator.cookie}; ${previewCookie}`)).body).not.toContain('Draft heading');
    expect(
      (await call(suite.app, 'POST', PUBLISHING_API.preview, { client: coordinator, body: { on: true } })).statusCode,
    ).toBe(403);
    // Stopping the preview: refused from another site or without the session's token, cookie untouched.
    for (const refused of [
      await call(suite.app, 'POST', PUBLISHING_API.preview, {
        client: editor,
        body: { on: false },
        origin: 'https://evil.example',
      }),
      await call(suite.app, 'POST', PUBLISHING_API.preview, { client: editor, body: { on: false }, csrf: null }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const off = await call(suite.app, 'POST', PUBLISHING_API.preview, { client: editor, body: { on: false } });
    expect(off.statusCode).toBe(200);
    const cleared = String(off.headers['set-cookie']);
    expect(cleared).toMatch(/^staff_preview=; .*Max-Age=0/);
    const after = (await page('/', `${editor.cookie}; ${cleared.split(';')[0]}`)).body;
    expect(after).not.toContain('staff-preview-banner');
    expect(after).not.toContain('Draft heading for preview');
  });

  it('after a publish that changes the privacy notice, the forms accept its version, and the one visitors saw before', async () => {
    const editor = await signIn(suite.app, 'editor');
    const current = await state(editor);
    const pages = JSON.parse(current.draft.content.pages);
    const before = privacyNotices(pages.site.privacy).notice('contact').version;
    pages.site.privacy.consentLabel.en = 'I have read this notice and agree to the foundation using my details.';
    const after = privacyNotices(pages.site.privacy).notice('contact').version;
    expect(after).not.toBe(before);
    const changed = { ...repository, pagesText: `${JSON.stringify(pages, null, 2)}\n` };
    const saved = await save(editor, current.draft.id, changed);
    expect(saved.statusCode, saved.body).toBe(201);
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, {
      client: editor,
      body: { revision: saved.json().data.revision.id, note: 'Shorter consent sentence' },
    });
    expect(published.statusCode, published.body).toBe(200);
    for (const version of [after, before]) {
      const sent = await postJson(suite.app, '/api/contact', { ...validContact(), noticeVersion: version });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const stale = await postJson(suite.app, '/api/contact', { ...validContact(), noticeVersion: '0123456789ab' });
    expect(stale.statusCode).toBe(400);
  });

  it('the purge erases drafts never published after 30 days, never a published revision nor the current draft', async () => {
    const editor = await signIn(suite.app, 'editor');
    const base = (await state(editor)).draft.id;
    const abandoned = (await save(editor, base, withHomeHeading(repository, 'Abandoned'))).json().data.revision.id;
    const current = (await save(editor, abandoned, withHomeHeading(repository, 'Current draft'))).json().data.revision
      .id;
    await suite.tdb.db.query(`UPDATE content_revisions SET created_at = now() - interval '31 days'`);
    const report = await suite.app.privacy.purge();
    expect(report.kinds.find((kind) => kind.kind === 'abandoned-drafts')?.count).toBeGreaterThanOrEqual(1);
    const { rows } = await suite.tdb.db.query<{ id: string; state: string }>('SELECT id, state FROM content_revisions');
    const ids = rows.map((row) => Number(row.id));
    expect(ids).not.toContain(abandoned);
    expect(ids).toContain(current);
    expect(rows.filter((row) => row.state === 'draft').map((row) => Number(row.id))).toEqual([current]);
    expect(rows.some((row) => row.state === 'published')).toBe(true);
  });
});
