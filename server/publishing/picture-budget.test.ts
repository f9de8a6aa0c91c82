// @vitest-environment node
// The staff area's upload budget (60 pictures in 10 minutes, as `npm run edit` has) is one per staff
// member for every instance on the database: on Postgres two connection pools on one schema, as two servers
// would be; on PGlite, which one process owns, two apps on one database. 60 uploads shared between two
// instances, and the 61st on either is refused with the plain message and stores nothing; another member
// still uploads. The pictures' quota (PICTURES_QUOTA_MB, 1 here) is one for every instance too: uploads sent at
// once to both never pass it together.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetSpent } from '../../content/pictures/upload-rules.ts';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, type StaffClient, signIn, staffAppOptions } from '../../tests/helpers/server/staff-suite.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { twoInstancesOnOneDatabase } from '../../tests/helpers/server/two-instances.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());
/** A small valid SVG: checked like any upload, and quick (no resized copies). */
const mark = (n: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="${n % 5}" cx="5" cy="5"/></svg>`);

describe.each(engines)('the picture upload budget on two instances on $name', (engine) => {
  // Read when each app registers its routes, as from the environment of a server.
  beforeAll(() => vi.stubEnv('PICTURES_QUOTA_MB', '1'));
  afterAll(() => vi.unstubAllEnvs());
  const folders = testSiteFolders('picture-budget', repository);
  const instances = twoInstancesOnOneDatabase(engine, {
    instance: (db, name, smtp) =>
      makeApp(db, {
        ...staffAppOptions(smtp.url, folders.base),
        config: { siteDir: folders.siteDir, dataDir: folders.base },
        publishing: { renderer: headingRenderer, root: `${folders.base}/${name}`, pollSeconds: 0 },
      }),
    cleanup: () => fs.rmSync(folders.base, { recursive: true, force: true }),
  });
  const { apps } = instances;

  const upload = (app: FastifyInstance, client: StaffClient, name: string, n: number) =>
    call(app, 'POST', PUBLISHING_API.pictures, { client, body: { name, data: mark(n).toString('base64') } });
  const stored = async () =>
    Number((await instances.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_pictures')).rows[0].n);

  it('60 uploads on two instances spend one budget: the 61st on either is refused, another member still uploads', async () => {
    const [one, two] = apps;
    const editor = await signIn(one, 'editor');
    for (let n = 1; n <= 60; n++) {
      const answer = await upload(n % 2 ? one : two, editor, `mark-${n}.svg`, n);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    for (const app of [two, one]) {
      const refused = await upload(app, editor, 'mark-61.svg', 61);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(budgetSpent(60, 20));
    }
    expect(await stored()).toBe(60);

    const admin = await signIn(two, 'admin');
    expect((await upload(two, admin, 'mark-62.svg', 62)).statusCode).toBe(201);
  }, 120_000);

  it('four uploads sent at once to both instances, three fitting in the quota left: three are stored, one gets a 507', async () => {
    const [one, two] = apps;
    const quota = 1024 * 1024;
    const used = async () =>
      Number(
        (
          await instances.tdb.db.query<{ n: number }>(
            'SELECT coalesce(sum(octet_length(bytes)), 0)::float8 AS n FROM content_pictures',
          )
        ).rows[0].n,
      );
    // SVGs narrower than a copy have none: each takes its own bytes, a third of the room left and a little less.
    const bytes = Math.floor((quota - (await used())) * 0.3);
    const open = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M0 0';
    const part = Buffer.from(`${open}${'L1 1'.repeat(Math.ceil((bytes - open.length - 9) / 4))}"/></svg>`);
    const before = await stored();
    const members = await Promise.all([one, two, one, two].map((app) => signIn(app, 'editor')));
    const answers = await Promise.all(
      members.map((member, n) =>
        call(n % 2 ? two : one, 'POST', PUBLISHING_API.pictures, {
          client: member,
          body: { name: `part-${n}.svg`, data: part.toString('base64') },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 507]);
    const refused = answers.find((answer) => answer.statusCode === 507)!;
    expect(refused.json().message).toMatch(
      /^There is no room for this picture: .* of the 1 MB the site keeps for them/,
    );
    expect(await stored()).toBe(before + 3);
    expect(await used()).toBeLessThanOrEqual(quota);
  }, 120_000);
});
