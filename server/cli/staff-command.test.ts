// @vitest-environment node
// `npm run staff`: its arguments; the first admin invited through the running server's
// loopback route (the one way in when a server holds the embedded database), with the link printed
// when there is no SMTP, and that link signing them in; the same code straight on each database;
// refusals (an address twice, the last admin) are sentences and exit 1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../schema/api/staff.ts';
import { lockPathFor } from '../lib/data-dir-lock.ts';
import type { CommandResult } from '../staff/staff-commands.ts';
import { call, HOST, linkTokenIn, staffAppOptions } from '../../tests/helpers/server/staff-suite.ts';
import { startSmtpTestServer } from '../../tests/helpers/server/smtp-test-server.ts';
import { makeApp } from '../../tests/helpers/server/test-app.ts';
import { engines, SETUP_TIMEOUT, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { ask, ExportError, purgeNow } from './export-source.ts';
import { formatMembers, parseStaffCommand } from './staff-command.ts';
import { runStaffCommand } from '../staff/staff-commands.ts';
import { commandLineDatabase } from '../../tests/helpers/server/command-line-database.ts';

describe('staff command arguments', () => {
  it('reads invite, list, link, role and remove', () => {
    expect(parseStaffCommand(['invite', 'a@example.org', '--role', 'admin', '--name', 'Asha Rao'], true)).toEqual({
      name: 'invite',
      email: 'a@example.org',
      role: 'admin',
      displayName: 'Asha Rao',
      printLink: true,
    });
    expect(parseStaffCommand(['list'], false)).toEqual({ name: 'list' });
    expect(parseStaffCommand(['link', 'a@example.org'], false)).toEqual({
      name: 'link',
      email: 'a@example.org',
      printLink: false,
    });
    expect(parseStaffCommand(['remove', 'a@example.org'], false)).toEqual({ name: 'remove', email: 'a@example.org' });
  });

  it.each([
    [['invite', 'a@example.org'], /--role must be admin, coordinator, editor/],
    [['invite', 'a@example.org', '--role', 'owner'], /--role must be/],
    [['invite'], /^Usage:/],
    [['delete', 'a@example.org'], /^Usage:/],
    [['list', 'extra'], /^Usage:/],
  ])('refuses %j with a sentence', (argv, message) => {
    expect(() => parseStaffCommand(argv, false)).toThrow(ExportError);
    expect(() => parseStaffCommand(argv, false)).toThrow(message);
  });

  it('lists members as a table', () => {
    expect(formatMembers([])).toMatch(/No members of staff yet/);
    expect(
      formatMembers([{ email: 'a@example.org', displayName: '', role: 'admin', passkeys: 1, lastSignInAt: null }]),
    ).toBe('address        name  role   passkeys  last sign-in\na@example.org  -     admin  1         never\n');
  });
});

describe('through the running server', () => {
  const tdb = testDatabaseForFile();
  const token = 'f'.repeat(64);

  it('invites the first admin, prints a link that signs them in, and refuses what it must', async () => {
    const smtp = await startSmtpTestServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
    const app = await makeApp(tdb.db, { ...staffAppOptions(smtp.url, dataDir), adminToken: token });
    try {
      const run = async (command: object) => {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/admin/staff',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ command }),
        });
        expect(answer.statusCode).toBe(200);
        return answer.json().data.result as CommandResult;
      };
      const invited = await run({ name: 'invite', email: 'First@Example.org', role: 'admin', printLink: true });
      expect(invited).toMatchObject({
        ok: true,
        message: expect.stringMatching(/^Invited first@example.org as admin/),
      });
      expect(invited.link).toMatch(/^https:\/\/site\.example\/staff\/link\?t=[A-Za-z0-9_-]{43}$/);
      // The invitation e-mail carries the very link printed: one link, printed and sent.
      await app.outbox.drain();
      const invitation = smtp.received.find((mail) => mail.to.includes('first@example.org'));
      expect(invitation?.raw).toContain('You are invited to the staff area');
      expect(linkTokenIn(invitation?.raw ?? '')).toBe(new URL(invited.link as string).searchParams.get('t'));
      const signedIn = await call(app, 'POST', STAFF_API.useLink, {
        body: { token: new URL(invited.link as string).searchParams.get('t') },
      });
      expect(signedIn.json().data.staff).toMatchObject({ email: 'first@example.org', role: 'admin' });
      expect(await run({ name: 'invite', email: 'first@example.org', role: 'editor' })).toMatchObject({
        ok: false,
        message: 'first@example.org is a member of staff already (npm run staff -- list).',
      });
      expect(await run({ name: 'remove', email: 'first@example.org' })).toEqual({
        ok: false,
        message: 'There must always be one admin: make someone else an admin first.',
      });
      const list = await run({ name: 'list' });
      expect(list.members).toEqual([
        expect.objectContaining({ email: 'first@example.org', role: 'admin', lastSignInAt: expect.any(String) }),
      ]);
      // With SMTP set the command asks for no printed link; the invitation still goes by e-mail.
      const second = await run({ name: 'invite', email: 'second@example.org', role: 'coordinator' });
      expect(second.link).toBeUndefined();
      await app.outbox.drain();
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['first@example.org', 'second@example.org']);
      // Strangers see nothing there.
      const stranger = await app.inject({ method: 'POST', url: '/api/admin/staff', headers: { host: HOST } });
      expect(stranger.statusCode).toBe(404);
    } finally {
      await app.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.each(engines)('straight on the $name database', (engine) => {
  const cli = commandLineDatabase(engine, 'staff-cli-db');

  it(
    'invites, changes a role and removes, and frees the data directory',
    async () => {
      const context = {
        messageIdDomain: 'example.org',
        siteUrl: 'http://localhost:5000',
        organisation: 'Example Foundation',
      };
      const staff = (command: Parameters<typeof runStaffCommand>[1]) =>
        ask(cli.config, {
          local: (db) => runStaffCommand(db, command, context),
          path: '/unused',
          pick: () => undefined,
        });
      const invited = await staff({ name: 'invite', email: 'a@example.org', role: 'admin', printLink: true });
      expect(invited.link).toMatch(/^http:\/\/localhost:5000\/staff\/link\?t=/);
      expect((await staff({ name: 'invite', email: 'b@example.org', role: 'editor' })).ok).toBe(true);
      expect(await staff({ name: 'role', email: 'b@example.org', role: 'coordinator' })).toMatchObject({ ok: true });
      expect(await staff({ name: 'remove', email: 'b@example.org' })).toMatchObject({ ok: true });
      expect(await staff({ name: 'remove', email: 'b@example.org' })).toMatchObject({ ok: false });
      const { members } = await staff({ name: 'list' });
      expect(members?.map((member) => [member.email, member.role])).toEqual([['a@example.org', 'admin']]);
      // The command's own purge (no server) covers the staff tables too.
      const report = await purgeNow(cli.config, true);
      expect(report.kinds.map((item) => item.kind)).toEqual(
        expect.arrayContaining(['staff-sessions', 'staff-audit', 'removed-staff']),
      );
      expect(fs.existsSync(lockPathFor(cli.dataDir))).toBe(false);
    },
    SETUP_TIMEOUT,
  );
});
