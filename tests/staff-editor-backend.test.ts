// @vitest-environment node
// The section editor's backend in the staff area against a fake fetch: what it sends to the publishing
// API and what the editor is told back (a newer draft is a conflict, checker errors refuse the save, a save keeps
// the lines of what it did not change, the translations' messages come placed on their fields, a failure in words;
// the member's working copy comes back with the draft, is kept on its base revision and deleted).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagesFile } from '../content/types.ts';
import type { WorkingCopy } from '../editor/app/backend.ts';
import type { Translations } from '../editor/app/translations.ts';
import { CSRF_HEADER } from '../schema/api/staff.ts';
import { PUBLISHING_API } from '../schema/api/publishing.ts';
import { setCsrfToken } from '../staff/app/api.ts';
import { TOO_LARGE } from '../content/pictures/upload-rules.ts';
import { staffEditorBackend } from '../staff/app/pages/staff-editor-backend.ts';

const PAGES_TEXT = '{\n  "pages": [\n    { "path": "/", "blocks": [{ "type": "hero", "heading": "" }] }\n  ]\n}\n';
const data = JSON.parse(PAGES_TEXT) as PagesFile;
const translations = { hi: { entries: {} }, te: { entries: {} } } as unknown as Translations;

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

const problem = (severity: 'error' | 'warning', line: number, column: number, message: string) => ({
  severity,
  file: 'pages.json',
  line,
  column,
  where: '/',
  message,
  text: message,
});

let sent: Sent[];
/** Answers by path: status and the API's { success, message, data }. */
function fakeApi(answers: Record<string, { status: number; message?: string; data?: unknown }>) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        path,
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      const answer = answers[path];
      if (!answer) return new Response(JSON.stringify({ success: false, message: 'Not found.' }), { status: 404 });
      return new Response(
        JSON.stringify({ success: answer.status < 400, message: answer.message ?? 'ok', data: answer.data }),
        { status: answer.status, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
}

const cleanCheck = { status: 200, data: { ok: true, errors: 0, warnings: 0, problems: [], pages: 1 } };

beforeEach(() => setCsrfToken('csrf-of-this-session'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken('');
});

describe('the staff editor backend', () => {
  it('loads the draft with its revision as the version of every file', async () => {
    fakeApi({
      [PUBLISHING_API.content]: {
        status: 200,
        data: {
          draft: { id: 7, content: { pages: PAGES_TEXT, translations: { hi: '{"entries":{}}', te: '' } } },
          published: { id: 6 },
          unpublishedChanges: true,
        },
      },
      [PUBLISHING_API.check]: {
        status: 200,
        data: { ok: false, errors: 1, warnings: 0, problems: [problem('error', 3, 60, 'The heading is empty.')] },
      },
      [PUBLISHING_API.workingCopy]: { status: 200, data: { workingCopy: null, draft: 7 } },
    });
    const loaded = await staffEditorBackend().load();
    expect(loaded.hash).toBe('7');
    expect(loaded.data).toEqual(data);
    expect(loaded.translations.hi).toMatchObject({ data: { entries: {} }, hash: '7' });
    expect(loaded.translations.te.hash).toBe('7');
    // The checker's line and column become the field the message is about.
    expect(loaded.problems).toEqual([
      { severity: 'error', where: '/', message: 'The heading is empty.', path: ['pages', 0, 'blocks', 0, 'heading'] },
    ]);
    expect(sent.find((call) => call.path === PUBLISHING_API.check)).toMatchObject({
      method: 'POST',
      body: { revision: 7 },
    });
    expect(loaded.workingCopy).toBeUndefined();
  });

  it("gives back the member's working copy with the draft, unless it holds just the draft", async () => {
    const draft = { id: 7, content: { pages: PAGES_TEXT, translations: { hi: '{"entries":{}}', te: '' } } };
    const copy = (baseRevision: number, pages: string) => ({
      baseRevision,
      content: { pages, translations: { hi: '{"entries":{}}', te: '' } },
      updatedAt: '2026-11-29T09:02:00.000Z',
    });
    const answers = (workingCopy: ReturnType<typeof copy>) => ({
      [PUBLISHING_API.content]: { status: 200, data: { draft, published: { id: 6 }, unpublishedChanges: true } },
      [PUBLISHING_API.check]: cleanCheck,
      [PUBLISHING_API.workingCopy]: { status: 200, data: { workingCopy, draft: 7 } },
    });
    const changed = PAGES_TEXT.replace('"heading": ""', '"heading": "Her words"');
    fakeApi(answers(copy(5, changed)));
    const loaded = await staffEditorBackend().load();
    expect(loaded.workingCopy).toMatchObject({ baseHash: '5', updatedAt: '2026-11-29T09:02:00.000Z' });
    const copied = loaded.workingCopy as WorkingCopy;
    expect((copied.data.pages[0].blocks[0] as { heading: string }).heading).toBe('Her words');
    expect(copied.translations.hi).toEqual({ entries: {} });
    fakeApi(answers(copy(7, PAGES_TEXT)));
    expect((await staffEditorBackend().load()).workingCopy).toBeUndefined();
  });

  it('keeps the working copy on its base revision with the CSRF token, and deletes it', async () => {
    fakeApi({ [PUBLISHING_API.workingCopy]: { status: 200, data: { updatedAt: '2026-11-29T09:02:00.000Z' } } });
    const backend = staffEditorBackend();
    const at = await backend.keepWorkingCopy?.({ data, translations: { hi: translations.hi }, baseHash: '7' });
    expect(at).toBe('2026-11-29T09:02:00.000Z');
    expect(sent[0]).toMatchObject({ method: 'PUT', path: PUBLISHING_API.workingCopy });
    expect(sent[0].headers[CSRF_HEADER]).toBe('csrf-of-this-session');
    // Only what changed travels: pages.json and the one translation file edited.
    expect(Object.keys(sent[0].body ?? {})).toEqual(['baseRevision', 'pages', 'translations']);
    expect(sent[0].body?.baseRevision).toBe(7);
    expect(Object.keys(sent[0].body?.translations as object)).toEqual(['hi']);
    await backend.discardWorkingCopy?.();
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: PUBLISHING_API.workingCopy, body: undefined });
  });

  it('saves on top of the revision it started from, with the CSRF token, and holds the new revision', async () => {
    fakeApi({
      [PUBLISHING_API.check]: cleanCheck,
      [PUBLISHING_API.drafts]: { status: 201, data: { revision: { id: 8 }, check: cleanCheck.data } },
    });
    const outcome = await staffEditorBackend().save({
      data,
      baseHash: '7',
      translations: { hi: { data: translations.hi, baseHash: '7' } },
    });
    expect(outcome).toEqual({ status: 'saved', changed: true, hash: '8', translationHashes: { hi: '8', te: '8' } });
    const save = sent.find((call) => call.path === PUBLISHING_API.drafts);
    expect(save?.method).toBe('POST');
    expect(save?.headers[CSRF_HEADER]).toBe('csrf-of-this-session');
    expect(save?.body?.baseRevision).toBe(7);
    expect(JSON.parse(save?.body?.pages as string)).toEqual(data);
    // Only the translation edited is sent: the other stays as the draft holds it.
    expect(Object.keys(save?.body?.translations as object)).toEqual(['hi']);
  });

  it('turns a newer draft (409) into a conflict naming the draft and its revision', async () => {
    fakeApi({
      [PUBLISHING_API.check]: cleanCheck,
      [PUBLISHING_API.drafts]: { status: 409, message: 'Someone saved a newer version.', data: { draft: 9 } },
    });
    const backend = staffEditorBackend();
    const outcome = await backend.save({ data, baseHash: '7', translations: {} });
    expect(outcome).toEqual({
      status: 'conflict',
      files: ['the draft'],
      hash: '9',
      translationHashes: { hi: '9', te: '9' },
    });
    // Replacing their version, once chosen, saves on top of it.
    await backend.save({ data, baseHash: '7', translations: {}, overwrite: { hash: '9', translationHashes: {} } });
    expect(sent.filter((call) => call.path === PUBLISHING_API.drafts).at(-1)?.body?.baseRevision).toBe(9);
  });

  it('refuses a save with checker errors and sends nothing to the drafts', async () => {
    fakeApi({
      [PUBLISHING_API.check]: {
        status: 200,
        data: {
          ok: false,
          errors: 1,
          warnings: 1,
          problems: [problem('error', 3, 60, 'The heading is empty.'), problem('warning', 1, 1, 'A warning.')],
        },
      },
    });
    const outcome = await staffEditorBackend().save({ data, baseHash: '7', translations: {} });
    expect(outcome).toEqual({
      status: 'invalid',
      problems: [
        { severity: 'error', where: '/', message: 'The heading is empty.', path: ['pages', 0, 'blocks', 0, 'heading'] },
      ],
    });
    expect(sent.some((call) => call.path === PUBLISHING_API.drafts)).toBe(false);
  });

  it("saves pages.json keeping the lines of everything unchanged since the version loaded, and places the server's translation messages", async () => {
    // The repository's pages.json has hand-made line breaks the project's writer would not choose: kept.
    const handMade = readFileSync('pages.json', 'utf8');
    const fields = [
      {
        severity: 'warning',
        message: 'the Hindi was translated from an older English',
        path: ['pages', 0, 'blocks', 0, 'heading'],
        listOnly: true,
      },
    ];
    fakeApi({
      [PUBLISHING_API.content]: {
        status: 200,
        data: {
          draft: { id: 3, content: { pages: handMade, translations: { hi: '', te: '' } } },
          published: { id: 3 },
        },
      },
      [PUBLISHING_API.check]: {
        status: 200,
        data: {
          ...cleanCheck.data,
          warnings: 1,
          problems: [{ ...problem('warning', 2, 3, 'stale'), file: 'translations/hi.json' }],
          fields,
        },
      },
      [PUBLISHING_API.drafts]: { status: 201, data: { revision: { id: 4 }, check: cleanCheck.data } },
      [PUBLISHING_API.workingCopy]: { status: 200, data: { workingCopy: null, draft: 3 } },
    });
    const backend = staffEditorBackend();
    const loaded = await backend.load();
    // The translation file's message comes placed on its field, not as a line of the list.
    expect(loaded.problems).toEqual([{ ...fields[0], where: '' }]);
    const home = loaded.data.pages.find((page) => page.path === '/')!.blocks[0] as { heading: string };
    const old = home.heading;
    home.heading = 'A fair start for every child';
    await backend.save({ data: loaded.data, baseHash: '3', translations: {} });
    const saved = sent.find((call) => call.path === PUBLISHING_API.drafts)?.body?.pages as string;
    expect(saved).toBe(handMade.replace(JSON.stringify(old), '"A fair start for every child"'));
  });

  it('says what went wrong in words when the server cannot be reached or answers with something else', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(staffEditorBackend().status()).rejects.toThrow(/The server could not be reached/);
    const page = new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(page));
    await expect(staffEditorBackend().status()).rejects.toThrow('The server answered 502. Please try again.');
    const refused = Response.json({ success: false, message: 'Reload the page to go on.' }, { status: 403 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refused));
    await expect(staffEditorBackend().status()).rejects.toThrow('Reload the page to go on.');
  });

  it('polls the draft revision', async () => {
    fakeApi({ [PUBLISHING_API.status]: { status: 200, data: { draft: 11, published: 10 } } });
    const backend = staffEditorBackend();
    expect(await backend.status()).toEqual({ hash: '11', translationHashes: { hi: '11', te: '11' } });
    expect(backend.contentName).toBe('the draft');
    expect(backend.loadSaved).toBe('Load their version');
  });

  it('uploads a picture as JSON with the CSRF token, and deletes one; a file over 20 MB is refused before sending', async () => {
    const pictures = ['/images/a.jpg', '/images/well.png'];
    fakeApi({
      [PUBLISHING_API.pictures]: {
        status: 201,
        message: 'Uploaded as /images/well.png.',
        data: { src: '/images/well.png', copies: 2, pictures, uploaded: ['/images/well.png'] },
      },
      [PUBLISHING_API.deletePicture]: { status: 200, data: { pictures: ['/images/a.jpg'], uploaded: [] } },
    });
    const backend = staffEditorBackend();
    const uploaded = await backend.uploadPicture(new File([new Uint8Array([137, 80, 78, 71])], 'Well.PNG'));
    // The uploaded ones named apart: the picker offers to delete those.
    expect(uploaded).toEqual({
      src: '/images/well.png',
      pictures,
      uploaded: ['/images/well.png'],
      note: 'Uploaded as /images/well.png.',
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: PUBLISHING_API.pictures,
      body: { name: 'Well.PNG', data: 'iVBORw==' },
    });
    expect(sent[0].headers[CSRF_HEADER]).toBe('csrf-of-this-session');
    expect(await backend.deletePicture('/images/well.png')).toEqual({ pictures: ['/images/a.jpg'], uploaded: [] });
    expect(sent[1].body).toEqual({ src: '/images/well.png' });
    const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.jpg');
    await expect(backend.uploadPicture(huge)).rejects.toThrow(TOO_LARGE);
    expect(sent).toHaveLength(2);
  });
});
