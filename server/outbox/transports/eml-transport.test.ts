// @vitest-environment node
// Without SMTP_URL emails become .eml files: parseable, private (0600 in 0700), named without the address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTeamNotification } from '../../forms/messages/team-notification.ts';
import type { DeliverableRow } from '../outbox-store.ts';
import { contactSubmission, siteSettings } from '../../../tests/helpers/server/outbox-fixtures.ts';
import { createEmlTransport, emlFileName } from './eml-transport.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'eml-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const row = (id: number): DeliverableRow => ({
  id,
  kind: 'email',
  purpose: 'team-notification',
  attempts: 1,
  messageId: `<outbox-${id}-a1b2c3d4e5f6@example.org>`,
  payload: { ...renderTeamNotification(contactSubmission(), siteSettings()), body: '' },
});

describe('.eml transport', () => {
  it('writes a parseable message with its headers to DATA_DIR/outbox, private to the server user', async () => {
    const dir = path.join(base, 'data', 'outbox');
    const transport = createEmlTransport(dir, 'Example Welfare Foundation <no-reply@example.org>');
    await transport.deliver(row(7));
    const files = fs.readdirSync(dir);
    expect(files).toEqual(['outbox-7-a1b2c3d4e5f6.eml']);
    expect(files[0]).not.toMatch(/asha|example/);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, files[0])).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0])));
    expect(mail.messageId).toBe('<outbox-7-a1b2c3d4e5f6@example.org>');
    expect(mail.replyTo?.text).toBe('asha@example.net');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('team@example.org');
    expect(mail.subject).toBe('Contact Us: Asha B. (K7M2-9QXD)'); // the typed name is 'Asha <b>Rao</b>': its last word's first letter;
    expect(mail.text).toContain('Hello & "welcome"');
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    transport.close();
  });

  it('a retry of the same row overwrites its file instead of adding a second one', async () => {
    const dir = path.join(base, 'again');
    const transport = createEmlTransport(dir, 'no-reply@example.org');
    await transport.deliver(row(8));
    await transport.deliver(row(8));
    expect(fs.readdirSync(dir)).toEqual([emlFileName('<outbox-8-a1b2c3d4e5f6@example.org>')]);
  });
});
