// POST /api/volunteer-simple: the Join Us form. The schema checks each field; the date of
// birth and the domain copy are checked here with the same function the browser uses.
// The row and its emails are stored by one statement (see contact.ts), spam is stored and
// flagged without emails, and a repeat with the same Idempotency-Key stores and queues nothing.
import type { FastifyPluginAsync } from 'fastify';
import { checkDateOfBirth } from '../../schema/api/date-of-birth.ts';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { VolunteerApplicationPayload } from '../../schema/api/generated/payload-types.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import volunteerSchema from '../../schema/api/volunteer-application.schema.json' with { type: 'json' };
import { requireJsonOrForm } from '../lib/content-type.ts';
import { PublicError } from '../lib/errors.ts';
import { idempotencyKeyHash, takeIdempotencyKey } from '../lib/idempotency-key.ts';
import { errorResponses, stored } from './response-schemas.ts';
import { spamReason } from './spam-signals.ts';

export interface VolunteerRouteOptions {
  /** Today's date for the age rule; injectable so tests do not depend on the clock. */
  now?: () => Date;
}

const volunteerRoutes: FastifyPluginAsync<VolunteerRouteOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.post<{ Body: VolunteerApplicationPayload }>(
    ENDPOINTS.volunteer,
    {
      schema: { body: volunteerSchema, response: { 201: stored, ...errorResponses } },
      config: { rateLimit: {}, expects: 'json' },
      onRequest: requireJsonOrForm,
      preValidation: takeIdempotencyKey,
    },
    async (request, reply) => {
      const body = request.body;
      const birth = checkDateOfBirth(body.dateOfBirth, now());
      if (!birth.ok) throw new PublicError(400, birth.message, 'dateOfBirth');
      if (body.selectedInitiative !== undefined && body.selectedInitiative !== body.domain) {
        throw new PublicError(400, MESSAGES.initiativeMismatch);
      }

      const input = {
        domain: body.domain,
        firstName: body.firstName,
        lastName: body.lastName,
        contact: body.contact,
        dateOfBirth: birth.isoDate,
        email: body.email,
        whyJoinUs: body.whyJoinUs,
        questionsForUs: body.questionsForUs ?? '',
      };
      // Spam is judged last, so a bot is refused by the same rules as a person and, once it
      // passes them, gets the same answer.
      const spam = spamReason(body, [input.whyJoinUs, input.questionsForUs]);
      const { publicId, replayed } = await app.repository.insertVolunteer(input, {
        keyHash: idempotencyKeyHash(request),
        spamReason: spam,
        queue: app.outbox.submissionQueue,
      });
      if (!replayed && !spam) app.outbox.kick();
      return reply.code(201).send({ success: true, message: MESSAGES.volunteerStored, data: { id: publicId } });
    },
  );
};

export default volunteerRoutes;
