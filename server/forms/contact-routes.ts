// POST /api/contact: the Contact Us form. Refused unless the privacy notice's box was ticked on the
// current notice; the consent is stored with the row. Answers 201 only after the row and its two
// emails (team notification, acknowledgement) are stored by one statement; a repeat with the same
// Idempotency-Key gets the first answer again and stores and queues nothing. Spam is stored and
// flagged, answered the same way, and never notified. Past its IP's visitor e-mails for the hour,
// the message is stored and the team notified, but the sender is not acknowledged, and
// the answer is the same.
import type { FastifyPluginAsync } from 'fastify';
import contactSchema from '../../schema/api/contact.schema.json' with { type: 'json' };
import { MESSAGES } from '../../schema/api/messages.ts';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { ContactPayload } from '../../schema/api/generated/payload-types.ts';
import { requireJsonOrForm } from '../http/content-type.ts';
import { PublicError } from '../http/errors.ts';
import { idempotencyKeyHash, takeIdempotencyKey } from '../http/idempotency-key.ts';
import { CONTACT } from '../submissions/kinds.ts';
import { errorResponses, stored } from '../http/response-schemas.ts';
import { spamReason } from './spam-signals.ts';
import { textsOf } from '../http/request-language.ts';
import { formatReference } from '../submissions/reference.ts';

const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactPayload }>(
    ENDPOINTS.contact,
    {
      schema: { body: contactSchema, response: { 201: stored, ...errorResponses } },
      config: { rateLimit: {}, expects: 'json' },
      onRequest: requireJsonOrForm,
      preValidation: takeIdempotencyKey,
    },
    async (request, reply) => {
      const { name, phone, email, message, noticeVersion } = request.body;
      // The schema has checked the box was ticked; the notice must be the one the site shows now.
      const consent = app.privacyNotices.consentFor('contact', noticeVersion, new Date());
      if (!consent) throw new PublicError(400, MESSAGES.noticeChanged, 'consent');
      const input = { name, phone, email, message };
      const spam = spamReason(request.body, { freeText: [message], names: [name] });
      const acknowledge = !spam && (await app.visitorEmailAllowed(request));
      const { publicId, reference, replayed } = await app.submissions.store(CONTACT, input, {
        keyHash: idempotencyKeyHash(request),
        spamReason: spam,
        queue: acknowledge ? app.outbox.submissionQueue : app.outbox.teamQueue,
        also: [app.privacy.storedEntry(email)],
        consent,
      });
      if (!replayed && !spam) app.outbox.kick();
      return reply.code(201).send({
        success: true,
        message: textsOf(request).messages.contactStored,
        data: { id: publicId, reference: formatReference(reference) },
      });
    },
  );
};

export default contactRoutes;
