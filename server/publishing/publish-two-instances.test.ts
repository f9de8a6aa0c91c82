// @vitest-environment node
// Two instances on one database (on Postgres: two connection pools on one schema, as two servers
// would be; on PGlite, which one process owns, two apps on one database), each with its own site folder as
// on two machines: a publish on one is served by the other within 15 s (it polls the published revision
// and renders it itself), a roll back too, and an instance started later serves the latest published one.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PUBLISHING_API, type ContentState } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders, withHomeHeading } from '../../tests/helpers/server/publishing-suite.ts';
import type { SmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import { call, signIn, staffAppOptions } from '../../tests/helpers/server/staff-suite.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { twoInstancesOnOneDatabase } from '../../tests/helpers/server/two-instances.ts';
import type { Database } from '../db/database.ts';
import { readContentFolder } from './content-files.ts';

// With PUBLISH_TEST_BUILD=<a dist folder> (and PUBLISH_TEST_CONTENT=<its checkout>) the instances render with
// that build, each into its own folder, as two machines would; otherwise with the test renderer.
const built = process.env.PUBLISH_TEST_BUILD;
const contentDir = process.env.PUBLISH_TEST_CONTENT ?? process.cwd();
const repository = readContentFolder(contentDir);
const FOLLOW_LIMIT_MS = 15_000;

describe.each(engines)('publishing on two instances on $name', (engine) => {
  const folders = testSiteFolders('publish-two', repository);
  const instance = (db: Database, name: string, smtp: SmtpTestServer) =>
    makeApp(db, {
      ...staffAppOptions(smtp.url, folders.base),
      config: { siteDir: built ? path.join(built, 'client') : folders.siteDir, dataDir: folders.base },
      publishing: {
        ...(built ? { contentDir } : { renderer: headingRenderer }),
        root: path.join(folders.base, name),
        pollSeconds: Number(process.env.PUBLISH_POLL_SECONDS ?? 1),
      },
    });
  const sees = async (app: FastifyInstance, url = '/') =>
    (await app.inject({ url, headers: { host: 'site.example' } })).body;
  const until = async (test: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await test())) {
      if (performance.now() - started > FOLLOW_LIMIT_MS * 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return performance.now() - started;
  };

  const instances = twoInstancesOnOneDatabase(engine, {
    instance,
    cleanup: () => fs.rmSync(folders.base, { recursive: true, force: true }),
  });
  const { apps } = instances;

  it('a publish on one instance is served by the other within 15 s, and by an instance started later', async () => {
    const [one, two] = apps;
    const editor = await signIn(one, 'editor');
    const { draft } = (await call(one, 'GET', PUBLISHING_API.content, { client: editor })).json().data as ContentState;
    const changed = withHomeHeading(repository, 'Published on instance one');
    const saved = await call(one, 'POST', PUBLISHING_API.drafts, {
      client: editor,
      body: { baseRevision: draft.id, pages: changed.pagesText },
    });
    const revision = saved.json().data.revision.id as number;
    const published = await call(one, 'POST', PUBLISHING_API.publish, { client: editor, body: { revision } });
    expect(published.statusCode, published.body).toBe(200);
    expect(await sees(one)).toContain('Published on instance one');
    const latency = await until(async () => (await sees(two)).includes('Published on instance one'));
    console.log(
      `The second instance served the publish ${Math.round(latency)} ms after it (${built ? 'the build' : 'the test renderer'}, polling every ${process.env.PUBLISH_POLL_SECONDS ?? 1} s; the publish itself took ${published.json().data.ms} ms).`,
    );
    expect(latency).toBeLessThan(FOLLOW_LIMIT_MS);
    expect(two.publishing.serving()).toBe(revision);

    const third = await instance(instances.second, 'three', instances.smtp);
    apps.push(third);
    await third.ready();
    expect(await sees(third)).toContain('Published on instance one');

    // A roll back made on the second instance reaches the first.
    const history = (await call(two, 'GET', PUBLISHING_API.history, { client: editor })).json().data as {
      id: number;
    }[];
    const rolled = await call(two, 'POST', PUBLISHING_API.rollBack, {
      client: editor,
      body: { revision: history.at(-1)!.id, note: 'Back' },
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const back = await until(async () => (await sees(one)).includes('Turning Compassion into Action'));
    console.log(`The first instance served the roll back ${Math.round(back)} ms after it.`);
    expect(back).toBeLessThan(FOLLOW_LIMIT_MS);
  }, 120_000);
});
