// @vitest-environment node
// npm run content through the running server: the loopback admin routes the command calls when
// the server holds the embedded database: the published revision's files, and an import as a new draft,
// refused on a checker error; a stranger (no token) sees nothing.
import { describe, expect, it } from 'vitest';
import { withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';
import { readHeads } from './revisions-store.ts';

const TOKEN = 'a'.repeat(43);
const repository = readContentFolder(process.cwd());

describe.each(engines)('the content command through the server on $name', (engine) => {
  const suite = staffSuite(engine, 'admin-content', { app: { adminToken: TOKEN } });
  const admin = (method: 'GET' | 'POST', payload?: unknown, token = TOKEN) =>
    suite.app.inject({
      method,
      url: '/api/admin/content',
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  it('exports the published files, imports good files as a draft and refuses broken ones', async () => {
    expect((await admin('GET', undefined, 'b'.repeat(43))).statusCode).toBe(404);
    const exported = (await admin('GET')).json().data.exported;
    expect(exported.files.pagesText).toBe(repository.pagesText);
    const broken = { ...repository, pagesText: repository.pagesText.replace('"type": "hero"', '"type": "heroo"') };
    const refused = (await admin('POST', { files: broken })).json().data.result;
    expect(refused.ok).toBe(false);
    expect((await readHeads(suite.tdb.db))?.draftId).toBe(exported.revision);
    const imported = (await admin('POST', { files: withHomeHeading(repository, 'Through the server') })).json().data
      .result;
    expect(imported.ok).toBe(true);
    expect((await readHeads(suite.tdb.db))?.draftId).toBe(imported.revision);
  });
});
