// Opens the database (PGlite in DATA_DIR/pgdata, or Postgres when DATABASE_URL is set),
// applies pending migrations before the server takes requests, and closes it on shutdown.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createRepository, type Repository, type SubmissionType } from '../db/repository.ts';
import { purgeSpam } from '../db/spam-retention.ts';
import { tightenTree } from '../lib/data-dir.ts';
import { WriteHealth, writeProbe } from '../lib/write-health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for plugins that keep their own SQL beside it (the outbox). */
    database: Database;
    repository: Repository;
    /** Deletes flagged spam past its 30 days now (also run daily by the server). */
    purgeSpam: () => Promise<Record<SubmissionType, number>>;
    /** Whether the database can store a submission now (for /api/health). */
    writeHealth: WriteHealth;
    databaseKind: Database['kind'];
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests share one per file); the app then does not close it. */
  database?: Database;
  /** The clock of the spam purge (tests). */
  now?: () => Date;
}

const PURGE_EVERY_MS = 24 * 3_600_000;

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/** Once after the start, then daily; a failure is logged and tried again the next day. */
function schedulePurge(app: FastifyInstance): void {
  const run = async () => {
    try {
      const deleted = await app.purgeSpam();
      if (deleted.contact + deleted.volunteer > 0) app.log.info({ deleted }, 'flagged spam past 30 days deleted');
    } catch (error) {
      app.log.error({ err: error }, 'spam purge failed; trying again tomorrow');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let first: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    first = run();
    timer = setInterval(run, PURGE_EVERY_MS).unref();
  });
  // Added after the database's own onClose: these hooks run in reverse order, so the purge is
  // stopped before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await first;
  });
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { databaseUrl, dataDir } = app.config;
    const db =
      options.database ?? (await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir(dataDir) }));
    const embedded = !options.database && !databaseUrl;
    if (embedded) tightenTree(pgliteDir(dataDir));
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrations applied');
    app.decorate('database', db);
    app.decorate('repository', createRepository(db));
    const now = options.now ?? (() => new Date());
    app.decorate('purgeSpam', () => purgeSpam(db, { now: now() }));
    app.decorate('databaseKind', db.kind);
    const writeHealth = new WriteHealth(writeProbe(db));
    app.decorate('writeHealth', writeHealth);
    // A stored submission proves the database writes again (the error handler records failures).
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode === 201) writeHealth.recordSuccess();
    });
    // onClose runs after the server stopped accepting and in-flight requests finished,
    // so no insert is cut off by closing the database.
    if (!options.database) {
      app.addHook('onClose', async () => {
        await db.close();
        if (embedded) tightenTree(pgliteDir(dataDir));
      });
    }
    schedulePurge(app);
  },
  { name: 'database', dependencies: ['config'] },
);
