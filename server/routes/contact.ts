// POST /api/contact: the Contact Us form. Answers 201 only after the row is committed; a repeat
// with the same Idempotency-Key gets the first answer again and stores nothing.
import type { FastifyPluginAsync } from 'fastify';
import contactSchema from '../../schema/api/contact.schema.json' with { type: 'json' };
import { MESSAGES } from '../../schema/api/messages.ts';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { ContactPayload } from '../../schema/api/generated/payload-types.ts';
import { HONEYPOT_FIELD } from '../../schema/api/payloads.ts';
import { requireJsonOrForm } from '../lib/content-type.ts';
import { idempotencyKeyHash, takeIdempotencyKey } from '../lib/idempotency-key.ts';
import { errorResponses, stored } from './response-schemas.ts';

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
      const { name, phone, email, message } = request.body;
      const input = { name, phone, email, message };
      const key = idempotencyKeyHash(request);
      // A filled honeypot is a bot: the same answer a person gets (a rehearsed insert, so the
      // same timing and id shape), nothing stored.
      const { publicId } = request.body[HONEYPOT_FIELD]
        ? await app.repository.rehearseContact(input, key)
        : await app.repository.insertContact(input, key);
      return reply.code(201).send({ success: true, message: MESSAGES.contactStored, data: { id: publicId } });
    },
  );
};

export default contactRoutes;
