// The staff area's Donations. Reading is for STAFF_AREAS.donations (admins, treasurers, coordinators);
// marking the money and cancelling a receipt for STAFF_AREAS.donationMoney (admins and treasurers). The
// staff guard refuses every other role with 403 before a body is read (editors, translators).
// GET  /api/staff/donations?money&purpose&language&from&to&q&after   a page of 50, newest first
// GET  /api/staff/donations/:id                     one donation and its receipts (logged as viewed by staff)
// POST /api/staff/donations/:id/received {creditedOn, bankReference}   receipt numbered, made, e-mailed
// POST /api/staff/donations/:id/not-received {reason}                   the donor told kindly
// POST /api/staff/donations/:id/receipt/cancel {reason, creditedOn?, bankReference?}   cancelled, new one issued
// GET  /api/staff/donations/:id/receipts/:receiptId/pdf                 a receipt as issued
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  DonationsQuery,
  MoneyNotReceivedBody,
  MoneyReceivedBody,
  ReceiptCancelBody,
} from '../../schema/api/generated/route-types.ts';
import { DONATIONS_API, type DonationsFilter } from '../../schema/api/staff-donations.ts';
import donationsQuerySchema from '../../schema/api/staff/donations-query.schema.json' with { type: 'json' };
import moneyNotReceivedSchema from '../../schema/api/staff/money-not-received.schema.json' with { type: 'json' };
import moneyReceivedSchema from '../../schema/api/staff/money-received.schema.json' with { type: 'json' };
import receiptCancelSchema from '../../schema/api/staff/receipt-cancel.schema.json' with { type: 'json' };
import { mayUse, STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { INBOX_MESSAGES } from '../inbox/inbox-routes.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { signedIn } from '../staff/guard.ts';
import { listDonations, readDonation, receiptPdfOf } from './donation-list.ts';
import { cancelReceipt, MONEY_MESSAGES, type MoneyActor, markNotReceived, markReceived } from './receipt-store.ts';

const readers = { staff: { roles: STAFF_AREAS.donations } };
const handlers = { staff: { roles: STAFF_AREAS.donationMoney } };
const ONE = `${DONATIONS_API.list}/:id`;

const isRealDate = (text: string) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

function filterOf(query: DonationsQuery): DonationsFilter {
  const filter: DonationsFilter = {};
  for (const key of ['purpose', 'from', 'to', 'q'] as const) {
    const value = query[key]?.trim();
    if (value) filter[key] = value;
  }
  if (query.money) filter.money = query.money;
  if (query.language) filter.language = query.language;
  for (const date of [filter.from, filter.to])
    if (date && !isRealDate(date)) throw new PublicError(400, INBOX_MESSAGES.date);
  return filter;
}

export interface StaffDonationRoutesOptions {
  now?: () => Date;
}

const staffDonationRoutes: FastifyPluginAsync<StaffDonationRoutesOptions> = async (app, options) => {
  const db = app.database;
  const now = options.now ?? (() => new Date());
  const centreNames = () => app.outbox.settings.centreNames;
  const actorOf = (request: FastifyRequest): MoneyActor => ({
    id: signedIn(request).member.id,
    personHash: (email) => app.privacy.personHash(email),
  });
  const context = () => ({
    organisation: app.outbox.settings.organisation,
    messageIdDomain: app.outbox.messageIdDomain,
    centreNames: centreNames(),
    now: now(),
  });

  app.get<{ Querystring: DonationsQuery }>(
    DONATIONS_API.list,
    { config: readers, schema: { querystring: donationsQuerySchema } },
    async (request) => {
      const page = await listDonations(db, filterOf(request.query), {
        after: request.query.after || undefined,
        centreNames: centreNames(),
      });
      return { success: true, message: `${page.total} donation(s).`, data: page };
    },
  );

  app.get<{ Params: { id: string } }>(ONE, { config: readers }, async (request) => {
    const member = signedIn(request).member;
    const found = await readDonation(db, request.params.id, {
      centreNames: centreNames(),
      mayHandle: mayUse(member.role, 'donationMoney'),
    });
    if (!found) throw new PublicError(404, MONEY_MESSAGES.notFound);
    const { rowId: _rowId, ...donation } = found;
    await logProcessing(db, {
      action: 'viewed-by-staff',
      person: app.privacy.personHash(donation.email),
      submissionType: 'donation',
      staff: member.id,
    });
    return { success: true, message: `Donation ${donation.reference}.`, data: donation };
  });

  /** What the treasurer is told of the receipt's e-mail; a PDF that could not be made is logged, without the donor. */
  const sentOrLater = (pdfError: unknown) => {
    if (!pdfError) return 'is being e-mailed to the donor.';
    app.log.error({ err: pdfError }, 'a receipt PDF could not be made');
    return 'is numbered, but its PDF could not be made yet: it is made and e-mailed to the donor when the next receipt is issued or the server restarts.';
  };

  app.post<{ Params: { id: string }; Body: MoneyReceivedBody }>(
    `${ONE}/received`,
    { config: handlers, schema: { body: moneyReceivedSchema } },
    async (request, reply) => {
      const receipt = await markReceived(db, request.params.id, request.body, actorOf(request), context());
      app.outbox.kick();
      return reply.code(201).send({
        success: true,
        message: `Marked received. Receipt ${receipt.number} ${sentOrLater(receipt.pdfError)}`,
        data: { id: String(receipt.id), number: receipt.number },
      });
    },
  );

  app.post<{ Params: { id: string }; Body: MoneyNotReceivedBody }>(
    `${ONE}/not-received`,
    { config: handlers, schema: { body: moneyNotReceivedSchema } },
    async (request) => {
      await markNotReceived(db, request.params.id, request.body.reason, actorOf(request), context());
      app.outbox.kick();
      return { success: true, message: 'Marked not received. The donor is being e-mailed, in her language.' };
    },
  );

  app.post<{ Params: { id: string }; Body: ReceiptCancelBody }>(
    `${ONE}/receipt/cancel`,
    { config: handlers, schema: { body: receiptCancelSchema } },
    async (request, reply) => {
      const receipt = await cancelReceipt(db, request.params.id, request.body, actorOf(request), context());
      app.outbox.kick();
      return reply.code(201).send({
        success: true,
        message: `Receipt ${receipt.cancelled} is cancelled. Receipt ${receipt.number} replaces it and ${sentOrLater(receipt.pdfError)}`,
        data: { id: String(receipt.id), number: receipt.number },
      });
    },
  );

  app.get<{ Params: { id: string; receiptId: string } }>(
    `${ONE}/receipts/:receiptId/pdf`,
    { config: readers },
    async (request, reply) => {
      const found = await receiptPdfOf(db, request.params.id, request.params.receiptId);
      if (!found) throw new PublicError(404, 'There is no such receipt.');
      const member = signedIn(request).member;
      await logProcessing(db, {
        action: 'viewed-by-staff',
        person: app.privacy.personHash(found.email),
        submissionType: 'donation',
        staff: member.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${found.number.replace(/[^\w-]+/g, '-')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(found.pdf);
    },
  );
};

export default staffDonationRoutes;
