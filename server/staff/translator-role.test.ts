// @vitest-environment node
// The translator: invited from the command line like any member (the database's role CHECK takes it), they
// may open their own account and the translations area, and every other staff route answers 403, named here
// one by one (members, inbox, spam, privacy, the pages: drafts, publish, settings through a draft) and then
// checked against the server's whole route table so a new route cannot slip past.
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHING_API } from '../../schema/api/publishing.ts';
import { INBOX_API } from '../../schema/api/staff-inbox.ts';
import { PRIVACY_API } from '../../schema/api/staff-privacy.ts';
import { STAFF_API, STAFF_AREAS } from '../../schema/api/staff.ts';
import { TRANSLATIONS_API } from '../../schema/api/translations.ts';
import { parseStaffCommand } from '../cli/staff-command.ts';
import { call, SITE, type StaffClient, signInMember, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { memberByEmail } from './members-store.ts';
import { runStaffCommand } from './staff-commands.ts';

/** What a translator may not do, in words, with the request that would do it. */
const REFUSED: [string, string, string][] = [
  ['list the staff', 'GET', STAFF_API.members],
  ['invite a member', 'POST', STAFF_API.members],
  ['read the staff audit', 'GET', STAFF_API.audit],
  ['read the inbox', 'GET', INBOX_API.list],
  ['export the inbox', 'POST', INBOX_API.export],
  ['read the spam', 'GET', INBOX_API.spam],
  ['read the guardian waits', 'GET', PRIVACY_API.guardians],
  ['erase a person', 'POST', PRIVACY_API.erase],
  ['read the processing log', 'GET', PRIVACY_API.log],
  ['read the whole content', 'GET', PUBLISHING_API.content],
  ['save a draft (pages or site settings)', 'POST', PUBLISHING_API.drafts],
  ['publish', 'POST', PUBLISHING_API.publish],
  ['roll back', 'POST', PUBLISHING_API.rollBack],
  ['preview the draft', 'POST', PUBLISHING_API.preview],
  ['upload a picture', 'POST', PUBLISHING_API.pictures],
];

describe.each(engines)('the translator role on $name', (engine) => {
  const suite = staffSuite(engine, 'staff-translator');
  let translator: StaffClient;

  beforeAll(async () => {
    const command = parseStaffCommand(['invite', 'translator-te@example.org', '--role', 'translator'], true);
    const invited = await runStaffCommand(suite.app.database, command, {
      messageIdDomain: 'example.org',
      siteUrl: SITE,
      organisation: 'Example Foundation',
    });
    expect(invited).toMatchObject({ ok: true, message: expect.stringContaining('as translator') });
    const member = await memberByEmail(suite.app.database, 'translator-te@example.org');
    translator = await signInMember(suite.app, member!);
  });

  it('is a member of staff with the role translator, and opens their account', async () => {
    expect(translator.me.staff.role).toBe('translator');
    expect((await call(suite.app, 'GET', STAFF_API.passkeys, { client: translator })).statusCode).toBe(200);
  });

  it.each(REFUSED)('may not %s (%s %s): 403', async (_what, method, url) => {
    const answer = await call(suite.app, method, url, { client: translator, body: method === 'GET' ? undefined : {} });
    expect([answer.statusCode, answer.json().message]).toEqual([403, 'Your role (translator) may not do this.']);
  });

  it('every staff route outside the translations area and the account refuses a translator', async () => {
    const own = suite.app.staff.routes.filter(
      (route) => route.access !== 'sign-in' && route.access.roles.includes('translator'),
    );
    expect(own.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [
        `GET ${STAFF_API.me}`,
        `GET ${STAFF_API.passkeys}`,
        `POST ${STAFF_API.passkeyRegistrationOptions}`,
        `POST ${STAFF_API.passkeys}`,
        `DELETE /api/staff/passkeys/:id`,
        `POST ${STAFF_API.signOut}`,
        `POST ${STAFF_API.signOutEverywhere}`,
        `GET ${TRANSLATIONS_API.texts}`,
        `GET ${TRANSLATIONS_API.summary}`,
        `POST ${TRANSLATIONS_API.correct}`,
        `POST ${TRANSLATIONS_API.review}`,
      ].sort(),
    );
    for (const route of own)
      expect([route.url, route.access]).toEqual([
        route.url,
        { roles: route.url.startsWith(TRANSLATIONS_API.texts) ? STAFF_AREAS.translations : STAFF_AREAS.account },
      ]);
  });
});
