// Inviting a member, the same for an admin in the browser and `npm run staff -- invite` (which goes
// through the running server when it holds the embedded database): the member, their invitation
// e-mail (its link made at delivery) and the audit entry commit together. Without SMTP, the command
// line also asks for a link made now, to print it.
import type { Database } from '../db/database.ts';
import type { StaffRole } from '../../schema/api/staff.ts';
import { recordAudit } from './audit-store.ts';
import { createMember, memberByPublicId, type StaffMember } from './members-store.ts';
import { createSignInLink } from './sign-in-links.ts';
import { SIGN_IN_LINK_MINUTES } from '../../schema/api/staff.ts';
import { signInLinkAddress } from './staff-messages.ts';
import { queueStaffEmail } from './staff-mail-store.ts';

export interface Invitation {
  email: string;
  displayName?: string;
  role: StaffRole;
}

export interface InviteOptions {
  messageIdDomain: string;
  /** The admin inviting; undefined for the command line. */
  actor?: number;
  /** The site's address: with it, a link is made now as well and returned (printed by the command line). */
  linkFor?: string;
}

export type InviteResult = { member: StaffMember; link?: string } | 'exists';

export function inviteStaff(db: Database, invitation: Invitation, options: InviteOptions): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    const member = await createMember(tx, { ...invitation, createdBy: options.actor });
    if (member === 'exists') return 'exists';
    await queueStaffEmail(tx, member.id, 'staff-invitation', options.messageIdDomain);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'invited',
      subjectType: 'staff',
      subjectId: member.id,
      details: { role: member.role },
    });
    if (!options.linkFor) return { member };
    const token = await createSignInLink(tx, member.id, SIGN_IN_LINK_MINUTES);
    return { member, link: signInLinkAddress(options.linkFor, token) };
  });
}

/**
 * A member is sent a new sign-in link (a lost device, an expired invitation), by an admin in the
 * browser or `npm run staff -- link`: the e-mail and the audit entry commit together; with
 * `linkFor`, a link is made now as well and returned (printed by the command line).
 */
export function sendSignInLink(
  db: Database,
  publicId: string,
  options: InviteOptions,
): Promise<{ member: StaffMember; link?: string } | undefined> {
  return db.transaction(async (tx) => {
    const member = await memberByPublicId(tx, publicId);
    if (!member) return undefined;
    await queueStaffEmail(tx, member.id, 'staff-sign-in', options.messageIdDomain);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'sign-in-link-sent',
      subjectType: 'staff',
      subjectId: member.id,
    });
    if (!options.linkFor) return { member };
    const token = await createSignInLink(tx, member.id, SIGN_IN_LINK_MINUTES);
    return { member, link: signInLinkAddress(options.linkFor, token) };
  });
}
