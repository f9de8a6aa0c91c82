// npm run edit [-- --port N] [--host H] [--content DIR] [--data DIR] [--replace-draft] [--no-open]
// The section editor for a developer: the site's own server (run-server.ts, as `npm run server` and
// `npm start`), on this computer only, with its own database in data/edit, the staff area's Pages › Edit pages,
// and a one-time link that signs the developer in as the local admin (staff/local-admin.ts). Drafts are saved
// in the local database; a publish writes pages.json, translations/ and new pictures into the checkout
// (publishing's exportTo: local-repository.ts). Refused with one line in production and on any address other
// computers could reach (edit-options.ts). The link alone goes to stdout; notes go to stderr.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SIGN_IN_LINK_MINUTES } from '../../schema/api/staff.ts';
import { refuseOtherThanLoopback } from '../http/loopback-only.ts';
import { loadOutboxConfig } from '../outbox/outbox-config.ts';
import { runServer } from '../run-server.ts';
import { localAdminLink } from '../staff/local-admin.ts';
import { buildIfMissing } from './build-if-missing.ts';
import { editEnvironment, editOptions } from './edit-options.ts';

const decision = editOptions(process.argv.slice(2), process.env);
if ('refusal' in decision) {
  console.error(decision.refusal);
  process.exit(decision.status);
}
const { options } = decision;

/** A free port of `host` (--port 0): known before the start, so the settings can name the address. */
const freePort = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, host, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });

/** Opens `url` in the developer's browser; a machine without one just has the printed link. */
function openBrowser(url: string): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""', url]
        : ['xdg-open', url];
  spawn(command, args, { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}

const port = options.port || (await freePort(options.host));
const host = options.host.includes(':') ? `[${options.host}]` : options.host;
const siteUrl = `http://${host}:${port}`;
// The server's plugins read process.env: it becomes the local server's environment.
const environment = editEnvironment(process.env, { ...options, port }, siteUrl);
for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
Object.assign(process.env, environment);

buildIfMissing('npm run edit');

await runServer({
  app: { publishing: { exportTo: options.contentDir, replaceDraft: options.replaceDraft } },
  beforeListen: (app) => {
    app.addHook('onRequest', refuseOtherThanLoopback);
  },
  listening: async (app) => {
    const repository = app.publishing.repository;
    if (repository) console.error(repository.startNote);
    const link = await localAdminLink(app.database, {
      siteUrl,
      messageIdDomain: loadOutboxConfig(process.env, options.dataDir).messageIdDomain,
      organisation: app.siteContent.organisation,
    });
    // Straight to the editor once signed in.
    const editorLink = `${link}&next=/pages/edit`;
    console.error(
      `npm run edit: the section editor at ${siteUrl}/staff/pages/edit, editing ${options.contentDir} (its drafts in ${options.dataDir}).\n` +
        `Publish (on Pages) writes pages.json, translations/ and new pictures there. Ctrl+C stops it.\n` +
        `Sign in as the local admin with this link (it works once, for ${SIGN_IN_LINK_MINUTES} minutes; npm run edit again makes a new one):`,
    );
    process.stdout.write(`${editorLink}\n`);
    if (options.open && process.stdout.isTTY && !process.env.CI) openBrowser(editorLink);
  },
});
