// @vitest-environment node
// `npm run staff -- link <address>`, the way a lost device is mended from the command line:
// the member is e-mailed a sign-in link (made at delivery), the audit trail says it was sent by the
// command line, and without SMTP the link is made now, printed, and the same one is e-mailed. An address that is no
// member's is a sentence, and nothing is sent.
import { describe, expect, it } from 'vitest';
import { STAFF_API } from '../../schema/api/staff.ts';
import { addMember, call, linkTokenIn, SITE, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { runStaffCommand } from './staff-commands.ts';

describe.each(engines)('the staff command "link" on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-link-command');
  const context = { messageIdDomain: 'example.org', siteUrl: SITE, organisation: 'Example Foundation' };
  const mailTo = (address: string) => suite.smtp.received.filter((mail) => mail.to.includes(address));

  it('e-mails the member a link, prints that same link, which signs them in, and is in the audit trail as the command line', async () => {
    const member = await addMember(suite.app, 'coordinator');
    await suite.app.outbox.drain();
    suite.smtp.received.length = 0;

    const result = await runStaffCommand(
      suite.app.database,
      { name: 'link', email: member.email, printLink: true },
      context,
    );
    expect(result).toMatchObject({ ok: true, message: `A sign-in link is on its way to ${member.email}.` });
    const printed = new URL(result.link as string);
    expect(`${printed.origin}${printed.pathname}`).toBe(`${SITE}/staff/link`);
    const signedIn = await call(suite.app, 'POST', STAFF_API.useLink, {
      body: { token: printed.searchParams.get('t') },
    });
    expect(signedIn.json().data.staff).toMatchObject({ email: member.email, role: 'coordinator' });

    await suite.app.outbox.drain();
    const [mail] = mailTo(member.email);
    expect(mail?.raw).toContain('Your sign-in link for the staff area of Example Foundation');
    // One link: the e-mail's is the printed one (which has signed them in, so it is used now).
    expect(linkTokenIn(mail.raw)).toBe(printed.searchParams.get('t'));
    const { rows } = await suite.tdb.db.query<{ actor: number | null }>(
      `SELECT actor_id AS actor FROM staff_audit WHERE action = 'sign-in-link-sent' AND subject_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ actor: null }]);
  });

  it('with SMTP, prints no link; an address that is no member of staff is refused and nothing is sent', async () => {
    const member = await addMember(suite.app, 'editor');
    const quiet = await runStaffCommand(
      suite.app.database,
      { name: 'link', email: member.email, printLink: false },
      context,
    );
    expect([quiet.ok, quiet.link]).toEqual([true, undefined]);
    const stranger = await runStaffCommand(
      suite.app.database,
      { name: 'link', email: 'nobody-here@example.org', printLink: true },
      context,
    );
    expect(stranger).toEqual({
      ok: false,
      message: 'nobody-here@example.org is not a member of staff (npm run staff -- list).',
    });
    await suite.app.outbox.drain();
    expect(mailTo('nobody-here@example.org')).toEqual([]);
  });
});
