// Spam review, for the roles of STAFF_AREAS.spam:
// GET    /api/staff/spam?after              the flagged list, newest first, with the reasons
// POST   /api/staff/spam/:id/release        not spam: into the inbox, its e-mails queued and sent
// DELETE /api/staff/spam/:id                erased now (as every erasure: its e-mails, links, notes)
// Both actions are in the staff audit and the processing log.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SpamQuery } from '../../schema/api/generated/route-types.ts';
import spamQuerySchema from '../../schema/api/inbox/spam-query.schema.json' with { type: 'json' };
import { INBOX_API } from '../../schema/api/staff-inbox.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { signedIn } from '../staff/guard.ts';
import { type Actor, deleteSpam, releaseSpam } from './inbox-actions.ts';
import { findItem, type ItemRef } from './inbox-item-store.ts';
import { listSpam } from './spam-store.ts';

const spamRoles = { staff: { roles: STAFF_AREAS.spam } };
const SPAM_ITEM = `${INBOX_API.spam}/:id`;

export const SPAM_MESSAGES = {
  notFound: 'This item is not in spam any more: someone may have released or deleted it already.',
};

const spamRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const kinds = app.submissions.kinds;

  const actorOf = (request: FastifyRequest): Actor => ({
    id: signedIn(request).member.id,
    personHash: (email) => app.privacy.personHash(email),
  });

  async function flagged(request: FastifyRequest<{ Params: { id: string } }>): Promise<ItemRef> {
    const ref = await findItem(db, kinds, request.params.id);
    if (!ref?.spamReason) throw new PublicError(404, SPAM_MESSAGES.notFound);
    return ref;
  }

  app.get<{ Querystring: SpamQuery }>(
    INBOX_API.spam,
    { config: spamRoles, schema: { querystring: spamQuerySchema } },
    async (request) => {
      const page = await listSpam(db, kinds, request.query.after || undefined);
      return { success: true, message: `${page.total} flagged.`, data: page };
    },
  );

  app.post<{ Params: { id: string } }>(`${SPAM_ITEM}/release`, { config: spamRoles }, async (request) => {
    const ref = await flagged(request);
    const released = await releaseSpam(
      db,
      actorOf(request),
      ref,
      app.outbox.submissionQueue.messages,
      app.outbox.messageIdDomain,
    );
    if (!released) throw new PublicError(404, SPAM_MESSAGES.notFound);
    app.outbox.kick();
    return { success: true, message: 'Moved to the inbox: the e-mails it was owed are on their way.' };
  });

  app.delete<{ Params: { id: string } }>(SPAM_ITEM, { config: spamRoles }, async (request) => {
    const ref = await flagged(request);
    if (!(await deleteSpam(db, actorOf(request), ref))) throw new PublicError(404, SPAM_MESSAGES.notFound);
    return { success: true, message: 'Deleted: it is erased.' };
  });
};

export default spamRoutes;
