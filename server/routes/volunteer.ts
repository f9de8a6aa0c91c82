// POST /api/volunteer-simple: the Join Us form. The schema checks each field; the date of
// birth and the domain copy are checked here with the same function the browser uses.
import type { FastifyPluginAsync } from 'fastify';
import { checkDateOfBirth } from '../../schema/api/date-of-birth.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import { HONEYPOT_FIELD, type VolunteerApplicationPayload } from '../../schema/api/payloads.ts';
import volunteerSchema from '../../schema/api/volunteer-application.schema.json' with { type: 'json' };
import { requireJson } from '../lib/content-type.ts';
import { PublicError } from '../lib/errors.ts';
import { errorResponses, stored } from './response-schemas.ts';

export interface VolunteerRouteOptions {
  /** Today's date for the age rule; injectable so tests do not depend on the clock. */
  now?: () => Date;
}

const volunteerRoutes: FastifyPluginAsync<VolunteerRouteOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.post<{ Body: VolunteerApplicationPayload }>(
    '/api/volunteer-simple',
    {
      schema: { body: volunteerSchema, response: { 201: stored, ...errorResponses } },
      config: { rateLimit: {}, expects: 'json' },
      onRequest: requireJson,
    },
    async (request, reply) => {
      const body = request.body;
      if (body[HONEYPOT_FIELD]) return reply.code(201).send({ success: true, message: MESSAGES.volunteerStored });

      const birth = checkDateOfBirth(body.dateOfBirth, now());
      if (!birth.ok) throw new PublicError(400, birth.message);
      if (body.selectedInitiative !== undefined && body.selectedInitiative !== body.domain) {
        throw new PublicError(400, MESSAGES.initiativeMismatch);
      }

      const { id } = await app.repository.insertVolunteer({
        domain: body.domain,
        firstName: body.firstName,
        lastName: body.lastName,
        contact: body.contact,
        dateOfBirth: birth.isoDate,
        email: body.email,
        whyJoinUs: body.whyJoinUs,
        questionsForUs: body.questionsForUs ?? '',
      });
      return reply.code(201).send({ success: true, message: MESSAGES.volunteerStored, data: { id } });
    },
  );
};

export default volunteerRoutes;
