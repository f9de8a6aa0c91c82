// @vitest-environment node
// The staff area's upload budget (#27: 60 pictures in 10 minutes, as `npm run edit` has) is one per staff
// member for every instance on the database: on Postgres two connection pools on one schema, as two servers
// would be; on PGlite, which one process owns, two apps on one database. 60 uploads shared between two
// instances, and the 61st on either is refused with the plain message and stores nothing; another member
// still uploads.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
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
});
