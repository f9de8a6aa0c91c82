// `npm run edit` signs its developer in as a local admin without a passkey: at every start the local database
// (never a site's: the command refuses production and any address but this computer's) gets its one member,
// made once by the invitation code of `npm run staff -- invite` and an admin again if someone changed that, and
// a sign-in link made now by the code of `npm run staff -- link` (sendSignInLink), which the command prints.
// The link works once, for SIGN_IN_LINK_MINUTES; its e-mail goes to a file in DATA_DIR/outbox (no SMTP there).
import type { Database } from '../db/database.ts';
import { inviteStaff, sendSignInLink } from './invite.ts';
import { changeRole, memberByEmail } from './members-store.ts';

/** The local admin: an address under .invalid, a name no mail server will ever deliver to. */
export const LOCAL_ADMIN = { email: 'developer@npm-run-edit.invalid', displayName: 'Developer (npm run edit)' };

export interface LocalAdminOptions {
  /** The address the server answers at (http://127.0.0.1:5180): the link is made for it. */
  siteUrl: string;
  messageIdDomain: string;
  /** The organisation's name, for its e-mail (written now, with the link printed). */
  organisation: string;
}

/** A one-time sign-in link of the local admin, made now. */
export async function localAdminLink(db: Database, options: LocalAdminOptions): Promise<string> {
  const link = {
    messageIdDomain: options.messageIdDomain,
    linkFor: { siteUrl: options.siteUrl, organisation: options.organisation },
  };
  const existing = await memberByEmail(db, LOCAL_ADMIN.email);
  if (!existing) {
    const invited = await inviteStaff(db, { ...LOCAL_ADMIN, role: 'admin' }, link);
    if (invited !== 'exists' && invited.link) return invited.link;
    throw new Error('the local admin could not be made');
  }
  if (existing.role !== 'admin') await changeRole(db, existing.publicId, 'admin');
  const sent = await sendSignInLink(db, existing.publicId, link);
  if (!sent?.link) throw new Error('no sign-in link could be made for the local admin');
  return sent.link;
}
