// @vitest-environment node
// A page published from the staff area must be readable by nginx, another user on the server. The
// instances run with UMask=0077 (deploy/welfare-api@.service), so what they write is their user's alone unless
// publishing opens the release: this renderer writes as such an instance does (folders 0700, pages 0600).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import {
  headingRenderer,
  homeHeadings,
  testSiteFolders,
  withHomeHeading,
} from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';
import type { ReleaseRenderer } from './publishing-plugin.ts';

const repository = readContentFolder(process.cwd());

/** The test renderer's pages, with the modes an instance under UMask=0077 gives what it writes. */
const privateRenderer: ReleaseRenderer = async (files, dir, previous, pictures) => {
  const rendered = await headingRenderer(files, dir, previous, pictures);
  const close = (entry: string) => {
    const isFolder = fs.statSync(entry).isDirectory();
    fs.chmodSync(entry, isFolder ? 0o700 : 0o600);
    if (isFolder) for (const name of fs.readdirSync(entry)) close(path.join(entry, name));
  };
  close(dir);
  return rendered;
};

/** Every folder and file under `dir` that a user other than the owner (nginx) could not read. */
function closedToOthers(dir: string): string[] {
  const stat = fs.statSync(dir);
  const wanted = stat.isDirectory() ? 0o005 : 0o004;
  const own = (stat.mode & wanted) === wanted ? [] : [dir];
  if (!stat.isDirectory()) return own;
  return [...own, ...fs.readdirSync(dir).flatMap((name) => closedToOthers(path.join(dir, name)))];
}

describe.each(engines)('a published release is readable by nginx on $name', (engine) => {
  const folders = testSiteFolders('release-readable', repository);
  const suite = staffSuite(engine, 'release-readable', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: privateRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  it('opens every folder and page of the release to other users before visitors are switched to it', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = (await call(suite.app, 'GET', PUBLISHING_API.content, { client: editor })).json()
      .data as ContentState;
    const files = withHomeHeading(repository, 'Readable by nginx');
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: before.draft.id, pages: files.pagesText },
    });
    const revision = saved.json().data.revision.id;
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, { client: editor, body: { revision } });
    expect(published.statusCode, published.body).toBe(200);
    const client = fs.realpathSync(path.join(folders.root, 'current', 'client'));
    expect(fs.readFileSync(path.join(client, 'index.html'), 'utf8')).toContain(homeHeadings(files).en);
    expect(closedToOthers(fs.realpathSync(path.join(folders.root, 'current')))).toEqual([]);
  });
});
