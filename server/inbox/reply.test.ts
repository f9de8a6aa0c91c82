// @vitest-environment node
// Replying from the inbox: a coordinator writes the reply in the staff area and it goes through the
// outbox (a real SMTP server here) from the site's address, Reply-To the form's team address, in the
// sender's language around her words; to the parent or guardian too for an applicant under 18. It is in
// the item's history with how its e-mail went, and erased with the item. "Reply on WhatsApp" is offered
// for an Indian mobile number and logged when chosen. Editors may not reply.
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import { INBOX_API, type InboxItemView } from '../../schema/api/staff-inbox.ts';
import { PRIVACY_API } from '../../schema/api/staff-privacy.ts';
import { call, SITE, signIn, staffSuite } from '../../tests/helpers/server/staff-suite.ts';
import { NOTICES, postJson, validContact, validGuardian, validVolunteer } from '../../tests/helpers/server/test-app.ts';
import { engines } from '../../tests/helpers/server/test-database.ts';

const headers = { host: 'site.example', origin: SITE };

describe.each(engines)('replying from the inbox on $name', (engine) => {
  const suite = staffSuite(engine, 'inbox-reply');
  const db = () => suite.tdb.db;
  const post = async (url: string, body: object) => {
    const answer = await postJson(suite.app, url, body, headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: string; reference: string };
  };
  const hindiContact = (email: string, extra: object = {}) =>
    post(ENDPOINTS.contact, {
      ...validContact(),
      name: 'Asha Rao',
      email,
      noticeVersion: NOTICES.notice('contact', 'hi').version,
      language: 'hi',
      ...extra,
    });
  const itemOf = async (client: Awaited<ReturnType<typeof signIn>>, id: string) =>
    (await call(suite.app, 'GET', INBOX_API.item(id), { client })).json().data as InboxItemView;
  const mailsTo = async (address: string) =>
    (await Promise.all(suite.smtp.received.map((mail) => simpleParser(mail.raw)))).filter((mail) =>
      JSON.stringify(mail.to).includes(address),
    );
  const count = async (sql: string, values: unknown[] = []) =>
    Number((await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0].n);

  it('e-mails her reply in Hindi, from the site, Reply-To the team; the history says so once it is sent', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const { id, reference } = await hindiContact('hindi-reply@example.org');
    await suite.app.outbox.drain();
    const before = await itemOf(coordinator, id);
    expect(before.reply).toMatchObject({
      to: ['hindi-reply@example.org'],
      language: 'hi',
      greeting: 'नमस्ते Asha Rao जी,',
      closing: 'शुभकामनाओं सहित,',
    });
    expect(before.reply.subject).toContain(reference);
    // Opening the item sends nothing and logs no reply.
    expect(before.history).toEqual([]);
    expect(await count("processing_log WHERE action = 'replied'")).toBe(0);

    suite.smtp.refuseWith = 450;
    const sent = await call(suite.app, 'POST', INBOX_API.reply(id), {
      client: coordinator,
      body: { text: '  आपका संदेश मिला।\n\nसोमवार को केंद्र पर आइए।  ' },
    });
    expect([sent.statusCode, sent.json().message]).toEqual([
      201,
      'Marked In progress. Your reply is on its way to hindi-reply@example.org; the history shows when it is sent.',
    ]);
    await suite.app.outbox.drain();
    const waiting = await itemOf(coordinator, id);
    expect(waiting.status).toBe('in-progress');
    expect(waiting.history.map((change) => change.what)).toEqual([
      'marked it In progress',
      'replied by e-mail in Hindi: waiting to be sent',
    ]);
    expect(waiting.emails.find((email) => email.purpose === 'staff-reply')).toMatchObject({
      label: 'Reply from staff',
      status: 'pending',
    });

    suite.smtp.refuseWith = undefined;
    await db().query(`UPDATE outbox SET next_attempt_at = now() WHERE purpose = 'staff-reply'`);
    await suite.app.outbox.drain();
    // The acknowledgement went to her first; the reply is the mail with the item's subject.
    const mail = (await mailsTo('hindi-reply@example.org')).find((one) => one.subject === before.reply.subject);
    if (!mail) throw new Error('the reply did not arrive');
    expect(mail.from?.value[0].address).toBe('no-reply@example.org');
    expect(mail.replyTo?.text).toBe('team@example.org');
    expect(mail.subject).toBe(before.reply.subject);
    expect(mail.headers.get('content-language')).toBe('hi');
    expect(mail.text).toContain('नमस्ते Asha Rao जी,\n\nआपका संदेश मिला।\n\nसोमवार को केंद्र पर आइए।\n\nशुभकामनाओं सहित,');
    expect(mail.html).toContain('<html lang="hi">');
    const after = await itemOf(coordinator, id);
    expect(after.history.at(-1)?.what).toBe('replied by e-mail in Hindi: sent');
    expect(after.history.at(-1)?.actor).toBe(coordinator.member.email);
    const person = suite.app.privacy.personHash('hindi-reply@example.org');
    const replied = await db().query<{ reason: string | null }>(
      `SELECT reason FROM processing_log WHERE action = 'replied' AND person_hash = $1`,
      [person],
    );
    expect(replied.rows).toHaveLength(1);
    // Her words are in no log or audit entry.
    const { rows } = await db().query<{ text: string }>(
      `SELECT concat_ws(' ', action, reason) AS text FROM processing_log UNION ALL SELECT details::text FROM staff_audit`,
    );
    expect(rows.map((row) => row.text).join(' ')).not.toMatch(/सोमवार/);
  });

  it('writes to an applicant under 18 and their parent or guardian together, in English, Reply-To the join team', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const teen = await post(ENDPOINTS.volunteer, {
      ...validVolunteer(),
      firstName: 'Anu',
      email: 'anu-reply@example.org',
      dateOfBirth: '05/09/2010',
      ...validGuardian(),
    });
    await db().query(
      `UPDATE volunteer_applications SET consent_status = 'given', guardian_confirmed_at = now() WHERE public_id = $1`,
      [teen.id],
    );
    const item = await itemOf(coordinator, teen.id);
    expect(item.reply.to).toEqual(['anu-reply@example.org', 'lakshmi@example.org']);
    expect(item.reply.greeting).toBe('Dear Anu Kumar,');
    const sent = await call(suite.app, 'POST', INBOX_API.reply(teen.id), {
      client: coordinator,
      body: { text: 'Welcome! Classes start on Monday.' },
    });
    expect(sent.statusCode).toBe(201);
    await suite.app.outbox.drain();
    const mail = (await mailsTo('anu-reply@example.org')).find((one) => one.subject === item.reply.subject);
    if (!mail) throw new Error('the reply did not arrive');
    expect(mail.to && JSON.stringify(mail.to)).toContain('lakshmi@example.org');
    expect(mail.replyTo?.text).toBe('team@example.org');
    expect(mail.subject).toBe(`Re: your message to ${suite.app.outbox.settings.organisation} (${teen.reference})`);
    expect(mail.text).toContain(
      `With best wishes,\n${coordinator.member.email}, for ${suite.app.outbox.settings.organisation}`,
    );
  });

  it('refuses an empty reply, one too long, and an editor (403); nothing is queued then', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const editor = await signIn(suite.app, 'editor');
    const { id } = await hindiContact('refused-reply@example.org');
    await suite.app.outbox.drain();
    const queued = () => count("outbox WHERE purpose = 'staff-reply'");
    const already = await queued();
    const empty = await call(suite.app, 'POST', INBOX_API.reply(id), { client: coordinator, body: { text: ' \n ' } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please write the reply.']);
    const long = await call(suite.app, 'POST', INBOX_API.reply(id), {
      client: coordinator,
      body: { text: 'x'.repeat(8001) },
    });
    expect(long.statusCode).toBe(400);
    const byEditor = await call(suite.app, 'POST', INBOX_API.reply(id), { client: editor, body: { text: 'Hello' } });
    expect([byEditor.statusCode, byEditor.json().message]).toEqual([403, 'Your role (editor) may not do this.']);
    const whatsapp = await call(suite.app, 'POST', INBOX_API.whatsapp(id), { client: editor });
    expect(whatsapp.statusCode).toBe(403);
    const noToken = await call(suite.app, 'POST', INBOX_API.reply(id), {
      client: coordinator,
      body: { text: 'Hello' },
      csrf: null,
    });
    expect(noToken.statusCode).toBe(403);
    const otherSite = await call(suite.app, 'POST', INBOX_API.reply(id), {
      client: coordinator,
      body: { text: 'Hello' },
      origin: 'https://evil.example',
    });
    expect(otherSite.statusCode).toBe(403);
    expect(await queued()).toBe(already);
    expect((await itemOf(coordinator, id)).history).toEqual([]);
  });

  it('offers "Reply on WhatsApp" for an Indian mobile, greeting in the sender’s language, logged when chosen', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const { id, reference } = await hindiContact('whatsapp@example.org', { phone: '+91 98765 43210' });
    const link = new URL((await itemOf(coordinator, id)).reply.whatsapp as string);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(
      `नमस्ते! हम ${suite.app.outbox.settings.organisation} से आपके संदेश (संदर्भ संख्या ${reference}) के जवाब में लिख रहे हैं।`,
    );
    expect((await itemOf(coordinator, id)).history).toEqual([]);
    const chosen = await call(suite.app, 'POST', INBOX_API.whatsapp(id), { client: coordinator });
    expect([chosen.statusCode, chosen.json().message]).toEqual([
      200,
      'Marked In progress. WhatsApp opens the chat with the sender.',
    ]);
    expect((await itemOf(coordinator, id)).history.map((change) => change.what)).toEqual([
      'marked it In progress',
      'chose to reply on WhatsApp',
    ]);
    const person = suite.app.privacy.personHash('whatsapp@example.org');
    expect(await count("processing_log WHERE action = 'replied' AND person_hash = $1", [person])).toBe(1);

    // A landline: no WhatsApp offered, and the route says why.
    const landline = await hindiContact('landline@example.org', { phone: '040 2345 6789' });
    expect((await itemOf(coordinator, landline.id)).reply.whatsapp).toBeNull();
    const refused = await call(suite.app, 'POST', INBOX_API.whatsapp(landline.id), { client: coordinator });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'The sender gave no Indian mobile number: reply by e-mail.',
    ]);
  });

  it('erasing the item erases the reply still waiting in the outbox, its words with it, and it is never sent', async () => {
    const coordinator = await signIn(suite.app, 'coordinator');
    const { id } = await hindiContact('erased-reply@example.org');
    await suite.app.outbox.drain();
    suite.smtp.refuseWith = 450;
    await call(suite.app, 'POST', INBOX_API.reply(id), {
      client: coordinator,
      body: { text: 'A reply about the tailoring class.' },
    });
    await suite.app.outbox.drain();
    const { rows: queued } = await db().query<{ id: string }>(
      `SELECT id::text AS id FROM outbox WHERE payload::text LIKE '%tailoring class%'`,
    );
    expect(queued).toHaveLength(1);
    const erased = await call(suite.app, 'POST', PRIVACY_API.erase, {
      client: coordinator,
      body: { email: 'erased-reply@example.org', dryRun: false, confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(await count(`outbox WHERE payload::text LIKE '%tailoring class%'`)).toBe(0);
    expect(await count("staff_audit WHERE details->>'outbox' = $1", [queued[0].id])).toBe(0);
    expect((await call(suite.app, 'GET', INBOX_API.item(id), { client: coordinator })).statusCode).toBe(404);
    suite.smtp.refuseWith = undefined;
    suite.smtp.received.length = 0;
    await suite.app.outbox.drain();
    expect(await mailsTo('erased-reply@example.org')).toEqual([]);
  });
});
