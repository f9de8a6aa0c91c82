// The staff area's foundation: its settings, the guard on every /api/staff route, the
// sign-in e-mails' renderer and its tables' place in the one purge. Registered after the privacy
// plugin (the purge, the site's address) and the outbox, before any staff route.
//
// Every route under /api/staff must say who may call it in `config.staff` (roles, or 'sign-in'); the
// guard is attached here, so a route without it cannot be registered at all, and `app.staff.routes`
// lists them all for the tests that walk every one.
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditEntry, recordAudit } from './audit-store.ts';
import { type StaffAccess, staffGuard } from './guard.ts';
import { loadStaffConfig, type StaffConfig } from './staff-config.ts';
import { staffRenderer } from './staff-messages.ts';
import { STAFF_TABLE_RULES } from './staff-retention.ts';

export const STAFF_API_PREFIX = '/api/staff/';

export interface StaffRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

export interface StaffArea {
  config: StaffConfig;
  /** Every /api/staff route with who may call it (HEAD routes left out). */
  routes: StaffRoute[];
  /** Adds an entry to the staff audit trail. */
  audit(entry: AuditEntry): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffArea;
  }
}

export interface StaffPluginOptions {
  /** Instead of the environment's (tests). */
  config?: StaffConfig;
}

const asList = (hooks: unknown): onRequestHookHandler[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks as onRequestHookHandler];

export default fp<StaffPluginOptions>(
  async (app, options) => {
    const config = options.config ?? loadStaffConfig(process.env);
    const routes: StaffRoute[] = [];
    app.decorateRequest('staffSession', null);
    app.decorate('staff', {
      config,
      routes,
      audit: (entry) => recordAudit(app.database, entry),
    } satisfies StaffArea);

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!(url === STAFF_API_PREFIX.slice(0, -1) || url.startsWith(STAFF_API_PREFIX))) return;
      const access = route.config?.staff;
      if (!access) {
        throw new Error(
          `${route.method} ${url}: every staff route says who may call it (config.staff: { roles } or 'sign-in').`,
        );
      }
      const guard = staffGuard(access, () => config.idleMinutes) as onRequestHookHandler;
      route.onRequest = [guard, ...asList(route.onRequest)];
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url, access });
    });

    app.outbox.use(
      staffRenderer({
        db: app.database,
        siteUrl: app.privacy.config.siteUrl,
        // The published content's name, read as each e-mail is made.
        get organisation() {
          return app.outbox.settings.organisation;
        },
      }),
    );
    for (const rule of STAFF_TABLE_RULES) app.privacy.retainAlso(rule);
  },
  { name: 'staff', dependencies: ['config', 'database', 'outbox', 'privacy'] },
);
