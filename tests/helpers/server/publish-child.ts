// A server process for the SIGKILL test of publishing (server/publishing/publish-kill.test.ts), on an
// embedded database in DATA_DIR and a releases root in PUBLISH_ROOT. Prints "ready" once it serves.
//   render   saves a changed draft and publishes it with a slow renderer; prints "half-written" when half
//            of the release's files are written, then waits (the test kills it there)
//   commit   saves a changed draft, renders it, marks it published in the database, and is killed (by
//            itself, SIGKILL) before the site is switched to it
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../server/db/database.ts';
import { readContentFolder } from '../../../server/publishing/content-files.ts';
import type { ReleaseRenderer } from '../../../server/publishing/publishing-plugin.ts';
import { publishDraft, readHeads, readRevision, saveDraft } from '../../../server/publishing/revisions-store.ts';
import { headingRenderer, withHomeHeading } from './publishing-suite.ts';
import { makeApp } from './test-app.ts';

const [mode, siteDir, heading] = process.argv.slice(2);
const dataDir = process.env.DATA_DIR as string;
const root = process.env.PUBLISH_ROOT as string;

/** The heading renderer, writing its files slowly and saying when it is half done. */
const slowRenderer: ReleaseRenderer = async (files, dir) => {
  const result = await headingRenderer(files, dir);
  for (let i = 0; i < 40; i++) {
    fs.writeFileSync(path.join(dir, 'client', `part-${i}.html`), `<p>${i}</p>`);
    if (i === 20) console.log('half-written');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return result;
};

const db = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
const app = await makeApp(db, {
  config: { siteDir, dataDir },
  publishing: { renderer: mode === 'render' ? slowRenderer : headingRenderer, root, pollSeconds: 0 },
});
await app.ready();
console.log('ready');
const heads = await readHeads(db);
if (!heads) throw new Error('no content');
const saved = await saveDraft(db, {
  baseId: heads.draftId,
  files: withHomeHeading(readContentFolder(process.cwd()), heading),
});
if (!('saved' in saved)) throw new Error('the save was refused');
const revision = await readRevision(db, saved.saved);
if (!revision) throw new Error('no revision');
const release = await app.publishing.prepare(revision);
await publishDraft(db, { revisionId: revision.id, note: 'kill test' });
console.log(`committed ${release.name}`);
if (mode === 'commit') process.kill(process.pid, 'SIGKILL');
await app.publishing.switchTo(revision.id, release, revision.files);
console.log('switched');
