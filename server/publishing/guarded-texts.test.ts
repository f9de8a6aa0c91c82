// @vitest-environment node
// The texts the site e-mails in its own name (the forms' confirmations) may be drafted by an editor, but a
// draft that changes them is published by an admin only: the editor's publish is refused with 403 and visitors'
// e-mails stay as they were; an admin's goes through, is audited and told to every admin with the texts that
// changed. A link in them to another site is a checker error, so even an admin's publish is refused (422).
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { headingRenderer, testSiteFolders } from '../../tests/helpers/server/publishing-suite.ts';
import { call, decoded, signIn, type StaffClient, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { readContentFolder } from './content-files.ts';

const repository = readContentFolder(process.cwd());
vi.setConfig({ testTimeout: 60_000 });

/** The repository's content with the contact confirmation's second paragraph in English replaced. */
const withConfirmation = (english: string) => {
  const pages = JSON.parse(repository.pagesText);
  pages.site.notifications.contact.acknowledgement.paragraphs[1].en = english;
  return `${JSON.stringify(pages, null, 2)}\n`;
};

describe.each(engines)('texts the site e-mails in its own name, on $name', (engine) => {
  const folders = testSiteFolders('guarded-texts', repository);
  const suite = staffSuite(engine, 'guarded-texts', {
    config: { siteDir: folders.siteDir },
    app: { publishing: { renderer: headingRenderer, root: folders.root, pollSeconds: 0 } },
  });
  afterAll(() => fs.rmSync(folders.base, { recursive: true, force: true }));

  const state = async (client: StaffClient) =>
    (await call(suite.app, 'GET', PUBLISHING_API.content, { client })).json().data as ContentState;
  const save = async (client: StaffClient, pages: string) =>
    call(suite.app, 'POST', PUBLISHING_API.drafts, {
      client,
      body: { baseRevision: (await state(client)).draft.id, pages },
    });
  const publish = (client: StaffClient, revision: number) =>
    call(suite.app, 'POST', PUBLISHING_API.publish, { client, body: { revision, note: 'New confirmation' } });

  it("saves an editor's draft of a confirmation, refuses the editor's publish of it, and publishes an admin's", async () => {
    const editor = await signIn(suite.app, 'editor');
    const before = (await state(editor)).published.id;
    const saved = await save(
      editor,
      withConfirmation('Thank you for writing to {organisation}. We reply within a week.'),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const revision = saved.json().data.revision.id as number;
    const refused = await publish(editor, revision);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Not published: this draft changes the confirmation e-mail of the Contact Us form, which the site e-mails to visitors in its own name, so an admin must publish it. Your draft is kept; ask an admin to read the change and publish it.',
    );
    expect((await state(editor)).published.id).toBe(before);
    const coordinator = await signIn(suite.app, 'coordinator');
    expect((await publish(coordinator, revision)).statusCode).toBe(403);

    const admin = await signIn(suite.app, 'admin');
    const published = await publish(admin, revision);
    expect(published.statusCode, published.body).toBe(200);
    await suite.app.outbox.drain();
    const mails = suite.smtp.received
      .filter((mail) => mail.raw.includes('Subject: Changed on the site of'))
      .map((mail) => ({ to: mail.to, text: decoded(mail.raw).replace(/\r?\n/g, ' ') }));
    expect(mails.some((mail) => mail.to.includes(admin.member.email))).toBe(true);
    expect(mails.some((mail) => mail.to.includes(editor.member.email))).toBe(false);
    expect(mails[0].text).toContain(
      'The confirmation e-mail of the Contact Us form: its words changed (paragraphs[2].en).',
    );
    expect(mails[0].text).toContain(`${admin.member.email} published revision ${revision}`);
    const { rows } = await suite.tdb.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM staff_audit WHERE action = 'guarded-settings-changed' AND subject_id = $1`,
      [revision],
    );
    expect(rows.map((row) => row.details)).toEqual([
      { how: 'published', settings: null, texts: 'site.notifications.contact.acknowledgement', admins: mails.length },
    ]);
  });

  it("refuses to publish a confirmation linking to another site, an admin's too (422), with the checker's message", async () => {
    const admin = await signIn(suite.app, 'admin');
    const before = (await state(admin)).published.id;
    const saved = await save(
      admin,
      withConfirmation('Please confirm your details at https://attacker.example/verify.'),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.check.errors).toBe(1);
    const refused = await publish(admin, saved.json().data.revision.id);
    expect(refused.statusCode).toBe(422);
    const problem = refused.json().data.problems.find((p: { severity: string }) => p.severity === 'error');
    expect(problem.where).toBe('site settings > notifications.contact.acknowledgement.paragraphs[2].en');
    expect(problem.message).toMatch(
      /links to "https:\/\/attacker\.example\/verify", which is not an address of this site/,
    );
    expect((await state(admin)).published.id).toBe(before);
  });
});
