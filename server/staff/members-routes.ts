// Staff management, for admins only (STAFF_AREAS.staff): the same code as `npm run staff`.
// GET    /api/staff/members                        every active member
// POST   /api/staff/members {email, displayName, role}   invites (e-mails a sign-in link), 201
// PATCH  /api/staff/members/:id {role}             changes the role (at once, in every session)
// DELETE /api/staff/members/:id                    removes: sessions, passkeys and links end at once
// POST   /api/staff/members/:id/sign-in-link       e-mails them a new sign-in link
// GET    /api/staff/audit?limit=                   the staff audit trail, newest first
// There is always one admin left: demoting or removing the last is a 409.
import type { FastifyPluginAsync } from 'fastify';
import type { AuditQuery, MemberInviteBody, MemberRoleBody } from '../../schema/api/generated/route-types.ts';
import auditQuerySchema from '../../schema/api/staff/audit-query.schema.json' with { type: 'json' };
import memberInviteSchema from '../../schema/api/staff/member-invite.schema.json' with { type: 'json' };
import memberRoleSchema from '../../schema/api/staff/member-role.schema.json' with { type: 'json' };
import { type AuditEntryView, STAFF_API, STAFF_AREAS, type StaffMemberView } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { isStorableAddress } from '../privacy/mailbox.ts';
import { listAudit } from './audit-store.ts';
import { signedIn } from './guard.ts';
import { inviteStaff, sendSignInLink } from './invite.ts';
import { changeRole, LAST_ADMIN_MESSAGE, listMembers, type MemberChange, removeMember } from './members-store.ts';

const admins = { staff: { roles: STAFF_AREAS.staff } };
const MEMBER = `${STAFF_API.members}/:id`;

export const MEMBER_MESSAGES = {
  unknown: 'There is no member of staff with this id (they may have been removed already).',
  lastAdmin: LAST_ADMIN_MESSAGE,
  exists: 'This address already belongs to a member of staff.',
  emailInvalid: 'Please enter their e-mail address, like name@example.org.',
};

function refused(change: Exclude<MemberChange, object>): never {
  if (change === 'last-admin') throw new PublicError(409, MEMBER_MESSAGES.lastAdmin);
  throw new PublicError(404, MEMBER_MESSAGES.unknown);
}

const membersRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const domain = app.outbox.messageIdDomain;

  app.get(STAFF_API.members, { config: admins }, async () => {
    const members: StaffMemberView[] = (await listMembers(db)).map((row) => ({
      id: row.publicId,
      email: row.email,
      displayName: row.displayName,
      role: row.role,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSignInAt: row.lastSignInAt && new Date(row.lastSignInAt).toISOString(),
      passkeys: row.passkeys,
      sessions: row.sessions,
    }));
    return { success: true, message: `${members.length} member(s) of staff.`, data: members };
  });

  app.post<{ Body: MemberInviteBody }>(
    STAFF_API.members,
    { config: admins, schema: { body: memberInviteSchema } },
    async (request, reply) => {
      const { email, displayName, role } = request.body;
      if (!isStorableAddress(email.trim())) throw new PublicError(400, MEMBER_MESSAGES.emailInvalid);
      const actor = signedIn(request).member.id;
      const result = await inviteStaff(db, { email, displayName, role }, { messageIdDomain: domain, actor });
      if (result === 'exists') throw new PublicError(409, MEMBER_MESSAGES.exists);
      app.outbox.kick();
      const { member } = result;
      return reply.code(201).send({
        success: true,
        message: `Invited ${member.email} as ${member.role}: a sign-in link is on its way to them.`,
        data: { id: member.publicId, email: member.email, displayName: member.displayName, role: member.role },
      });
    },
  );

  app.patch<{ Params: { id: string }; Body: MemberRoleBody }>(
    MEMBER,
    { config: admins, schema: { body: memberRoleSchema } },
    async (request) => {
      const { role } = request.body;
      const change = await changeRole(db, request.params.id, role, signedIn(request).member.id);
      if (typeof change === 'string') refused(change);
      const { before } = change;
      return { success: true, message: `${before.displayName || before.email} is now ${role}.` };
    },
  );

  app.delete<{ Params: { id: string } }>(MEMBER, { config: admins }, async (request) => {
    const change = await removeMember(db, request.params.id, signedIn(request).member.id);
    if (typeof change === 'string') refused(change);
    const { before } = change;
    return { success: true, message: `${before.displayName || before.email} was removed and signed out everywhere.` };
  });

  app.post<{ Params: { id: string } }>(`${MEMBER}/sign-in-link`, { config: admins }, async (request) => {
    const actor = signedIn(request).member.id;
    const sent = await sendSignInLink(db, request.params.id, { messageIdDomain: domain, actor });
    if (!sent) throw new PublicError(404, MEMBER_MESSAGES.unknown);
    app.outbox.kick();
    return { success: true, message: `A sign-in link is on its way to ${sent.member.email}.` };
  });

  app.get<{ Querystring: AuditQuery }>(
    STAFF_API.audit,
    { config: admins, schema: { querystring: auditQuerySchema } },
    async (request) => {
      const rows = await listAudit(db, { limit: Number(request.query.limit ?? 50) });
      const entries: AuditEntryView[] = rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        actor: row.actor ?? 'command line',
        action: row.action,
        subjectType: row.subjectType,
        subject: row.subjectName ?? (row.subjectId === null ? null : String(row.subjectId)),
        details: row.details,
      }));
      return { success: true, message: `${entries.length} entries.`, data: entries };
    },
  );
};

export default membersRoutes;
