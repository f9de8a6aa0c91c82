// @vitest-environment node
// The inbox API: the list (newest first, filters, search, 50 a page), an item with
// every field, its consent record, its guardian and its e-mails, its status, assignee, notes and
// history (replies: reply.test.ts), and the CSV download; every view and change in the processing log,
// without the item's words. An application still waiting for its guardian is in no staff tool.
// (Refusals of every route: no session, ended, wrong role, cross-site, no CSRF token: guard.test.ts.)
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { INBOX_API, type InboxItemView, type InboxListItem } from '../../schema/api/staff-inbox.ts';
import { VOLUNTEER } from '../submissions/kinds.ts';
import { call, SITE, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { postJson, validContact, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const headers = { host: 'site.example', origin: SITE };

/** The cells of a CSV as a spreadsheet reads them: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"')));
}

describe.each(engines)('the inbox on $name', (engine) => {
  const suite = staffSuite(engine, 'inbox');
  let stored: Record<'meena' | 'ravi', { id: string; reference: string }>;
  const db = () => suite.tdb.db;
  const post = async (url: string, body: object) => {
    const answer = await postJson(suite.app, url, body, headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: string; reference: string };
  };
  const list = async (client: Awaited<ReturnType<typeof signIn>>, query = '') => {
    const answer = await call(suite.app, 'GET', `${INBOX_API.list}${query}`, { client });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { items: InboxListItem[]; total: number; next: string | null };
  };
  const logged = async (action: string) =>
    (
      await db().query<{ person_hash: string; staff_id: number; submission_type: string; reason: string | null }>(
        'SELECT person_hash, staff_id::int AS staff_id, submission_type, reason FROM processing_log WHERE action = $1 ORDER BY id',
        [action],
      )
    ).rows;

  it('lists what arrived newest first; a child waiting for a guardian and spam are not there', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const meena = await post(ENDPOINTS.contact, { ...validContact(), name: 'Meena Iyer', email: 'meena@example.org' });
    const ravi = await post(ENDPOINTS.volunteer, validVolunteer());
    const child = await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      firstName: 'Chotu',
      email: 'chotu@example.org',
      dateOfBirth: '05/09/2012',
      ...validGuardian(),
    });
    await post(ENDPOINTS.contact, { ...validContact(), name: 'Spammer', website: 'http://spam.example' });
    const page = await list(coordinator);
    expect(page.items.map((item) => item.id)).toEqual([ravi.id, meena.id]);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      type: 'volunteer',
      kindLabel: 'Volunteer application',
      reference: ravi.reference,
      name: 'Ravi Kumar',
      email: 'ravi@example.org',
      status: 'new',
      assignee: null,
    });
    expect(page.items[0].centre).not.toBe('csii');
    // The child is in no tool: not found by name, by its id, nor in the download.
    expect((await list(coordinator, '?q=chotu')).total).toBe(0);
    expect((await call(suite.app, 'GET', INBOX_API.item(child.id), { client: coordinator })).statusCode).toBe(404);
    const csv = await call(suite.app, 'POST', INBOX_API.export, { client: coordinator, body: { kind: 'volunteer' } });
    expect(csv.body).not.toContain('Chotu');
    stored = { meena, ravi };
  });

  it('filters by kind, centre, language, status and dates, and searches by name, address and reference', async () => {
    // The two items the test before stored (the tests of a file run in order, on one database).
    const { meena, ravi } = stored;
    const coordinator = await signIn(suite.app, 'coordinator');
    expect((await list(coordinator, '?kind=contact')).items.map((item) => item.id)).toEqual([meena.id]);
    expect((await list(coordinator, '?centre=csii')).items.map((item) => item.id)).toEqual([ravi.id]);
    expect((await list(coordinator, '?centre=ccae')).total).toBe(0);
    expect((await list(coordinator, '?q=meen')).items.map((item) => item.id)).toEqual([meena.id]);
    expect((await list(coordinator, '?q=ravi%40example')).items.map((item) => item.id)).toEqual([ravi.id]);
    expect((await list(coordinator, `?q=${ravi.reference}`)).items.map((item) => item.id)).toEqual([ravi.id]);
    expect((await list(coordinator, '?language=hi')).total).toBe(0);
    expect((await list(coordinator, '?language=en')).total).toBe(2);
    expect((await list(coordinator, '?status=done')).total).toBe(0);
    expect((await list(coordinator, '?from=2000-01-01&to=2000-01-31')).total).toBe(0);
    const bad = await call(suite.app, 'GET', `${INBOX_API.list}?from=2026-02-31`, { client: coordinator });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please give dates as YYYY-MM-DD, like 2026-11-30.']);
    const kind = await call(suite.app, 'GET', `${INBOX_API.list}?kind=letters`, { client: coordinator });
    expect(kind.statusCode).toBe(400);
    const cursor = await call(suite.app, 'GET', `${INBOX_API.list}?after=nonsense`, { client: coordinator });
    expect([cursor.statusCode, cursor.json().message]).toEqual([
      400,
      'This page of the list is out of date. Go back to the first page.',
    ]);
  });

  it('pages of 50: the next page starts where the first ended and misses nothing', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    await db().exec(`INSERT INTO contact_messages (name, phone, email, message, created_at)
      SELECT 'Pager ' || i, '98765 43210', 'pager' || i || '@example.org', 'Question ' || i, now() - make_interval(mins => i)
      FROM generate_series(1, 60) AS i`);
    const first = await list(coordinator, '?q=pager');
    expect([first.items.length, first.total]).toEqual([50, 60]);
    expect(first.items[0].name).toBe('Pager 1');
    const second = await list(coordinator, `?q=pager&after=${first.next}`);
    expect(second.items.map((item) => item.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Pager ${51 + i}`));
    expect(second.next).toBeNull();
  });

  it('pages through rows of both kinds stored at the same instant, each once', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const at = "timestamptz '2001-02-03 04:05:06.789012+00'";
    await db().exec(`INSERT INTO contact_messages (name, phone, email, message, created_at)
      SELECT 'Twin ' || i, '98765 43210', 'twin' || i || '@example.org', 'Same time', ${at} FROM generate_series(1, 30) AS i`);
    await db().exec(`INSERT INTO volunteer_applications (domain, first_name, last_name, contact, date_of_birth, email,
        why_join_us, created_at, consent_status)
      SELECT 'csii', 'Twin', 'Applicant ' || i, '9876543210', date '1990-01-01', 'twin-applicant' || i || '@example.org',
        'Same time', ${at}, 'given' FROM generate_series(1, 30) AS i`);
    const seen: string[] = [];
    let after = '';
    do {
      const page = await list(coordinator, `?q=twin${after ? `&after=${after}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      after = page.next ?? '';
    } while (after);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('an item shows every field, the consent, the guardian who agreed and its e-mails; the view is logged without its words', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const teen = await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      firstName: 'Anu',
      email: 'anu@example.org',
      dateOfBirth: '05/09/2010',
      ...validGuardian(),
    });
    // The guardian confirms (as their link does).
    await db().query(
      `UPDATE volunteer_applications SET consent_status = 'given', guardian_confirmed_at = now() WHERE public_id = $1`,
      [teen.id],
    );
    // Its e-mails as the outbox holds them: one sent, one waiting, one given up on.
    await db().query(
      `INSERT INTO outbox (kind, purpose, submission_type, submission_id, status, attempts, last_error, sent_at, message_id)
       SELECT 'email', m.purpose, 'volunteer', v.id, m.status, m.attempts, m.error, m.sent::timestamptz, m.purpose || v.id
       FROM volunteer_applications v, (VALUES ('team-notification', 'sent', 1, NULL, now()::text),
         ('acknowledgement', 'pending', 0, NULL, NULL), ('submission-webhook', 'failed', 5, 'HTTP 502', NULL))
         AS m(purpose, status, attempts, error, sent)
       WHERE v.public_id = $1`,
      [teen.id],
    );
    const answer = await call(suite.app, 'GET', INBOX_API.item(teen.id), { client: coordinator });
    expect(answer.statusCode).toBe(200);
    const item = answer.json().data as InboxItemView;
    expect(item.fields.map((field) => field.label)).toEqual(VOLUNTEER.fields.map((field) => field.label));
    expect(item.fields.find((field) => field.label === 'Why they want to join')).toEqual({
      label: 'Why they want to join',
      value: 'I want to help with digital literacy classes.',
      freeText: true,
    });
    expect(item.consent).toMatchObject({ language: 'en', noticeVersion: expect.any(String) });
    expect(item.consent?.givenAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(item.guardian).toMatchObject({
      needed: true,
      name: 'Lakshmi Kumar',
      email: 'lakshmi@example.org',
      relationship: 'Mother',
      confirmedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(item.emails.filter((email) => email.purpose !== 'guardian-request')).toEqual([
      expect.objectContaining({ label: 'E-mail to the team', status: 'sent', sentAt: expect.any(String) }),
      expect.objectContaining({ label: 'Acknowledgement to the sender', status: 'pending', sentAt: null }),
      expect.objectContaining({ label: 'Webhook', status: 'failed', attempts: 5, lastError: 'HTTP 502' }),
    ]);
    expect(item.reply.to).toEqual(['anu@example.org', 'lakshmi@example.org']);
    expect(item.reply.subject).toContain(teen.reference);
    const views = await logged('viewed-by-staff');
    const view = views.at(-1);
    expect(view).toMatchObject({ submission_type: 'volunteer', staff_id: coordinator.member.id, reason: null });
    expect(view?.person_hash).toBe(suite.app.privacy.personHash('anu@example.org'));
    // An adult's application: no guardian was needed.
    const adult = await post(ENDPOINTS.volunteer, { ...validVolunteer(), email: 'adult@example.org' });
    const shown = (await call(suite.app, 'GET', INBOX_API.item(adult.id), { client: coordinator })).json().data;
    expect(shown.guardian).toEqual({ needed: false });
    expect((await call(suite.app, 'GET', INBOX_API.item('not-an-id'), { client: coordinator })).statusCode).toBe(404);
  });

  it('status, assignee and notes change, each in the history and the log; a bad assignee is refused', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const colleague = await signIn(suite.app, 'coordinator');
    const editor = await signIn(suite.app, 'editor');
    const { id } = await post(ENDPOINTS.contact, { ...validContact(), email: 'status@example.org' });
    const patch = (body: object) => call(suite.app, 'PATCH', INBOX_API.item(id), { client: coordinator, body });
    const marked = await patch({ status: 'done', assignee: colleague.member.publicId });
    expect([marked.statusCode, marked.json().message]).toEqual([
      200,
      `Marked Done. Assigned to ${colleague.member.email}.`,
    ]);
    expect((await patch({ assignee: editor.member.publicId })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ status: 'lost' })).statusCode).toBe(400);
    const noted = await call(suite.app, 'POST', INBOX_API.notes(id), {
      client: coordinator,
      body: { text: '  Called her back.\nShe will visit on Monday.  ' },
    });
    expect(noted.statusCode).toBe(201);
    expect(
      (await call(suite.app, 'POST', INBOX_API.notes(id), { client: coordinator, body: { text: '   ' } })).statusCode,
    ).toBe(400);
    const item = (await call(suite.app, 'GET', INBOX_API.item(id), { client: colleague })).json().data as InboxItemView;
    expect(item.status).toBe('done');
    expect(item.assignee).toEqual({ value: colleague.member.publicId, label: colleague.member.email });
    expect(item.notes).toEqual([
      { author: coordinator.member.email, at: expect.any(String), text: 'Called her back.\nShe will visit on Monday.' },
    ]);
    expect(item.history.map((change) => [change.actor, change.what])).toEqual([
      [coordinator.member.email, 'marked it Done'],
      [coordinator.member.email, `assigned it to ${colleague.member.email}`],
      [coordinator.member.email, 'added a note'],
    ]);
    // Done leaves the default list (everything but archived), archived does.
    expect((await list(coordinator, '?q=status%40example.org')).total).toBe(1);
    await patch({ status: 'archived' });
    expect((await list(coordinator, '?q=status%40example.org')).total).toBe(0);
    expect((await list(coordinator, '?q=status%40example.org&status=archived')).total).toBe(1);
    const person = suite.app.privacy.personHash('status@example.org');
    for (const action of ['status-changed', 'assigned', 'note-added']) {
      expect((await logged(action)).filter((row) => row.person_hash === person).length).toBeGreaterThan(0);
    }
    // No note's words reach the log or the audit.
    const { rows } = await db().query<{ text: string }>(
      `SELECT concat_ws(' ', action, reason) AS text FROM processing_log UNION ALL SELECT details::text FROM staff_audit`,
    );
    expect(rows.map((row) => row.text).join(' ')).not.toMatch(/Called|Monday/);
  });

  it('the CSV download is in India time with the names the site shows, the reference as everywhere, how staff handle it; formulas stay text; logged', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const formula = await post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'Formula Person',
      email: 'formula@example.org',
      message: '=HYPERLINK("http://evil.example","click")',
    });
    // Received at 20:00 UTC on 30 November: 1 December, 01:30, in India.
    await db().query(`UPDATE contact_messages SET created_at = '2026-11-30T20:00:00Z' WHERE public_id = $1`, [
      formula.id,
    ]);
    await call(suite.app, 'PATCH', INBOX_API.item(formula.id), {
      client: coordinator,
      body: { status: 'in-progress', assignee: coordinator.member.publicId },
    });
    const answer = await call(suite.app, 'POST', INBOX_API.export, {
      client: coordinator,
      body: { kind: 'contact', q: 'formula' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="contact-messages-all.csv"');
    const table = parseCsv(answer.body.replace(/^\uFEFF/, ''));
    expect(table[0]).toEqual([
      'Reference',
      'Received (India time, Asia/Kolkata)',
      'Name',
      'Phone number',
      'E-mail',
      'Message',
      'Status',
      'Assigned to',
      'Last change (India time, Asia/Kolkata)',
      'Consent given (India time, Asia/Kolkata)',
      'Privacy notice version',
      'Language the sender used',
      'Submission id',
    ]);
    expect(table).toHaveLength(2);
    const row = Object.fromEntries(table[0].map((header, i) => [header, table[1][i]]));
    expect(row).toMatchObject({
      Reference: formula.reference,
      'Received (India time, Asia/Kolkata)': '2026-12-01 01:30',
      Name: 'Formula Person',
      Message: `'=HYPERLINK("http://evil.example","click")`,
      Status: 'In progress',
      'Assigned to': coordinator.member.email,
      'Language the sender used': 'English',
      'Submission id': formula.id,
    });
    expect(row.Reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(row['Last change (India time, Asia/Kolkata)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const exported = (await logged('exported')).at(-1);
    expect(exported).toMatchObject({ submission_type: 'contact', staff_id: coordinator.member.id });
    const month = await call(suite.app, 'POST', INBOX_API.export, {
      client: coordinator,
      body: { kind: 'contact', from: '2000-01-01', to: '2000-01-31' },
    });
    expect(month.body.trim().split('\r\n')).toHaveLength(1);
    expect(month.headers['content-disposition']).toContain('contact-messages-2000-01-01-to-2000-01-31.csv');
    const noKind = await call(suite.app, 'POST', INBOX_API.export, { client: coordinator, body: {} });
    expect(noKind.statusCode).toBe(400);
  });

  it('the volunteers’ CSV names the centre as the join form does, and a new item is New with no one assigned', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const applied = await post(ENDPOINTS.volunteer, { ...validVolunteer(), email: 'centre-csv@example.org' });
    const answer = await call(suite.app, 'POST', INBOX_API.export, {
      client: coordinator,
      body: { kind: 'volunteer', q: 'centre-csv@example.org' },
    });
    const [names, cells] = parseCsv(answer.body.replace(/^\uFEFF/, ''));
    const row = Object.fromEntries(names.map((name, i) => [name, cells[i]]));
    expect(row.Centre).toBe(suite.app.outbox.settings.centreNames.csii);
    expect(row.Centre).not.toBe('csii');
    expect(row).toMatchObject({ Reference: applied.reference, Status: 'New', 'Assigned to': '' });
    expect(row['Last change (India time, Asia/Kolkata)']).toBe('');
  });

  it('an editor may not use the inbox (403), an admin may', async () => {
    const editor = await signIn(suite.app, 'editor');
    const admin = await signIn(suite.app, 'admin');
    expect((await call(suite.app, 'GET', INBOX_API.list, { client: editor })).statusCode).toBe(403);
    expect((await call(suite.app, 'GET', INBOX_API.list, { client: admin })).statusCode).toBe(200);
    const options = (await call(suite.app, 'GET', INBOX_API.options, { client: admin })).json().data;
    expect(options.kinds).toEqual([
      { value: 'contact', label: 'Contact message' },
      { value: 'volunteer', label: 'Volunteer application' },
      // Donations are a kind of submission too: coordinators and admins see them in the inbox, editors do not.
      { value: 'donation', label: 'Donation' },
    ]);
    expect(options.assignees.map((choice: { value: string }) => choice.value)).toContain(admin.member.publicId);
    expect(options.assignees.map((choice: { value: string }) => choice.value)).not.toContain(editor.member.publicId);
    // The staff area is in English: the languages too, as the item page and the list name them.
    expect(options.languages).toEqual([
      { value: 'en', label: 'English' },
      { value: 'hi', label: 'Hindi' },
      { value: 'te', label: 'Telugu' },
    ]);
  });
});
