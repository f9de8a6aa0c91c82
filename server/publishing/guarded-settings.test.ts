// @vitest-environment node
// The settings that decide where visitors' personal data goes (content/guarded-settings.ts: the forms' team
// addresses, the site's contact address) are changed by an admin only: an editor's draft changing one is
// refused with 403 and nothing is saved; an admin's is saved, and its publish is in the audit trail and
// e-mailed to every admin, old and new addresses included; an editor's roll back to other addresses is
// refused, an admin's goes through and is told the same way. A coordinator still gets 403.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, decoded, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

type Site = { contact: { email: string }; notifications: Record<string, { teamEmails: string[] }> };
/** The repository's content with its site settings changed by `change`. */
const withSite = (change: (site: Site) => void) => {
  const pages = JSON.parse(repository.pagesText) as { site: Site };
  change(pages.site);
  return `${JSON.stringify(pages, null, 2)}\n`;
};

describe.each(engines)('settings only an admin may change, on $name', (engine) => {
  const folders = testSiteFolders('guarded-settings', repository);
  const suite = staffSuite(engine, 'guarded-settings', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const state = async (client: StaffClient) =>
    (await call(suite.app, 'GET', PUBLISHING_API.content, { client })).json().data as ContentState;
  const save = async (client: StaffClient, pages: string, base?: number) =>
    call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client,
      body: { baseRevision: base ?? (await state(client)).draft.id, pages },
    });
  /** The e-mails about a guarded change received by `address`, as text. */
  const toldTo = (address: string) =>
    suite.smtp.received
      .filter((mail) => mail.to.includes(address) && mail.raw.includes('Subject: Changed on the site of'))
      .map((mail) => decoded(mail.raw).replace(/\r?\n/g, ' '));
  const revisions = async () =>
    (await suite.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_revisions')).rows[0].n;
  const admins = async () =>
    (await suite.tdb.db.query<{ email: string }>(`SELECT email FROM staff_members WHERE role = 'admin'`)).rows.map(
      (row) => row.email,
    );
  const attacker = withSite((site) => {
    site.notifications.contact.teamEmails = ['collector@attacker.example'];
  });

  it("refuses an editor's draft that changes a team address or the contact address, and saves nothing", async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = await revisions();
    const team = await save(editor, attacker);
    expect(team.statusCode).toBe(403);
    expect(team.json().message).toBe(
      "Not saved: only an admin may change the team addresses of the Contact Us form, since it decides where visitors' personal data goes. Put it back as it was and save again, or ask an admin to make this change.",
    );
    const contact = await save(
      editor,
      withSite((site) => {
        site.contact.email = 'reply@attacker.example';
      }),
    );
    expect(contact.statusCode).toBe(403);
    expect(contact.json().message).toMatch(/only an admin may change the site's contact e-mail address/);
    expect(await revisions()).toBe(before);
    const coordinator = await signIn(suite.app, 'coordinator');
    expect((await save(coordinator, attacker, (await state(editor)).draft.id)).statusCode).toBe(403);
    expect(await revisions()).toBe(before);
    // A draft with a JSON mistake in between neither hides a change nor blocks the next save: it is compared with
    // the last readable one.
    expect((await save(editor, attacker.replace('"site": {', '"site": {,'))).statusCode).toBe(201);
    expect((await save(editor, attacker)).statusCode).toBe(403);
    expect((await save(editor, repository.pagesText)).statusCode).toBe(201);
  });

  it("saves an admin's change; its publish is audited and e-mailed to every admin with the old and new addresses", async () => {
    const admin = await signIn(suite.app, 'admin');
    await signIn(suite.app, 'admin');
    const saved = await save(admin, attacker);
    expect(saved.statusCode, saved.body).toBe(201);
    const revision = saved.json().data.revision.id as number;
    // An editor may publish what an admin saved: it is told to the admins all the same.
    const editor = await signIn(suite.app, 'editor');
    const published = await call(suite.app, 'POST', PUBLISHING_API.publish, { client: editor, body: { revision } });
    expect(published.statusCode, published.body).toBe(200);
    await suite.app.outbox.drain();
    const everyAdmin = await admins();
    expect(everyAdmin.length).toBeGreaterThanOrEqual(2);
    for (const address of everyAdmin) {
      const mails = toldTo(address);
      expect(mails, address).toHaveLength(1);
      const text = mails[0];
      expect(text).toContain(
        'The team addresses of the Contact Us form: was team@example.org; now collector@attacker.example.',
      );
      expect(text).toContain(`${editor.member.email} published revision ${revision}`);
      expect(text).toMatch(/If you did not expect this change, roll the site back/);
    }
    expect(toldTo(editor.member.email)).toEqual([]);
    const { rows } = await suite.tdb.db.query<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM staff_audit WHERE action = 'guarded-settings-changed' AND subject_id = $1`,
      [revision],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].actor_id)).toBe(editor.member.id);
    expect(rows[0].details).toMatchObject({ how: 'published', settings: 'site.notifications.contact.teamEmails' });
    expect(JSON.stringify(rows[0].details)).not.toContain('attacker');
  });

  it("refuses an editor's roll back to other team addresses; an admin's is done and told to every admin", async () => {
    const editor = await signIn(suite.app, 'editor');
    const history = (await call(suite.app, 'GET', PUBLISHING_API.history, { client: editor })).json().data;
    const original = history.at(-1).id as number;
    const body = { revision: original, note: 'Back to the team address' };
    const refused = await call(suite.app, 'POST', PUBLISHING_API.rollBack, { client: editor, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Not rolled back: .*the team addresses of the Contact Us form.*only an admin may change/,
    );
    const admin = await signIn(suite.app, 'admin');
    const rolled = await call(suite.app, 'POST', PUBLISHING_API.rollBack, { client: admin, body });
    expect(rolled.statusCode, rolled.body).toBe(200);
    await suite.app.outbox.drain();
    const [mail] = toldTo(admin.member.email);
    expect(mail).toContain(
      `${admin.member.email} rolled the site back (revision ${rolled.json().data.revision} is the content of revision ${original} again)`,
    );
    expect(mail).toContain('was collector@attacker.example; now team@example.org.');
  });
});
