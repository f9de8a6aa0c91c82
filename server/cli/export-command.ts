// Argument parsing and output formatting of the staff export (server/cli/submissions.ts).
// Kept apart from the program so tests can call them.
import { parseArgs } from 'node:util';
import { kindOf, recordColumns, SUBMISSION_KINDS, type SubmissionKind } from '../submissions/kinds.ts';
import { submissionNameOf } from '../submissions/reference.ts';
import type { ErasedItem, StaffErasure } from '../privacy/staff-erase.ts';
import type { ExportRow, SubmissionType } from '../submissions/repository.ts';
import { toCsv } from './csv.ts';
import { ExportError } from './export-source.ts';

export const USAGE = `Usage:
  npm run submissions -- export --type contact|volunteer --format csv|json [--since YYYY-MM-DD] [--spam]
      (--spam: only the submissions flagged as spam, with the reason; they are left out otherwise)
  npm run submissions -- outbox        pending, sent and failed emails: status, attempts, last error
  npm run submissions -- purge-spam    the purge's spam rule alone: flagged spam past RETENTION_SPAM_DAYS (30), audited
  npm run submissions -- purge [--dry-run]
      erase everything past its retention now (the server does it daily); --dry-run only counts
  npm run submissions -- erase --email name@example.org | --phone "98765 43210" | --id K7M2-9QXD [--dry-run]
      erase everything under an address or a phone number, or one submission (its reference, or the
      public id of an export), with its queued emails (audited); --dry-run lists what would go
Reads DATABASE_URL (Postgres) or DATA_DIR (embedded database, default ./data) like the server.`;

// Fixed column order, so a CSV with no rows still has its header. `id` is the internal key staff
// have always seen; `public_id` is the one the sender was given; then the kind's fields, then (last,
// so existing sheets keep their columns) the reference, the consent record and
// the guardian (kinds.ts recordColumns).
export const columnsOf = (kind: SubmissionKind): readonly string[] => [
  'id',
  'public_id',
  'created_at',
  ...kind.fields.map((field) => field.column),
  ...recordColumns(kind).map((column) => column.column),
];

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
  if (!SUBMISSION_KINDS.some((kind) => kind.type === type))
    throw new ExportError(`--type must be ${SUBMISSION_KINDS.map((kind) => kind.type).join(' or ')}.\n${USAGE}`);
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
  | { name: 'erase'; target: StaffErasure };

function parseErase(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      id: { type: 'string' },
      phone: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) throw new ExportError(USAGE);
  const given = [values.email, values.id, values.phone].filter((value) => value !== undefined);
  if (given.length !== 1) throw new ExportError(`erase needs exactly one of --email, --phone or --id.\n${USAGE}`);
  const dryRun = values['dry-run'] ? { dryRun: true } : {};
  if (values.email !== undefined) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw new ExportError('--email must be an email address.');
    return { name: 'erase', target: { email: values.email, ...dryRun } };
  }
  if (values.phone !== undefined) {
    const digits = values.phone.replace(/[^0-9]/g, '');
    if (digits.length < 7 || digits.length > 15 || /[^0-9\s()+.-]/.test(values.phone)) {
      throw new ExportError('--phone must be a phone number of 7 to 15 digits, like "+91 98765 43210".');
    }
    return { name: 'erase', target: { phone: values.phone, ...dryRun } };
  }
  const id = values.id ?? '';
  if (!submissionNameOf(id)) {
    throw new ExportError(
      '--id must be the reference the person was given (like K7M2-9QXD, on their acknowledgement and on Your data) or the public id of an export.',
    );
  }
  return { name: 'erase', target: { id, ...dryRun } };
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

export function formatRows(
  type: SubmissionType,
  format: 'csv' | 'json',
  rows: ExportRow[],
  spam = false,
  kinds: readonly SubmissionKind[] = SUBMISSION_KINDS,
): string {
  const own = columnsOf(kindOf(kinds, type));
  const columns = spam ? [...own, 'spam_reason'] : own;
  return format === 'csv' ? toCsv(columns, rows) : `${JSON.stringify(rows, null, 2)}\n`;
}

/** What an erasure took (or would take), one line each: reference, date, kind, whose. */
export function formatErasedItems(items: readonly ErasedItem[]): string {
  return items
    .map((item) => {
      const whose = item.awaitingGuardian
        ? 'waiting for a parent or guardian (nothing more is shown until they confirm)'
        : `${item.who}${item.asGuardian ? " (the address is their guardian's)" : ''}`;
      return `${item.reference}  ${item.createdAt.slice(0, 10)}  ${item.type}  ${whose}\n`;
    })
    .join('');
}
