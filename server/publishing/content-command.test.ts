// @vitest-environment node
// npm run content on an embedded database no server holds: export writes the published
// revision's files exactly; import makes the repository's files a new draft, refuses them when the checker
// finds an error, and refuses to replace a draft with unpublished changes unless --replace-draft.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { pgliteDir } from '../db/database-plugin.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { readContentFolder, writeContentFolder } from './content-files.ts';
import { readHeads, readRevision, seedContent } from './revisions-store.ts';

const repository = readContentFolder(process.cwd());
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'content-command-'));
const dataDir = path.join(base, 'data');

const content = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/content.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

async function heads() {
  const db = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    const found = await readHeads(db);
    const draft = found && (await readRevision(db, found.draftId));
    return { ...found, draft };
  } finally {
    await db.close();
  }
}

describe('npm run content', () => {
  beforeAll(async () => {
    const db = await openDatabase({ dataDir: pgliteDir(dataDir) });
    await migrate(db);
    await seedContent(db, repository);
    await db.close();
  }, 120_000);
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('export writes the published revision as pages.json and translations/, byte for byte', () => {
    const out = path.join(base, 'export');
    const run = content('export', out);
    expect(run.status, run.err).toBe(0);
    expect(run.err).toMatch(/Wrote published revision 1/);
    expect(fs.readFileSync(path.join(out, 'pages.json'), 'utf8')).toBe(repository.pagesText);
    expect(fs.readFileSync(path.join(out, 'translations', 'hi.json'), 'utf8')).toBe(repository.translations.hi);
    expect(fs.readFileSync(path.join(out, 'translations', 'te.json'), 'utf8')).toBe(repository.translations.te);
    expect(content('export').status).toBe(2);
  }, 120_000);

  it('import refuses files with a checker error, then makes good files a new draft', async () => {
    const broken = path.join(base, 'broken');
    writeContentFolder(broken, {
      ...repository,
      pagesText: repository.pagesText.replace('"type": "hero"', '"type": "heroo"'),
    });
    const refused = content('import', broken);
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/heroo/);
    expect(refused.err).toMatch(/Not imported: the checker found \d+ error/);
    expect((await heads()).draftId).toBe(1);

    const changed = path.join(base, 'changed');
    writeContentFolder(changed, withHomeHeading(repository, 'Imported heading'));
    const imported = content('import', changed);
    expect(imported.status, imported.err).toBe(0);
    expect(imported.err).toMatch(/Imported as draft revision 2/);
    const after = await heads();
    expect(after).toMatchObject({ draftId: 2, publishedId: 1 });
    expect(after.draft?.source).toBe('import');
    expect(after.draft?.files.pagesText).toContain('Imported heading');
    expect(content('import', path.join(base, 'nowhere')).err).toMatch(/has no pages.json/);
  }, 240_000);

  it('import does not replace a draft with unpublished changes unless --replace-draft', async () => {
    const again = path.join(base, 'again');
    writeContentFolder(again, withHomeHeading(repository, 'Imported again'));
    const refused = content('import', again);
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/holds changes made in the staff area that nobody published yet/);
    const replaced = content('import', again, '--replace-draft');
    expect(replaced.status, replaced.err).toBe(0);
    const after = await heads();
    expect(after.draftId).toBe(3);
    expect(after.draft?.baseId).toBe(2);
  }, 240_000);
});
