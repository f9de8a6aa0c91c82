// @vitest-environment node
// Two server instances on one database (on Postgres: two connection pools on one schema, as two
// servers would be; on PGlite, which one process owns, two apps on one database), for the staff area:
// a session opened on one works on the other and ends on both when signed out on either; a change
// made on one (a role) holds on the other at once; a passkey challenge given by one is answered on
// the other; a link queued by one is used on the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { STAFF_API } from '../../schema/api/staff.ts';
import { INBOX_API } from '../../schema/api/staff-inbox.ts';
import { softAuthenticator } from '../../tests/helpers/server/soft-authenticator.ts';
import {
  addMember,
  call,
  cookieOf,
  linkTokenIn,
  SITE,
  signIn,
  staffAppOptions,
} from '../../tests/helpers/server/staff-suite.ts';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';
import { twoInstancesOnOneDatabase } from '../../tests/helpers/server/two-instances.ts';

describe.each(engines)('the staff area on two instances on $name', (engine) => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-two-'));
  const instances = twoInstancesOnOneDatabase(engine, {
    instance: (db, _name, smtp) => makeApp(db, staffAppOptions(smtp.url, dataDir)),
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  });
  beforeAll(() => {
    [one, two] = instances.apps;
  });

  it('a session made on one works on the other, and signing out on either ends it on both', async () => {
    const client = await signIn(one, 'coordinator');
    const onTwo = await call(two, 'GET', STAFF_API.me, { client });
    expect(onTwo.statusCode).toBe(200);
    expect(onTwo.json().data.csrfToken).toBe(client.csrf);
    // A state-changing request on the second instance with the token the first gave.
    expect((await call(two, 'POST', STAFF_API.signOut, { client })).statusCode).toBe(200);
    expect((await call(one, 'GET', STAFF_API.me, { client })).statusCode).toBe(401);
  });

  it('a role changed on one holds at once on the other', async () => {
    const admin = await signIn(one, 'admin');
    const member = await signIn(two, 'admin');
    expect((await call(two, 'GET', STAFF_API.members, { client: member })).statusCode).toBe(200);
    const change = await call(one, 'PATCH', STAFF_API.member(member.member.publicId), {
      client: admin,
      body: { role: 'coordinator' },
    });
    expect(change.statusCode).toBe(200);
    expect((await call(two, 'GET', STAFF_API.members, { client: member })).statusCode).toBe(403);
  });

  it('an invitation queued on one is delivered once and its link used on the other; a passkey moves between them', async () => {
    const member = await addMember(one, 'editor');
    await Promise.all([one.outbox.drain(), two.outbox.drain()]);
    const mails = instances.smtp.received.filter((mail) => mail.to.includes(member.email));
    expect(mails).toHaveLength(1);
    const used = await call(two, 'POST', STAFF_API.useLink, { body: { token: linkTokenIn(mails[0].raw) } });
    expect(used.statusCode).toBe(200);
    const client = { member, cookie: cookieOf(used) as string, csrf: used.json().data.csrfToken, me: used.json().data };

    const authenticator = softAuthenticator();
    const options = (await call(one, 'POST', STAFF_API.passkeyRegistrationOptions, { client })).json().data;
    const enrolled = await call(two, 'POST', STAFF_API.passkeys, {
      client,
      body: { response: authenticator.register(options, SITE) },
    });
    expect(enrolled.statusCode).toBe(201);
    const challenge = (await call(two, 'POST', STAFF_API.passkeyOptions, {})).json().data;
    const assertion = authenticator.authenticate(challenge, SITE);
    const signedIn = await call(one, 'POST', STAFF_API.passkeySignIn, { body: { response: assertion } });
    expect(signedIn.statusCode).toBe(200);
    // The challenge was used once, on the first: the second refuses the same answer.
    expect((await call(two, 'POST', STAFF_API.passkeySignIn, { body: { response: assertion } })).statusCode).toBe(401);
  });

  it('an inbox status and note changed on one shows on the other at once', async () => {
    const coordinator = await signIn(one, 'coordinator');
    const posted = await postJson(one, ENDPOINTS.contact, validContact(), { host: 'site.example', origin: SITE });
    const { id } = posted.json().data;
    const change = await call(one, 'PATCH', INBOX_API.item(id), {
      client: coordinator,
      body: { status: 'in-progress' },
    });
    expect(change.statusCode).toBe(200);
    await call(one, 'POST', INBOX_API.notes(id), { client: coordinator, body: { text: 'Phoned.' } });
    const onTwo = (await call(two, 'GET', INBOX_API.item(id), { client: coordinator })).json().data;
    expect([onTwo.status, onTwo.notes.map((note: { text: string }) => note.text)]).toEqual([
      'in-progress',
      ['Phoned.'],
    ]);
    const listed = (await call(two, 'GET', `${INBOX_API.list}?status=in-progress`, { client: coordinator })).json()
      .data;
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(id);
  });
});
