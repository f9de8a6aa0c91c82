// POST /api/contact: the Contact Us form. Answers 201 only after the row is committed.
import type { FastifyPluginAsync } from 'fastify';
import contactSchema from '../../schema/api/contact.schema.json' with { type: 'json' };
import { MESSAGES } from '../../schema/api/messages.ts';
import { HONEYPOT_FIELD, type ContactPayload } from '../../schema/api/payloads.ts';
import { requireJson } from '../lib/content-type.ts';
import { errorResponses, stored } from './response-schemas.ts';

const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactPayload }>(
    '/api/contact',
    {
      schema: { body: contactSchema, response: { 201: stored, ...errorResponses } },
      config: { rateLimit: {}, expects: 'json' },
      onRequest: requireJson,
    },
    async (request, reply) => {
      const { name, phone, email, message } = request.body;
      // A filled honeypot is a bot: same answer as a person gets, nothing stored.
      if (request.body[HONEYPOT_FIELD]) return reply.code(201).send({ success: true, message: MESSAGES.contactStored });

      const { id } = await app.repository.insertContact({ name, phone, email, message });
      return reply.code(201).send({ success: true, message: MESSAGES.contactStored, data: { id } });
    },
  );
};

export default contactRoutes;
