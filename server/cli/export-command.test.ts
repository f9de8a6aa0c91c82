// @vitest-environment node
// The staff export: CSV that a spreadsheet cannot turn into formulas, argument checks,
// the loopback admin endpoint, and reading straight from each engine when no server runs.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommand, parseExportArgs, formatRows } from './export-command.ts';
import { csvCell, toCsv } from './csv.ts';
import { readOutbox, readSubmissions } from './export-source.ts';
import { formatOutboxList } from '../outbox/outbox-status.ts';
import { createRepository } from '../submissions/repository.ts';
import { lockPathFor } from '../lib/data-dir-lock.ts';
import { makeApp, postJson, validContact } from '../../tests/helpers/server/test-app.ts';
import { engines, SETUP_TIMEOUT, testDatabaseForFile } from '../../tests/helpers/server/test-database.ts';
import { commandLineDatabase } from '../../tests/helpers/server/command-line-database.ts';

describe('CSV', () => {
  it.each([
    ['=HYPERLINK("http://x","click")', `"'=HYPERLINK(""http://x"",""click"")"`],
    ['+91 98765 43210', `"'+91 98765 43210"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['plain, with "quotes"\nand a new line', `"plain, with ""quotes""\nand a new line"`],
    ['a=b', '"a=b"'],
    [42, '"42"'],
    [null, '""'],
  ])('cell %j becomes %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('has a byte-order mark, a header even without rows, and CRLF line ends', () => {
    expect(toCsv(['id', 'name'], [])).toBe('\uFEFF"id","name"\r\n');
    expect(
      formatRows('contact', 'csv', [
        { id: 1, public_id: 'u', created_at: 'x', name: 'A', phone: '1', email: 'e', message: 'm' },
      ]),
    ).toBe(
      '\uFEFF"id","public_id","created_at","name","phone","email","message","reference","consent_given_at","notice_version","notice_language"\r\n' +
        '"1","u","x","A","1","e","m","","","",""\r\n',
    );
  });
});

describe('export arguments', () => {
  it('reads type, format and since', () => {
    expect(parseExportArgs(['export', '--type', 'volunteer', '--format', 'json', '--since', '2025-01-31'])).toEqual({
      type: 'volunteer',
      format: 'json',
      since: '2025-01-31',
    });
  });

  it('reads --spam, and the outbox and purge-spam commands', () => {
    expect(parseExportArgs(['export', '--type', 'contact', '--spam'])).toEqual({
      type: 'contact',
      format: 'csv',
      since: undefined,
      spam: true,
    });
    expect(parseCommand(['outbox'])).toEqual({ name: 'outbox' });
    expect(parseCommand(['purge-spam'])).toEqual({ name: 'purge-spam' });
    expect(() => parseCommand(['outbox', '--all'])).toThrow(/takes no options/);
    expect(formatRows('contact', 'csv', [], true)).toContain('"notice_language","spam_reason"');
  });

  it.each([
    [['list', '--type', 'contact'], /Usage/],
    [['export', '--type', 'donors'], /--type must be contact or volunteer/],
    [['export', '--type', 'contact', '--format', 'xlsx'], /--format must be csv or json/],
    [['export', '--type', 'contact', '--since', '2025-02-30'], /--since must be a date/],
    [['export', '--type', 'contact', '--since', '31/01/2025'], /--since must be a date/],
  ])('refuses %j', (args, expected) => {
    expect(() => parseExportArgs(args)).toThrow(expected);
  });
});

describe('admin export endpoint', () => {
  const tdb = testDatabaseForFile();

  it('gives rows only to a loopback caller with the token; everyone else sees a 404', async () => {
    const app = await makeApp(tdb.db, { adminToken: 'a'.repeat(64) });
    await postJson(app, '/api/contact', validContact());
    const url = '/api/admin/submissions?type=contact';
    const ok = await app.inject({ url, headers: { authorization: `Bearer ${'a'.repeat(64)}` } });
    const wrongToken = await app.inject({ url, headers: { authorization: `Bearer ${'b'.repeat(64)}` } });
    const noToken = await app.inject({ url });
    const remote = await app.inject({
      url,
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${'a'.repeat(64)}` },
    });
    const future = await app.inject({
      url: `${url}&since=2999-01-01`,
      headers: { authorization: `Bearer ${'a'.repeat(64)}` },
    });
    await app.close();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().data.rows).toEqual([expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.org' })]);
    for (const refused of [wrongToken, noToken, remote]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toMatch(/no API route/);
    }
    expect(future.json().data.rows).toEqual([]);
  });

  it('lists the outbox (states and status codes, no addresses) only for the loopback caller with the token', async () => {
    const app = await makeApp(tdb.db, { adminToken: 'a'.repeat(64) });
    await postJson(app, '/api/contact', validContact());
    const ok = await app.inject({ url: '/api/admin/outbox', headers: { authorization: `Bearer ${'a'.repeat(64)}` } });
    const stranger = await app.inject({ url: '/api/admin/outbox' });
    await app.close();
    expect(ok.statusCode).toBe(200);
    const rows = ok.json().data.rows;
    const purposes = new Set(rows.map((row: { purpose: string }) => row.purpose));
    expect(purposes).toEqual(new Set(['acknowledgement', 'team-notification']));
    expect(rows[0]).toMatchObject({ status: expect.any(String), attempts: expect.any(Number) });
    expect(ok.body).not.toContain('example.org');
    expect(formatOutboxList(rows)).toMatch(/email: acknowledgement/);
    expect(stranger.statusCode).toBe(404);
  });
});

describe.each(engines)('export reading the $name database directly', (engine) => {
  let stored: { publicId: string };
  const cli = commandLineDatabase(engine, 'export-test', async (db) => {
    const repository = createRepository(db);
    stored = await repository.insertContact({ ...validContact(), message: '=cmd|"/c calc"!A1' });
    await repository.insertVolunteer({
      domain: 'ccae',
      firstName: 'Meera',
      lastName: 'Das',
      contact: '9876543210',
      dateOfBirth: '1999-12-31',
      email: 'meera@example.org',
      whyJoinUs: 'To serve.',
      questionsForUs: '',
    });
  });

  it(
    'prints stored rows and releases the data directory afterwards',
    async () => {
      const contacts = await readSubmissions(cli.config, { type: 'contact' });
      expect(contacts).toEqual([
        expect.objectContaining({ name: 'Asha Rao', message: '=cmd|"/c calc"!A1', public_id: stored.publicId }),
      ]);
      expect(formatRows('contact', 'csv', contacts)).toContain(`"'=cmd|""/c calc""!A1"`);
      const volunteers = await readSubmissions(cli.config, { type: 'volunteer', since: '2000-01-01' });
      expect(volunteers).toEqual([expect.objectContaining({ first_name: 'Meera', date_of_birth: '1999-12-31' })]);
      expect(fs.existsSync(lockPathFor(cli.dataDir))).toBe(false);
      expect(formatOutboxList(await readOutbox(cli.config))).toBe('The outbox is empty.\n');
    },
    SETUP_TIMEOUT,
  ); // opens the database twice
});
