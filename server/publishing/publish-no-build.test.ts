// @vitest-environment node
// A publish on a server without a build to draw pages with: the editor who presses Publish is told in
// words she can act on (her draft is kept, visitors see the old site, whom to tell), and nothing changes.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { testSiteFolders, withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import { call, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());

describe.each(engines)('a publish without a built renderer on $name', (engine) => {
  const folders = testSiteFolders('publish-no-build', repository);
  // No renderer of the test's own: the plugin looks for the build beside siteDir, which has none.
  const suite = staffSuite(engine, 'publish-no-build', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  it('is refused with 503 in words an editor can act on, and nothing is published', async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = (await call(suite.app, 'GET', PUBLISHING_API.content, { client: editor })).json()
      .data as ContentState;
    const files = withHomeHeading(repository, 'Never published');
    const saved = await call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: before.draft.id, pages: files.pagesText },
    });
    expect(saved.statusCode).toBe(201);
    const revision = saved.json().data.revision.id;
    const refused = await call(suite.app, 'POST', PUBLISHING_API.publish, { client: editor, body: { revision } });
    expect(refused.statusCode).toBe(503);
    const message: string = refused.json().message;
    expect(message).toMatch(/^Not published/);
    expect(message).toMatch(/draft is saved and visitors still see the site as it was/);
    expect(message).toMatch(/tell the person who looks after the server/);
    const after = (await call(suite.app, 'GET', PUBLISHING_API.content, { client: editor })).json()
      .data as ContentState;
    expect(after.published.id).toBe(before.published.id);
    expect(after.draft.id).toBe(revision);
  });
});
