// Replying to an inbox item, for the roles of STAFF_AREAS.inbox (coordinators and admins; editors 403):
// POST /api/staff/inbox/items/:id/reply {text}     her words e-mailed through the outbox in the sender's
//                                                 language (staff-reply.ts): in progress when new, in the history
// POST /api/staff/inbox/items/:id/reply/whatsapp   "Reply on WhatsApp" chosen: in progress when new, logged
// The item's page shows the reply's frame (replyOf) with the item (inbox-routes.ts).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ItemReplyBody } from '../../schema/api/generated/route-types.ts';
import itemReplySchema from '../../schema/api/inbox/item-reply.schema.json' with { type: 'json' };
import { INBOX_API, type ReplyFrame } from '../../schema/api/staff-inbox.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { teamEmailsFor } from '../site-content/notification-settings.ts';
import { signedIn } from '../staff/guard.ts';
import { type Actor, replyToItem, whatsappChosen } from './inbox-actions.ts';
import { findItem, type ItemRef } from './inbox-item-store.ts';
import { replyTargetOf } from './reply-store.ts';
import { type ReplyFacts, replyEmail, replyFrame, whatsappLink } from './staff-reply.ts';

const inboxRoles = { staff: { roles: STAFF_AREAS.inbox } };
const REPLY = `${INBOX_API.list}/items/:id/reply`;

export const REPLY_MESSAGES = {
  notFound: 'There is no such item: it may have been erased, or it is waiting for a parent or guardian to agree.',
  empty: 'Please write the reply.',
  noWhatsapp: 'The sender gave no Indian mobile number: reply by e-mail.',
};

/** Who a reply goes to and in which language, and what frames her words; the member signs it. */
export async function replyOf(
  app: FastifyInstance,
  member: { displayName: string; email: string },
  ref: ItemRef,
): Promise<{ facts: ReplyFacts; sender: string; frame: ReplyFrame }> {
  const target = await replyTargetOf(app.database, ref);
  const settings = app.outbox.settings;
  const facts: ReplyFacts = {
    ...target,
    organisation: settings.organisation,
    teamEmails: teamEmailsFor(settings, target.type),
  };
  const sender = member.displayName || member.email;
  const frame: ReplyFrame = {
    to: facts.to,
    language: facts.language,
    ...replyFrame(facts, sender),
    whatsapp: target.phone ? whatsappLink(target.phone, facts) : null,
  };
  return { facts, sender, frame };
}

const inProgressSaid = (changed: boolean, said: string) => (changed ? `Marked In progress. ${said}` : said);

const replyRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;

  async function itemOf(request: FastifyRequest<{ Params: { id: string } }>): Promise<ItemRef> {
    const ref = await findItem(db, app.submissions.kinds, request.params.id);
    if (!ref) throw new PublicError(404, REPLY_MESSAGES.notFound);
    return ref;
  }

  const actorOf = (request: FastifyRequest): Actor => ({
    id: signedIn(request).member.id,
    personHash: (email) => app.privacy.personHash(email),
  });

  app.post<{ Params: { id: string }; Body: ItemReplyBody }>(
    REPLY,
    { config: inboxRoles, schema: { body: itemReplySchema } },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) throw new PublicError(400, REPLY_MESSAGES.empty);
      const ref = await itemOf(request);
      const { facts, sender } = await replyOf(app, signedIn(request).member, ref);
      const payload = replyEmail(facts, sender, text);
      const queued = { payload, language: facts.language, messageIdDomain: app.outbox.messageIdDomain };
      const changed = await replyToItem(db, actorOf(request), ref, queued);
      app.outbox.kick();
      const said = `Your reply is on its way to ${facts.to.join(' and ')}; the history shows when it is sent.`;
      return reply.code(201).send({ success: true, message: inProgressSaid(changed, said) });
    },
  );

  app.post<{ Params: { id: string } }>(`${REPLY}/whatsapp`, { config: inboxRoles }, async (request) => {
    const ref = await itemOf(request);
    const { frame } = await replyOf(app, signedIn(request).member, ref);
    if (!frame.whatsapp) throw new PublicError(400, REPLY_MESSAGES.noWhatsapp);
    const changed = await whatsappChosen(db, actorOf(request), ref);
    return { success: true, message: inProgressSaid(changed, 'WhatsApp opens the chat with the sender.') };
  });
};

export default replyRoutes;
