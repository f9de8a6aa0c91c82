// Opens the database (PGlite in DATA_DIR/pgdata, or Postgres when DATABASE_URL is set),
// applies pending migrations before the server takes requests, and closes it on shutdown.
import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { tightenTree } from '../lib/data-dir.ts';
import { WriteHealth, writeProbe } from './write-health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for plugins that keep their own SQL beside it (the outbox). */
    database: Database;
    /** Whether the database can store a submission now (for /api/health). */
    writeHealth: WriteHealth;
    databaseKind: Database['kind'];
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests share one per file); the app then does not close it. */
  database?: Database;
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

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
  },
  { name: 'database', dependencies: ['config'] },
);
