// Argument parsing and output of `npm run staff` (server/cli/staff.ts), apart from the program so
// tests can call them.
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../../schema/api/staff.ts';
import type { MemberListing, StaffCommand } from '../staff/staff-commands.ts';
import { ExportError } from './export-source.ts';

export const STAFF_USAGE = `Usage:
  npm run staff -- invite EMAIL --role admin|coordinator|editor|translator|treasurer [--name "Their Name"]
      adds a member of staff and e-mails them a sign-in link (the first admin comes from here)
  npm run staff -- list                  every member: address, name, role, passkeys, last sign-in
  npm run staff -- link EMAIL            e-mails a member a new sign-in link (a lost device)
  npm run staff -- role EMAIL --role admin|coordinator|editor|translator|treasurer
  npm run staff -- remove EMAIL          ends their sessions, passkeys and links at once
Without SMTP_URL the e-mails are written to DATA_DIR/outbox/, and invite and link also print the link.
Reads DATABASE_URL (Postgres) or DATA_DIR (embedded database, default ./data) like the server.`;

function roleOf(value: string | undefined): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) {
    throw new ExportError(`--role must be ${STAFF_ROLES.join(', ')}.\n${STAFF_USAGE}`);
  }
  return value as StaffRole;
}

/** The command from the arguments; `printLink` when there is no SMTP to send the link. */
export function parseStaffCommand(argv: string[], printLink: boolean): StaffCommand {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
  });
  const [name, email, ...extra] = positionals;
  if (name === 'list' && email === undefined) return { name: 'list' };
  if (!email || extra.length > 0) throw new ExportError(STAFF_USAGE);
  if (name === 'invite') {
    return { name, email, role: roleOf(values.role), ...(values.name ? { displayName: values.name } : {}), printLink };
  }
  if (name === 'link') return { name, email, printLink };
  if (name === 'role') return { name, email, role: roleOf(values.role) };
  if (name === 'remove') return { name, email };
  throw new ExportError(STAFF_USAGE);
}

/** The members as a table for the terminal. */
export function formatMembers(members: MemberListing[]): string {
  if (members.length === 0) return 'No members of staff yet: npm run staff -- invite EMAIL --role admin\n';
  const rows = members.map((member) => [
    member.email,
    member.displayName || '-',
    member.role,
    String(member.passkeys),
    member.lastSignInAt ?? 'never',
  ]);
  const all = [['address', 'name', 'role', 'passkeys', 'last sign-in'], ...rows];
  const widths = all[0].map((_, column) => Math.max(...all.map((row) => row[column].length)));
  return `${all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}
