// The guardian's page (issue #15): GET /privacy/guardian?t=... shows who applied and the notice,
// with two buttons; POST /privacy/guardian uses the link once. Confirm: the application's consent
// becomes 'given' and its team notification and acknowledgement are queued now. Refuse: the
// application, its queued emails and its links are erased at once. Opening the page does not use
// the link (mail scanners open links), only a choice does. Server-drawn, no script needed.
// The pages speak the language the applicant used (notice_language), or, when the link no longer
// leads to an application, the link's `lang` or the page's form field.
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '../lib/languages.ts';
import { pageLanguageOf } from '../lib/request-language.ts';
import { refuseCrossSite } from '../lib/same-origin.ts';
import { insertOutboxRow } from '../outbox/outbox-store.ts';
import { eraseSubmissions, submissionSubject } from '../privacy/erasure.ts';
import { checkLink, type LinkCheck, useLink } from '../privacy/links.ts';
import { readPageSettings } from '../privacy/page-settings.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { guardianAskAgain, guardianDonePage, guardianPage, linkProblemPage } from '../privacy/privacy-pages.ts';

const HTML = 'text/html; charset=utf-8';

const idOf = (subject: string) => Number(subject.slice('volunteer:'.length));

interface ApplicationView {
  first_name: string;
  last_name: string;
  email: string;
  guardian_relationship: string | null;
  domain: string;
  applied: string;
  notice_language: string | null;
}

const guardianRoutes: FastifyPluginAsync = async (app) => {
  const settings = readPageSettings(app.outbox.settings.organisation, path.resolve('pages.json'));
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('content-type', HTML).header('cache-control', 'no-store').send(body);
  const problem = (request: FastifyRequest, reply: FastifyReply, check: LinkCheck) => {
    const language = pageLanguageOf(request);
    const kind = 'problem' in check ? check.problem : 'unknown';
    const page = linkProblemPage(settings, language, kind, guardianAskAgain(language));
    return html(reply, kind === 'malformed' ? 400 : 410, page);
  };
  const languageOfApplication = (request: FastifyRequest, stored: string | null) =>
    isLanguage(stored) ? stored : pageLanguageOf(request);

  async function application(id: number): Promise<ApplicationView | undefined> {
    const { rows } = await app.database.query<ApplicationView>(
      `SELECT first_name, last_name, email, guardian_relationship, domain, notice_language,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS applied
       FROM volunteer_applications WHERE id = $1 AND consent_status = 'awaiting_guardian'`,
      [id],
    );
    return rows[0];
  }

  app.get<{ Querystring: { t?: string } }>('/privacy/guardian', async (request, reply) => {
    const token = request.query.t;
    const check = await checkLink(app.database, 'guardian', token);
    if (!('subject' in check)) return problem(request, reply, check);
    const found = await application(idOf(check.subject));
    if (!found) return problem(request, reply, { problem: 'unknown' });
    const view = {
      applicant: `${found.first_name} ${found.last_name}`,
      relationship: found.guardian_relationship ?? undefined,
      centre: app.outbox.settings.centreNames[found.domain] ?? found.domain,
      appliedAt: found.applied,
    };
    const language = languageOfApplication(request, found.notice_language);
    return html(reply, 200, guardianPage(settings, language, view, token as string));
  });

  app.post<{ Body: { t?: unknown; decision?: unknown } }>(
    '/privacy/guardian',
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const { t, decision } = request.body ?? {};
      if (decision !== 'confirm' && decision !== 'refuse') {
        return problem(request, reply, { problem: 'malformed' });
      }
      const messages = app.outbox.submissionQueue.messages;
      const outcome = await app.database.transaction(async (tx) => {
        const check = await useLink(tx, 'guardian', t);
        if (!('subject' in check)) return check;
        const id = idOf(check.subject);
        const { rows } = await tx.query<{ email: string; notice_language: string | null }>(
          `SELECT email, notice_language FROM volunteer_applications
           WHERE id = $1 AND consent_status = 'awaiting_guardian' FOR UPDATE`,
          [id],
        );
        if (!rows[0]) return { problem: 'unknown' as const };
        const language = languageOfApplication(request, rows[0].notice_language);
        const person = app.privacy.personHash(rows[0].email);
        if (decision === 'refuse') {
          await eraseSubmissions(tx, 'volunteer', [id]);
          await logProcessing(tx, { action: 'consent-refused', person, submissionType: 'volunteer' });
          await logProcessing(tx, {
            action: 'erased',
            person,
            submissionType: 'volunteer',
            count: 1,
            reason: 'guardian refused',
          });
          return { done: 'refused' as const, language };
        }
        await tx.query(`UPDATE volunteer_applications SET consent_status = 'given' WHERE id = $1`, [id]);
        for (const message of messages) {
          await insertOutboxRow(
            tx,
            { ...message, submission: { type: 'volunteer', id }, payload: null },
            app.outbox.messageIdDomain,
          );
        }
        await tx.query('DELETE FROM privacy_links WHERE subject = $1 AND used_at IS NULL', [
          submissionSubject('volunteer', id),
        ]);
        await logProcessing(tx, {
          action: 'consent-confirmed',
          person,
          submissionType: 'volunteer',
          reason: 'by guardian',
        });
        return { done: 'confirmed' as const, language };
      });
      if (!('done' in outcome)) return problem(request, reply, outcome);
      if (outcome.done === 'confirmed') app.outbox.kick();
      return html(reply, 200, guardianDonePage(settings, outcome.language, outcome.done === 'confirmed'));
    },
  );
};

export default guardianRoutes;
