// `npm run staff -- ...`: the same code as the staff pages, keyed by address instead of id. Runs on
// an open database: the command's own (Postgres, or the embedded one when no server holds it) or
// the running server's, through its loopback admin route (server/admin/admin-staff-routes.ts).
// Without SMTP the command also asks for the link now, to print it; the e-mail (a file then) has the same.
import type { Database } from '../db/database.ts';
import { isStorableAddress } from '../privacy/mailbox.ts';
import { SIGN_IN_LINK_MINUTES, STAFF_ROLES, type StaffRole } from '../../schema/api/staff.ts';
import { inviteStaff, sendSignInLink } from './invite.ts';
import { changeRole, LAST_ADMIN_MESSAGE, listMembers, memberByEmail, removeMember } from './members-store.ts';

export type StaffCommand =
  | { name: 'list' }
  | { name: 'invite'; email: string; role: StaffRole; displayName?: string; printLink?: boolean }
  | { name: 'link'; email: string; printLink?: boolean }
  | { name: 'role'; email: string; role: StaffRole }
  | { name: 'remove'; email: string };

export interface CommandContext {
  messageIdDomain: string;
  /** The site's address, for a printed link. */
  siteUrl: string;
  /** The organisation's name, for the e-mail written now with a printed link. */
  organisation: string;
}

export interface MemberListing {
  email: string;
  displayName: string;
  role: StaffRole;
  passkeys: number;
  lastSignInAt: string | null;
}

export interface CommandResult {
  ok: boolean;
  /** One sentence for the person at the terminal. */
  message: string;
  /** A sign-in link made now (printed when there is no SMTP). */
  link?: string;
  members?: MemberListing[];
}

const refused = (message: string): CommandResult => ({ ok: false, message });

export async function runStaffCommand(
  db: Database,
  command: StaffCommand,
  context: CommandContext,
): Promise<CommandResult> {
  if (command.name === 'list') {
    const members = (await listMembers(db)).map((row) => ({
      email: row.email,
      displayName: row.displayName,
      role: row.role,
      passkeys: row.passkeys,
      lastSignInAt: row.lastSignInAt && new Date(row.lastSignInAt).toISOString(),
    }));
    return { ok: true, message: `${members.length} member(s) of staff.`, members };
  }
  if (!isStorableAddress(command.email.trim())) return refused(`"${command.email}" is not an e-mail address.`);
  if ('role' in command && !STAFF_ROLES.includes(command.role)) {
    return refused(`The role must be ${STAFF_ROLES.join(', ')}.`);
  }
  const linkFor =
    'printLink' in command && command.printLink
      ? { siteUrl: context.siteUrl, organisation: context.organisation }
      : undefined;
  if (command.name === 'invite') {
    const { email, role, displayName } = command;
    const result = await inviteStaff(
      db,
      { email, role, displayName },
      { messageIdDomain: context.messageIdDomain, linkFor },
    );
    if (result === 'exists') return refused(`${email} is a member of staff already (npm run staff -- list).`);
    const sent = `Invited ${result.member.email} as ${role}; their invitation e-mail has a sign-in link (once, ${SIGN_IN_LINK_MINUTES} minutes).`;
    return { ok: true, message: sent, link: result.link };
  }
  const member = await memberByEmail(db, command.email);
  if (!member) return refused(`${command.email} is not a member of staff (npm run staff -- list).`);
  if (command.name === 'link') {
    const sent = await sendSignInLink(db, member.publicId, { messageIdDomain: context.messageIdDomain, linkFor });
    if (!sent) return refused(`${command.email} is not a member of staff.`);
    return { ok: true, message: `A sign-in link is on its way to ${member.email}.`, link: sent.link };
  }
  const change =
    command.name === 'role'
      ? await changeRole(db, member.publicId, command.role)
      : await removeMember(db, member.publicId);
  if (change === 'last-admin') return refused(LAST_ADMIN_MESSAGE);
  if (change === 'unknown') return refused(`${command.email} is not a member of staff.`);
  return {
    ok: true,
    message:
      command.name === 'role'
        ? `${member.email} is now ${command.role}.`
        : `${member.email} was removed: their sessions, passkeys and links ended.`,
  };
}
