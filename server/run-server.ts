// The server's start and stop, from environment variables (server/README.md): `npm run server` and `npm start`
// (server.ts), and `npm run edit` (cli/edit.ts), which adds its own options to the same app.
// Exit codes: 0 after a clean shutdown, 1 when it cannot start (bad setting, DATA_DIR in use,
// port taken, database unreachable) or cannot stop in time.
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { loadOutboxConfig } from './outbox/outbox-config.ts';
import { mistypedSettings } from './settings/read-settings.ts';
import { checkSiteUrl } from './settings/site-url-rule.ts';
import { prepareDataDir, restrictNewFiles } from './lib/data-dir.ts';
import { DataDirLock, DataDirLockedError } from './lib/data-dir-lock.ts';
import { siteAvailable } from './site/static-site-plugin.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * How long requests still running at SIGTERM may take before their connections are cut. Forms
 * answer in milliseconds; what is left after 2 s is an upload from a slow (or stalled) client,
 * which cannot finish within the budget anyway. The rest of the budget closes the outbox (5 s at
 * most) and the database.
 */
const SHUTDOWN_GRACE_MS = 2_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function handleSignals(app: FastifyInstance, lock: DataDirLock | undefined): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    const cutOff = setTimeout(() => {
      app.log.warn(
        `shutdown: requests still running after ${SHUTDOWN_GRACE_MS} ms (slow uploads?); closing their connections`,
      );
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cutOff.unref();
    try {
      // Stops accepting, closes idle connections, waits for in-flight requests (see cutOff), then
      // closes the database and Redis (onClose; Redis gets 300 ms to say goodbye, then is cut off).
      await app.close();
      clearTimeout(cutOff);
      lock?.release();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

export interface RunOptions {
  /** More of buildApp's options (npm run edit: the checkout it writes into). */
  app?: Partial<BuildAppOptions>;
  /** Runs on the built app before it listens (npm run edit: its own checks of each request). */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Runs once it listens, with the address it answers at (npm run edit: the local admin's link). */
  listening?: (app: FastifyInstance, address: string) => Promise<void>;
}

/** The origin of a listening address: http://127.0.0.1:5000, http://[::1]:5180. */
function originOf(address: { address: string; port: number }): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export async function runServer(options: RunOptions = {}): Promise<void> {
  let config: ServerConfig;
  let siteUrlWarning: string | undefined;
  try {
    // Every setting is checked here, before anything is opened: the outbox's rules that span two
    // settings (WEBHOOK_URL needs WEBHOOK_SECRET) too, so a mistake never half-starts the server.
    config = loadConfig();
    loadOutboxConfig(process.env, config.dataDir);
    siteUrlWarning = checkSiteUrl(process.env, config.port);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Cannot start: ${error.message}`);
    throw error;
  }

  // The embedded database belongs to one process; a Postgres server handles its own sharing.
  let lock: DataDirLock | undefined;
  let dataDirWarning: string | undefined;
  if (!config.databaseUrl) {
    // Before anything is created: PGlite writes its files (the WAL too) with mode 0666.
    restrictNewFiles();
    dataDirWarning = prepareDataDir(config.dataDir);
    try {
      lock = DataDirLock.acquire(config.dataDir, { port: config.port, host: config.host, role: 'server' });
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(`Cannot start: ${error.message}`);
      throw error;
    }
  }

  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, adminToken: lock?.info.token, ...options.app });
    await options.beforeListen?.(app);
    if (dataDirWarning) app.log.warn(dataDirWarning);
    for (const warning of mistypedSettings(process.env)) app.log.warn(warning);
    if (siteUrlWarning) app.log.warn(siteUrlWarning);
    if (!siteAvailable(config.siteDir)) {
      app.log.info(`No site build in ${config.siteDir} (no index.html): serving the API only.`);
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    if (address && typeof address === 'object') {
      lock?.update({ port: address.port });
      await options.listening?.(app, originOf(address));
    }
  } catch (error) {
    await app?.close().catch(() => {});
    lock?.release();
    fail(`Cannot start: ${(error as Error).message}`);
  }
  handleSignals(app, lock);
}
