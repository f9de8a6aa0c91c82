// Argument parsing and output formatting of the staff export (server/cli/submissions.ts).
// Kept apart from the program so tests can call them.
import { parseArgs } from 'node:util';
import type { ExportRow, SubmissionType } from '../db/repository.ts';
import { toCsv } from './csv.ts';
import { ExportError } from './export-source.ts';

export const USAGE = `Usage:
  npm run submissions -- export --type contact|volunteer --format csv|json [--since YYYY-MM-DD] [--spam]
      (--spam: only the submissions flagged as spam, with the reason; they are left out otherwise)
  npm run submissions -- outbox        pending, sent and failed emails: status, attempts, last error
  npm run submissions -- purge-spam    delete flagged spam older than 30 days now
  npm run submissions -- purge [--dry-run]
      erase everything past its retention now (the server does it daily); --dry-run only counts
  npm run submissions -- erase --email name@example.org | --id <public id>
      erase everything under an address, or one submission, with its queued emails (audited)
Reads DATABASE_URL (Postgres) or DATA_DIR (embedded database, default ./data) like the server.`;

// Fixed column order, so a CSV with no rows still has its header. `id` is the internal key staff
// have always seen; `public_id` is the one the sender was given.
export const COLUMNS: Record<SubmissionType, readonly string[]> = {
  contact: ['id', 'public_id', 'created_at', 'name', 'phone', 'email', 'message'],
  volunteer: [
    'id',
    'public_id',
    'created_at',
    'domain',
    'first_name',
    'last_name',
    'contact',
    'date_of_birth',
    'email',
    'why_join_us',
    'questions_for_us',
  ],
};

function isRealDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

export function parseExportArgs(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      format: { type: 'string' },
      since: { type: 'string' },
      spam: { type: 'boolean' },
    },
  });
  if (positionals[0] !== 'export' || positionals.length !== 1) throw new ExportError(USAGE);
  const type = values.type;
  if (type !== 'contact' && type !== 'volunteer')
    throw new ExportError(`--type must be contact or volunteer.\n${USAGE}`);
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') throw new ExportError(`--format must be csv or json.\n${USAGE}`);
  if (values.since !== undefined && !isRealDate(values.since)) {
    throw new ExportError(`--since must be a date written YYYY-MM-DD, like 2025-01-31.\n${USAGE}`);
  }
  return { type, format, since: values.since, ...(values.spam ? { spam: true } : {}) } as ExportArgs;
}

export interface ExportArgs {
  type: SubmissionType;
  format: 'csv' | 'json';
  since?: string;
  spam?: boolean;
}

export type Command =
  | { name: 'export'; args: ExportArgs }
  | { name: 'outbox' }
  | { name: 'purge-spam' }
  | { name: 'purge'; dryRun: boolean }
  | { name: 'erase'; target: { email: string } | { id: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseErase(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, id: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new ExportError(USAGE);
  if ((values.email === undefined) === (values.id === undefined)) {
    throw new ExportError(`erase needs exactly one of --email or --id.\n${USAGE}`);
  }
  if (values.email !== undefined) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw new ExportError('--email must be an email address.');
    return { name: 'erase', target: { email: values.email } };
  }
  const id = values.id ?? '';
  if (!UUID.test(id)) {
    throw new ExportError(
      '--id must be the public id the sender was given (like 7b1e2f30-0000-4000-8000-000000000002), from an export.',
    );
  }
  return { name: 'erase', target: { id } };
}

export function parseCommand(argv: string[]): Command {
  const [first, ...rest] = argv;
  if (first === 'erase') return parseErase(argv);
  if (first === 'purge') {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'dry-run': { type: 'boolean' } },
    });
    if (positionals.length !== 1) throw new ExportError(USAGE);
    return { name: 'purge', dryRun: values['dry-run'] ?? false };
  }
  if (first === 'outbox' || first === 'purge-spam') {
    if (rest.length > 0) throw new ExportError(`"${first}" takes no options.\n${USAGE}`);
    return { name: first };
  }
  return { name: 'export', args: parseExportArgs(argv) };
}

export function formatRows(type: SubmissionType, format: 'csv' | 'json', rows: ExportRow[], spam = false): string {
  const columns = spam ? [...COLUMNS[type], 'spam_reason'] : COLUMNS[type];
  return format === 'csv' ? toCsv(columns, rows) : `${JSON.stringify(rows, null, 2)}\n`;
}
