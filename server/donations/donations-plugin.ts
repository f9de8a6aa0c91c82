// Donations without a payment gateway: the Donate form's routes, the donor's e-mail, the admin's payment
// settings, the staff area's Donations (marking the money, the receipts and their e-mails), and the two pages a browser without JavaScript is led to after a plain post of the form:
// /donate?pledge=K7M2-9QXD (how to pay, with the settings as they are now) and
// /donate?sent=donation (the confirmation: the donation's reference comes in the signed cookie the plain post
// set, server/plain-forms/waiting-reference-cookie.ts, never in the address; a reload shows the Donate page).
// A payment gateway could later mark a pledge paid from a signed webhook calling the same store;
// none is built (docs/donations.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PLEDGE_QUERY } from '../../schema/api/donation-payment.ts';
import { takeWaitingReference } from '../plain-forms/waiting-reference-cookie.ts';
import { SENT_QUERY, type ServedFormState } from '../../schema/api/form-page.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { languageOfPath } from '../../schema/api/languages.ts';
import { MESSAGES } from '../../schema/api/messages.ts';
import { parseReference } from '../submissions/reference.ts';
import donationRoutes from './donation-routes.ts';
import { donationEmailRenderer } from './donation-email.ts';
import { donationTeamEmailRenderer } from './donation-team-email.ts';
import { donationSummary } from './donations-store.ts';
import { moneyEmailRenderer } from './money-email.ts';
import { readPaymentSettings } from './payment-settings.ts';
import paymentSettingsRoutes from './payment-settings-routes.ts';
import form10bdRoutes from './form-10bd-routes.ts';
import form10beRoutes from './form-10be-routes.ts';
import { donationConfirmation, pledgePayment } from './pledge-payment.ts';
import { findPledge } from './pledges-store.ts';
import { completePendingReceipts } from './receipt-store.ts';
import staffDonationRoutes from './staff-donation-routes.ts';

export interface DonationsPluginOptions {
  now?: () => Date;
}

export default fp<DonationsPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    app.outbox.use(donationEmailRenderer(app.database, app.outbox.settings));
    app.outbox.use(moneyEmailRenderer(app.database, app.outbox.settings));
    app.outbox.use(donationTeamEmailRenderer(app.database, app.outbox.settings, app.privacy.config.siteUrl));
    await app.register(donationRoutes, { now: options.now });
    await app.register(paymentSettingsRoutes);
    await app.register(form10bdRoutes);
    await app.register(form10beRoutes);
    await app.register(staffDonationRoutes, { now: options.now });
    // A receipt numbered just before the server stopped gets its PDF and e-mail now.
    app.addHook('onReady', async () => {
      try {
        await completePendingReceipts(app.database, app.outbox.messageIdDomain);
      } catch (error) {
        app.log.error({ err: error }, 'receipt PDFs could not be made');
      }
    });

    /** The state the Donate page is drawn in for this GET, or null when it is not one of its two pages. */
    async function servedState(request: FastifyRequest, reply: FastifyReply): Promise<ServedFormState | null> {
      const path = request.url.split('?')[0];
      const query = (request.query ?? {}) as Record<string, unknown>;
      const pledgeTyped = query[PLEDGE_QUERY];
      const confirming = query[SENT_QUERY] === 'donation';
      if (typeof pledgeTyped !== 'string' && !confirming) return null;
      if (!app.siteContent.formAddresses.has('donationPledge', path)) return null;
      const sent = confirming
        ? takeWaitingReference(request, reply, { key: app.privacy.config.hashKey, now: now() })
        : undefined;
      if (typeof pledgeTyped !== 'string' && sent === undefined) return null;
      const language = languageOfPath(path);
      const unknown: ServedFormState = {
        form: 'donationPledge',
        status: 'error',
        values: {},
        fieldErrors: {},
        message: FORM_TEXTS[language].messages.pledgeUnknown ?? MESSAGES.pledgeUnknown,
      };
      if (typeof pledgeTyped === 'string') {
        const reference = parseReference(pledgeTyped);
        const pledge = reference ? await findPledge(app.database, reference) : undefined;
        if (!pledge) return unknown;
        const settings = await readPaymentSettings(app.database);
        const payment = await pledgePayment(pledge, settings, language, app.outbox.settings.organisation);
        return { form: 'donationPledge', status: 'pledged', pledge: payment };
      }
      const reference = parseReference(String(sent));
      const summary = reference ? await donationSummary(app.database, reference) : undefined;
      if (!summary) return unknown;
      const receiptDays = Number((await readPaymentSettings(app.database)).values.receiptDays) || 7;
      const message = donationConfirmation(language, {
        reference: summary.pledgeReference,
        receiptDays,
        withId: summary.withId,
      });
      return { form: 'donation', status: 'submitted', message };
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const state = await servedState(request, reply);
      if (!state) return;
      const html = await app.formPages.render(request.url.split('?')[0], state);
      const status = state.status === 'error' ? 404 : 200;
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    });
  },
  {
    name: 'donations',
    dependencies: ['database', 'submissions', 'outbox', 'privacy', 'privacy-notices', 'plain-forms', 'site-content'],
  },
);
