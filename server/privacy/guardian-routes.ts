// The guardian's page: GET /privacy/guardian?t=... shows who applied, what the application
// contains and the notice, with two buttons; POST /privacy/guardian uses the link once. Confirm: the
// application's consent becomes 'given' and its team notification and acknowledgement are queued now.
// Refuse: the application, its queued emails and its links are erased at once. Opening the page does
// not use the link (mail scanners open links), only a choice does. Server-drawn, no script needed.
// A link opened (or a button pressed) again after the choice says what was decided and when, with 200
// (not that the link does not work, as if the confirmation had failed).
// The pages speak the language the applicant used (notice_language), or, when the link no longer
// leads to an application, the link's `lang` or the page's form field.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '../../schema/api/languages.ts';
import { pageLanguageOf } from '../http/request-language.ts';
import { refuseCrossSite } from '../http/same-origin.ts';
import { sendHtml } from '../lib/html-page.ts';
import {
  applicationDetails,
  guardianAskAgain,
  guardianDecidedPage,
  guardianDonePage,
  guardianPage,
} from './guardian-pages.ts';
import { guardianStore } from './guardian-store.ts';
import { centreNamesFor } from '../site-content/notification-settings.ts';
import { checkLink, type LinkCheck, outcomeOf } from './links.ts';
import { linkProblemPage } from './privacy-pages.ts';

const guardianRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.privacy.pageSettings;
  const html = sendHtml;
  const kind = app.submissions.kinds.find((candidate) => candidate.guardian);
  if (!kind) return;
  const store = guardianStore(app.database, kind, app.privacy.personHash, app.outbox.messageIdDomain);
  const languageOfApplication = (request: FastifyRequest, stored: string | null) =>
    isLanguage(stored) ? stored : pageLanguageOf(request);

  /** A link that leads to no application now: what was decided with it, or why it does not work. */
  async function notWaiting(request: FastifyRequest, reply: FastifyReply, token: unknown, check: LinkCheck) {
    const decided = await outcomeOf(app.database, 'guardian', token);
    if (decided) {
      const stored = decided.outcome === 'confirmed' ? await store.languageOf(decided.subject) : null;
      const language = languageOfApplication(request, stored);
      return html(reply, 200, guardianDecidedPage(settings, language, decided.outcome, decided.decidedAt));
    }
    const language = pageLanguageOf(request);
    const problem = 'problem' in check ? check.problem : 'unknown';
    const page = linkProblemPage(settings, language, problem, guardianAskAgain(language));
    return html(reply, problem === 'malformed' ? 400 : 410, page);
  }

  app.get<{ Querystring: { t?: string } }>('/privacy/guardian', async (request, reply) => {
    const token = request.query.t;
    const check = await checkLink(app.database, 'guardian', token);
    if (!('subject' in check)) return notWaiting(request, reply, token, check);
    const found = await store.application(check.subject);
    if (!found) return notWaiting(request, reply, token, { problem: 'unknown' });
    const language = languageOfApplication(request, found.notice_language);
    const { fields, guardian } = found;
    // The centre as the join form named it on the applicant's page, in the page's language.
    const centreNames = centreNamesFor(settings, language);
    const view = {
      applicant: `${fields.firstName} ${fields.lastName}`,
      relationship: guardian.relationship || undefined,
      centre: centreNames[fields.domain] ?? fields.domain,
      appliedAt: found.applied,
      details: applicationDetails(kind, fields, guardian, language, centreNames),
      months: app.privacy.config.retention[kind.retention],
    };
    return html(reply, 200, guardianPage(settings, language, view, token as string));
  });

  app.post<{ Body: { t?: unknown; decision?: unknown } }>(
    '/privacy/guardian',
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const { t, decision } = request.body ?? {};
      if (decision !== 'confirm' && decision !== 'refuse') {
        return notWaiting(request, reply, undefined, { problem: 'malformed' });
      }
      const outcome = await store.decide(t, decision, app.outbox.submissionQueue.messages);
      if (!('done' in outcome)) return notWaiting(request, reply, t, outcome);
      if (outcome.done === 'confirmed') app.outbox.kick();
      const language = languageOfApplication(request, outcome.noticeLanguage);
      return html(reply, 200, guardianDonePage(settings, language, outcome.done === 'confirmed'));
    },
  );
};

export default guardianRoutes;
