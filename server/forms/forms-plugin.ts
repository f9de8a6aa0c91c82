// The public forms: their routes (contact, volunteer application, the PDF upload test), the
// rendering of the messages every stored submission owes (team notification, acknowledgement,
// webhook), which the outbox asks for at delivery, and the daily digest of what was flagged as spam.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSubmissionReader } from '../submissions/reader.ts';
import contactRoutes from './contact-routes.ts';
import { submissionRenderer } from './messages/submission-messages.ts';
import { istDay, queueSpamDigest, spamDigestRenderer } from './spam-digest.ts';
import testUploadRoutes from './test-upload-routes.ts';
import volunteerRoutes from './volunteer-routes.ts';

export interface FormsPluginOptions {
  /** Today's date for the age rule (tests). */
  now?: () => Date;
}

/** Looked at hourly: yesterday's digest (IST) is queued by the first look after midnight in India. */
const DIGEST_CHECK_MS = 3_600_000;

function scheduleSpamDigest(app: FastifyInstance): void {
  const run = async () => {
    try {
      if (await queueSpamDigest(app.database, app.submissions.kinds, istDay(new Date()) - 1)) app.outbox.kick();
    } catch (error) {
      app.log.error({ err: error }, 'spam digest: could not queue; trying again in an hour');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    app.privacy.afterAnswer(run);
    timer = setInterval(run, DIGEST_CHECK_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp<FormsPluginOptions>(
  async (app, options) => {
    const read = createSubmissionReader(app.database, app.submissions.kinds);
    app.outbox.use(submissionRenderer(app.outbox.settings, read));
    app.outbox.use(spamDigestRenderer(app.database, app.submissions.kinds, app.outbox.settings));
    scheduleSpamDigest(app);
    await app.register(contactRoutes);
    await app.register(volunteerRoutes, { now: options.now });
    await app.register(testUploadRoutes);
  },
  { name: 'forms', dependencies: ['database', 'submissions', 'outbox', 'privacy', 'privacy-notices'] },
);
