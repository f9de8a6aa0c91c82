// The Donate form's two steps, with or without JavaScript (a plain post is answered with pages by the
// plain-forms plugin and donations-plugin.ts):
// POST /api/donations/pledge  { amount, otherAmount?, purpose } -> 201 how to pay (pledge-payment.ts)
// POST /api/donations         what the donor tells us after paying -> 201 { id, reference }, her e-mail and
//                              the team's (donation-team-email.ts) queued
// Without "I am an Indian citizen" the second step is refused before anything is stored, with why in the
// page's language: with an FCRA registration in the payment settings, the separate account foreign gifts
// go to (refuseForeignGift); without one, the schema's refusal (FIELD_REFUSALS.citizen). Spam and a transaction reference already given are
// stored and flagged (spam_reason, duplicate_of), never dropped: the treasurer decides.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import donationSchema from '../../schema/api/donation.schema.json' with { type: 'json' };
import pledgeSchema from '../../schema/api/donation-pledge.schema.json' with { type: 'json' };
import {
  type DONATION_MESSAGES,
  donationProblems,
  foreignContributionRefusal,
  normalisedIdNumber,
  paidOnIso,
  pledgeRupees,
} from '../../schema/api/donation-rules.ts';
import { ENDPOINTS } from '../../schema/api/endpoints.ts';
import type { DonationPayload, DonationPledgePayload } from '../../schema/api/generated/payload-types.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import { requireJsonOrForm } from '../http/content-type.ts';
import { PublicError } from '../http/errors.ts';
import { idempotencyKeyHash, takeIdempotencyKey } from '../http/idempotency-key.ts';
import { languageOf, textsOf } from '../http/request-language.ts';
import { errorResponses, stored } from '../http/response-schemas.ts';
import { spamReason } from '../forms/spam-signals.ts';
import { DONATION } from '../submissions/kinds.ts';
import { formatReference, parseReference } from '../submissions/reference.ts';
import { donationQueue } from './donation-email.ts';
import { earlierDonationWith } from './donations-store.ts';
import { storedId } from './id-number.ts';
import { pledgeAnswer } from './pledge-answer.ts';
import { donationConfirmation, pledgePayment } from './pledge-payment.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { findPledge, storePledge } from './pledges-store.ts';

export interface DonationRouteOptions {
  now?: () => Date;
}

/** A refusal of one of the donation rules (donation-rules.ts), with its field. */
const refuse = (key: keyof typeof DONATION_MESSAGES, field: string): never => {
  throw new PublicError(400, MESSAGES[key], field);
};

/**
 * A donor who has not ticked "I am an Indian citizen", when the foundation has an FCRA registration: told,
 * before the schema's checks, that foreign contributions go only to the FCRA account, and shown it.
 */
async function refuseForeignGift(request: FastifyRequest<{ Body: DonationPayload }>): Promise<void> {
  const body = request.body as Partial<DonationPayload> | undefined;
  // A body that is no form at all is the schema's to refuse.
  if (!body || typeof body !== 'object' || body.citizen === 'yes') return;
  const { values } = await readPaymentSettings(request.server.database);
  if (!values.fcraRegistration) return;
  const fcra = { registration: values.fcraRegistration, account: values.fcraAccount };
  throw new PublicError(400, foreignContributionRefusal(FORM_TEXTS[languageOf(request)].messages, fcra), 'citizen');
}

const donationRoutes: FastifyPluginAsync<DonationRouteOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.post<{ Body: DonationPledgePayload }>(
    ENDPOINTS.donationPledge,
    {
      schema: { body: pledgeSchema, response: { 201: pledgeAnswer, ...errorResponses } },
      config: { rateLimit: {}, expects: 'json' },
      onRequest: requireJsonOrForm,
      preValidation: takeIdempotencyKey,
    },
    async (request, reply) => {
      const { amount, otherAmount, purpose } = request.body;
      const amountRupees = pledgeRupees(amount, otherAmount ?? '');
      if (amountRupees === undefined) refuse('amountInvalid', amount === 'other' ? 'otherAmount' : 'amount');
      const language = languageOf(request);
      const spam = spamReason(request.body, { freeText: [], names: [] });
      const row = await storePledge(
        app.database,
        { amountRupees: amountRupees as number, purpose, language, spamReason: spam },
        idempotencyKeyHash(request),
      );
      const settings = await readPaymentSettings(app.database);
      const pledge = { reference: row.reference, amountRupees: amountRupees as number, purpose, language };
      const data = await pledgePayment(pledge, settings, language, app.outbox.settings.organisation);
      return reply.code(201).send({ success: true, message: textsOf(request).messages.donationPledged, data });
    },
  );

  app.post<{ Body: DonationPayload }>(
    ENDPOINTS.donation,
    {
      schema: { body: donationSchema, response: { 201: stored, ...errorResponses } },
      config: { rateLimit: {}, expects: 'json' },
      onRequest: requireJsonOrForm,
      preValidation: [takeIdempotencyKey, refuseForeignGift],
    },
    async (request, reply) => {
      const body = request.body;
      const problems = donationProblems(body, now());
      for (const field of ['idNumber', 'paidOn', 'transactionRef'] as const) {
        const problem = problems[field];
        if (problem) refuse(problem, field);
      }
      const reference = parseReference(body.pledge);
      const pledge = reference ? await findPledge(app.database, reference) : undefined;
      if (!pledge) return refuse('pledgeUnknown', 'pledge');
      // The schema has checked the box was ticked; the notice must be the one the site shows now.
      const consent = app.privacyNotices.consentFor('donation', body.noticeVersion, new Date());
      if (!consent) throw new PublicError(400, MESSAGES.noticeChanged, 'consent');

      const idNumber = normalisedIdNumber(body.idType, body.idNumber ?? '');
      const id = storedId(app.privacy.config.hashKey, body.idType, idNumber);
      const transactionRef = body.transactionRef.replace(/\s/g, body.mode === 'upi' ? '' : ' ');
      const duplicateOf = await earlierDonationWith(app.database, transactionRef);
      const input = {
        pledge: pledge.reference,
        amount: pledge.amountRupees,
        purpose: pledge.purpose,
        name: body.name,
        email: body.email,
        phone: body.phone,
        address: body.address,
        idType: body.idType,
        idNumber: id.shown,
        paidOn: paidOnIso(body.paidOn, now()),
        mode: body.mode,
        transactionRef,
      };
      const spam = spamReason(body, { freeText: [body.address], names: [body.name] });
      const emailDonor = !spam && (await app.visitorEmailAllowed(request));
      const {
        publicId,
        reference: stored,
        replayed,
      } = await app.submissions.store(DONATION, input, {
        keyHash: idempotencyKeyHash(request),
        spamReason: spam,
        queue: donationQueue(emailDonor),
        also: [app.privacy.storedEntry(body.email)],
        consent,
        extra: [
          { column: 'id_number_encrypted', value: id.encrypted },
          { column: 'duplicate_of', value: duplicateOf },
        ],
      });
      if (!replayed && !spam) app.outbox.kick();
      const { values } = await readPaymentSettings(app.database);
      // The donor knows her gift by the pledge's reference: the one her payment quoted.
      const message = donationConfirmation(languageOf(request), {
        reference: pledge.reference,
        receiptDays: Number(values.receiptDays) || 7,
        withId: body.idType !== 'none',
      });
      return reply
        .code(201)
        .send({ success: true, message, data: { id: publicId, reference: formatReference(stored) } });
    },
  );
};

export default donationRoutes;
