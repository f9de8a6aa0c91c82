// Inviting a member, the same for an admin in the browser and `npm run staff -- invite` (which goes
// through the running server when it holds the embedded database): the member, their invitation
// e-mail (its link made at delivery) and the audit entry commit together. Without SMTP, the command
// line asks for the link now, to print it: the e-mail is then written now with that same link (one
// link, printed and sent; using it ends the member's other links anyway).
import type { Database, Queryable } from '../db/database.ts';
import type { StaffRole } from '../../schema/api/staff.ts';
import { recordAudit } from './audit-store.ts';
import { createMember, memberByPublicId, type StaffMember } from './members-store.ts';
import { createSignInLink } from './sign-in-links.ts';
import { SIGN_IN_LINK_MINUTES } from '../../schema/api/staff.ts';
import { signInLinkAddress, staffEmail } from './staff-messages.ts';
import { queueStaffEmail, type StaffMailPurpose } from './staff-mail-store.ts';

export interface Invitation {
  email: string;
  displayName?: string;
  role: StaffRole;
}

export interface InviteOptions {
  messageIdDomain: string;
  /** The admin inviting; undefined for the command line. */
  actor?: number;
  /**
   * With it, the link is made now, returned (printed by the command line) and written into the e-mail:
   * the site's address and the organisation's name the e-mail gives.
   */
  linkFor?: { siteUrl: string; organisation: string };
}

/** The e-mail queued: made at delivery, or now with the link returned when `linkFor` asks for it. */
async function queueWithLink(
  tx: Queryable,
  member: StaffMember,
  purpose: StaffMailPurpose,
  options: InviteOptions,
): Promise<string | undefined> {
  if (!options.linkFor) {
    await queueStaffEmail(tx, member.id, purpose, options.messageIdDomain);
    return undefined;
  }
  const token = await createSignInLink(tx, member.id, SIGN_IN_LINK_MINUTES);
  const payload = staffEmail(purpose, member, token, options.linkFor);
  await queueStaffEmail(tx, member.id, purpose, options.messageIdDomain, payload);
  return signInLinkAddress(options.linkFor.siteUrl, token);
}

export type InviteResult = { member: StaffMember; link?: string } | 'exists';

export function inviteStaff(db: Database, invitation: Invitation, options: InviteOptions): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    const member = await createMember(tx, { ...invitation, createdBy: options.actor });
    if (member === 'exists') return 'exists';
    const link = await queueWithLink(tx, member, 'staff-invitation', options);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'invited',
      subjectType: 'staff',
      subjectId: member.id,
      details: { role: member.role },
    });
    return link ? { member, link } : { member };
  });
}

/**
 * A member is sent a new sign-in link (a lost device, an expired invitation), by an admin in the
 * browser or `npm run staff -- link`: the e-mail and the audit entry commit together; with
 * `linkFor`, the link is made now, returned (printed by the command line) and the one e-mailed.
 */
export function sendSignInLink(
  db: Database,
  publicId: string,
  options: InviteOptions,
): Promise<{ member: StaffMember; link?: string } | undefined> {
  return db.transaction(async (tx) => {
    const member = await memberByPublicId(tx, publicId);
    if (!member) return undefined;
    const link = await queueWithLink(tx, member, 'staff-sign-in', options);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'sign-in-link-sent',
      subjectType: 'staff',
      subjectId: member.id,
    });
    return link ? { member, link } : { member };
  });
}
