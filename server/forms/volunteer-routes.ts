// POST /api/volunteer-simple: the Join Us form. The schema checks each field; the date of
// birth and the domain copy are checked here with the same function the browser uses, and so
// is the age under which a parent or guardian must agree (their application waits for them).
// The row and its emails are stored by one statement (see contact.ts), spam is stored and
// flagged without emails, and a repeat with the same Idempotency-Key stores and queues nothing.
// Past its IP's visitor e-mails for the hour, nobody but the team is e-mailed: an adult's
// application is stored and notified unacknowledged, a minor's is stored without asking the guardian
// (and erased when its wait ends, as an unanswered one is); the answer is the same.
import type { FastifyPluginAsync } from 'fastify';
import { ADULT_AGE, checkDateOfBirth } from '../../schema/api/date-of-birth.ts';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { VolunteerApplicationPayload } from '../../schema/api/generated/payload-types.ts';
import { GUARDIAN_FIELDS, MESSAGES } from '../../schema/api/messages.ts';
import volunteerSchema from '../../schema/api/volunteer-application.schema.json' with { type: 'json' };
import { requireJsonOrForm } from '../http/content-type.ts';
import { PublicError } from '../http/errors.ts';

import { VOLUNTEER } from '../submissions/kinds.ts';
import type { VolunteerConsent } from '../submissions/repository.ts';
import { idempotencyKeyHash, takeIdempotencyKey } from '../http/idempotency-key.ts';
import { type SubmissionQueue, submissionQueue } from '../outbox/outbox-store.ts';
import { errorResponses, stored } from '../http/response-schemas.ts';
import { spamReason } from './spam-signals.ts';
import { textsOf } from '../http/request-language.ts';
import { fill } from '../../schema/api/templates.ts';
import { formatReference } from '../submissions/reference.ts';

export interface VolunteerRouteOptions {
  /** Today's date for the age rule; injectable so tests do not depend on the clock. */
  now?: () => Date;
}

/** An application under 18 owes one message: the guardian's request to agree (sent by the guardian flow). */
export const GUARDIAN_REQUEST_QUEUE: SubmissionQueue = submissionQueue([
  { kind: 'email', purpose: 'guardian-request' },
]);
const NOTHING_QUEUED: SubmissionQueue = submissionQueue([]);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Under ADULT_AGE a parent or guardian must agree: their three fields are required and their email
 * must not be the applicant's. An adult's guardian fields are ignored (not stored).
 */
function volunteerConsentOf(body: VolunteerApplicationPayload, age: number): VolunteerConsent {
  if (age >= ADULT_AGE) return { status: 'given' };
  const missing = GUARDIAN_FIELDS.find((field) => !body[field]);
  if (missing) throw new PublicError(400, MESSAGES.guardianNeeded, missing);
  const guardian = {
    name: body.guardianName ?? '',
    email: body.guardianEmail ?? '',
    relationship: body.guardianRelationship ?? '',
  };
  if (sameEmail(guardian.email, body.email)) throw new PublicError(400, MESSAGES.guardianEmailSame, 'guardianEmail');
  return { status: 'awaiting_guardian', guardian };
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
      const volunteerConsent = volunteerConsentOf(body, birth.age);
      // The schema has checked the box was ticked; the notice must be the one the site shows now.
      const consent = app.privacyNotices.consentFor('volunteer', body.noticeVersion, new Date());
      if (!consent) throw new PublicError(400, MESSAGES.noticeChanged, 'consent');

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
      const spam = spamReason(body, {
        freeText: [input.whyJoinUs, input.questionsForUs],
        names: [input.firstName, input.lastName, body.guardianName],
      });
      const emailVisitor = !spam && (await app.visitorEmailAllowed(request));
      const adult = volunteerConsent.status === 'given';
      const withVisitorEmail = adult ? app.outbox.submissionQueue : GUARDIAN_REQUEST_QUEUE;
      const withoutVisitorEmail = adult ? app.outbox.teamQueue : NOTHING_QUEUED;
      const { publicId, reference, replayed } = await app.submissions.store(VOLUNTEER, input, {
        keyHash: idempotencyKeyHash(request),
        spamReason: spam,
        // Nothing reaches the team before a guardian agrees: a minor's application queues only the request.
        queue: emailVisitor ? withVisitorEmail : withoutVisitorEmail,
        also: [app.privacy.storedEntry(input.email)],
        consent,
        volunteerConsent,
      });
      if (!replayed && !spam) app.outbox.kick();
      // An applicant under 18 is told it waits for their parent or guardian, not that it was received
      // (the acknowledgement follows the guardian's confirmation).
      const texts = textsOf(request);
      const days = app.privacy.config.retention.awaitingGuardianDays;
      const message = adult ? texts.messages.volunteerStored : fill(texts.guardian.sentText, { days });
      const data = {
        id: publicId,
        reference: formatReference(reference),
        ...(adult ? {} : { awaitingGuardian: true }),
      };
      return reply.code(201).send({ success: true, message, data });
    },
  );
};

export default volunteerRoutes;
