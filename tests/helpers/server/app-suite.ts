// The server most API tests need: a test database on one engine and an app on it (test-app.ts's settings),
// opened before a suite's tests and closed after them, the app first.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { makeApp, type TestAppOptions } from './test-app.ts';
import { type Engine, openTestDatabase, SETUP_TIMEOUT, type TestDatabase } from './test-database.ts';

export interface AppSuite {
  tdb: TestDatabase;
  app: FastifyInstance;
}

/**
 * Registers the hooks and returns the suite, whose fields are set once its beforeAll has run: read them inside
 * tests and later hooks. `options` is called when the app is made, so an earlier hook can prepare what it
 * names (a site folder written in a beforeAll above this call).
 */
export function appSuite(engine: Engine, options: () => TestAppOptions = () => ({})): AppSuite {
  const suite = {} as AppSuite;
  beforeAll(async () => {
    suite.tdb = await openTestDatabase(engine);
    suite.app = await makeApp(suite.tdb.db, options());
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await suite.app?.close();
    await suite.tdb?.close();
  }, SETUP_TIMEOUT);
  return suite;
}
