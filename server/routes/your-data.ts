// "Your data" self-service (issue #15).
// POST /api/your-data {email}: always the same answer at once; the lookup and the link email happen
//   after the answer has gone, so neither the words nor the timing say whether the address has data.
//   Rate-limited per IP (the forms' limit) and per address (YOUR_DATA_REQUESTS_PER_HOUR).
// GET /privacy/your-data?t=...: a button; POST uses the single-use link and opens a session (an
//   HttpOnly, SameSite=Strict cookie holding a second random token, 30 minutes) in which the visitor
//   may take several actions: the list, erase one, erase everything (withdrawing consent), ask for a
//   correction. Each erasure takes effect at once and is confirmed by email.
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PublicError } from '../lib/errors.ts';
import { refuseCrossSite } from '../lib/same-origin.ts';
import { insertOutboxRow } from '../outbox/outbox-store.ts';
import {
  eraseEverythingOf,
  eraseSubmissions,
  type PersonSubmission,
  SUBMISSION_TYPES,
  submissionsOf,
} from '../privacy/erasure.ts';
import { checkLink, createLink, type LinkCheck, TOKEN_PATTERN, useLink } from '../privacy/links.ts';
import { readPageSettings } from '../privacy/page-settings.ts';
import { correctionRequest, DATA_REQUEST_TYPE, erasureConfirmation } from '../privacy/privacy-messages.ts';
import { linkProblemPage, listPage, openPage, requestAnswerPage, sessionEndedPage } from '../privacy/privacy-pages.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { translateSentence } from '../../schema/api/form-texts/index.ts';
import { languageOf } from '../lib/request-language.ts';

export const YOUR_DATA_ENDPOINT = '/api/your-data';
/** The one answer to every well-formed request, known address or not. */
export const YOUR_DATA_ANSWER =
  'Thank you. If we keep anything under this address, a link to see it is on its way there. The link works once, for 24 hours.';
export const EMAIL_INVALID = 'Please enter a valid email address, like name@example.org.';

const SESSION_COOKIE = 'your_data_session';
const SESSION_PATH = '/privacy/your-data';
const HTML = 'text/html; charset=utf-8';
const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;
const ASK_AGAIN = 'Ask for a new link on the <a href="/your-data">Your data</a> page.';
const DONE: Record<string, string> = {
  'erased-one': 'Erased. We have sent a confirmation to your email address.',
  'erased-all': 'Everything was erased and your consent withdrawn. We have sent a confirmation to your email address.',
  corrected: 'Thank you. Your request was sent to our team, who will reply by email.',
};

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';

function cookieToken(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
  return match && TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}

const yourDataRoutes: FastifyPluginAsync = async (app) => {
  const settings = readPageSettings(app.outbox.settings.organisation, path.resolve('pages.json'));
  const { config } = app.privacy;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('content-type', HTML).header('cache-control', 'no-store').send(body);
  const problem = (reply: FastifyReply, check: LinkCheck) => {
    const kind = 'problem' in check ? check.problem : 'unknown';
    return html(reply, kind === 'malformed' ? 400 : 410, linkProblemPage(settings, kind, ASK_AGAIN));
  };

  /** Off the answer's path: look the address up and, when it has data, queue the link email. */
  async function handleRequest(email: string): Promise<void> {
    const person = app.privacy.personHash(email);
    const { rows } = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM data_requests WHERE person_hash = $1 AND created_at > now() - interval '1 hour'`,
      [person],
    );
    if (Number(rows[0].n) >= config.yourDataRequestsPerHour) return;
    if ((await submissionsOf(app.database, email)).length === 0) return;
    await app.database.transaction(async (tx) => {
      const { rows: created } = await tx.query<{ id: string | number }>(
        'INSERT INTO data_requests (email, person_hash) VALUES ($1, $2) RETURNING id',
        [email.trim(), person],
      );
      const submission = { type: DATA_REQUEST_TYPE, id: Number(created[0].id) };
      await insertOutboxRow(
        tx,
        { kind: 'email', purpose: 'your-data-link', submission, payload: null },
        app.outbox.messageIdDomain,
      );
      await logProcessing(tx, { action: 'data-requested', person });
    });
    app.outbox.kick();
  }
  app.post<{ Body: { email?: unknown } }>(
    YOUR_DATA_ENDPOINT,
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const email = request.body?.email;
      const form = isForm(request);
      if (typeof email !== 'string' || email.trim().length > 254 || !EMAIL.test(email.trim())) {
        if (form) return html(reply, 400, requestAnswerPage(settings, EMAIL_INVALID));
        throw new PublicError(400, EMAIL_INVALID, 'email');
      }
      // Started after this answer is on its way: the same words and time for every address.
      app.privacy.afterAnswer(() => handleRequest(email));
      if (form) return html(reply, 200, requestAnswerPage(settings, YOUR_DATA_ANSWER));
      // In the language of the page that asked (the errors handler does the same for a refusal).
      return reply.code(202).send({ success: true, message: translateSentence(YOUR_DATA_ANSWER, languageOf(request)) });
    },
  );

  app.get<{ Querystring: { t?: string } }>(SESSION_PATH, async (request, reply) => {
    const check = await checkLink(app.database, 'your-data', request.query.t);
    if (!('subject' in check)) return problem(reply, check);
    return html(reply, 200, openPage(settings, request.query.t as string));
  });

  app.post<{ Body: { t?: unknown } }>(
    SESSION_PATH,
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const opened = await app.database.transaction(async (tx) => {
        const check = await useLink(tx, 'your-data', request.body?.t);
        if (!('subject' in check)) return check;
        const minutes = config.yourDataSessionMinutes;
        const session = await createLink(tx, 'your-data-session', check.subject, minutes / 60);
        const { rows } = await tx.query<{ person_hash: string }>(
          'SELECT person_hash FROM data_requests WHERE id = $1',
          [Number(check.subject.slice('request:'.length))],
        );
        if (rows[0]) await logProcessing(tx, { action: 'data-viewed', person: rows[0].person_hash });
        return { session, minutes };
      });
      if (!('session' in opened)) return problem(reply, opened);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${SESSION_COOKIE}=${opened.session}; Path=${SESSION_PATH}; Max-Age=${opened.minutes * 60}; HttpOnly; SameSite=Strict${secure}`,
      );
      return reply.code(303).header('location', `${SESSION_PATH}/items`).header('cache-control', 'no-store').send();
    },
  );

  /** The address of the session's request, or undefined when there is no live session. */
  async function sessionEmail(request: FastifyRequest): Promise<string | undefined> {
    const check = await checkLink(app.database, 'your-data-session', cookieToken(request));
    if (!('subject' in check)) return undefined;
    const { rows } = await app.database.query<{ email: string }>('SELECT email FROM data_requests WHERE id = $1', [
      Number(check.subject.slice('request:'.length)),
    ]);
    return rows[0]?.email;
  }

  app.get<{ Querystring: { done?: string } }>(`${SESSION_PATH}/items`, async (request, reply) => {
    const email = await sessionEmail(request);
    if (!email) return html(reply, 401, sessionEndedPage(settings));
    const done = request.query.done;
    const notice = done && Object.hasOwn(DONE, done) ? DONE[done] : undefined;
    return html(reply, 200, listPage(settings, await submissionsOf(app.database, email), notice));
  });

  app.post<{ Body: { action?: unknown; item?: unknown; text?: unknown } }>(
    `${SESSION_PATH}/items`,
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const email = await sessionEmail(request);
      if (!email) return html(reply, 401, sessionEndedPage(settings));
      const { action, item, text } = request.body ?? {};
      const items = await submissionsOf(app.database, email);
      const chosen: PersonSubmission | undefined = items.find((found) => found.publicId === item);
      const person = app.privacy.personHash(email);
      const again = (status: number, message: string) => html(reply, status, listPage(settings, items, message));
      const domain = app.outbox.messageIdDomain;
      let done: string;
      if (action === 'erase-one' || action === 'erase-all') {
        if (action === 'erase-one' && !chosen) return again(404, 'That item is no longer stored.');
        await app.database.transaction(async (tx) => {
          let count = 0;
          if (action === 'erase-one' && chosen) {
            count = (await eraseSubmissions(tx, chosen.type, [chosen.id])).rows;
          } else {
            const erased = await eraseEverythingOf(tx, email);
            count = SUBMISSION_TYPES.reduce((sum, type) => sum + erased[type].rows, 0);
            await logProcessing(tx, { action: 'consent-refused', person, reason: 'withdrawn by the person' });
          }
          await logProcessing(tx, { action: 'erased', person, count, reason: 'asked by the person (your data)' });
          if (count > 0) {
            const payload = erasureConfirmation(email, count, app.outbox.settings.organisation);
            await insertOutboxRow(tx, { kind: 'email', purpose: 'erasure-confirmation', payload }, domain);
          }
        });
        done = action === 'erase-one' ? 'erased-one' : 'erased-all';
      } else if (action === 'correct') {
        if (typeof text !== 'string' || text.trim() === '' || text.length > 2000) {
          return again(400, 'Please write what should be corrected (at most 2000 characters).');
        }
        const team = chosen ? app.outbox.settings[chosen.type].teamEmails : app.outbox.settings.contact.teamEmails;
        const payload = correctionRequest(team, email, chosen, text.trim(), app.outbox.settings.organisation);
        await app.database.transaction(async (tx) => {
          await insertOutboxRow(tx, { kind: 'email', purpose: 'correction-request', payload }, domain);
          await logProcessing(tx, { action: 'correction-requested', person, submissionType: chosen?.type });
        });
        done = 'corrected';
      } else {
        return again(400, 'Please choose one of the buttons.');
      }
      app.outbox.kick();
      return reply
        .code(303)
        .header('location', `${SESSION_PATH}/items?done=${done}`)
        .header('cache-control', 'no-store')
        .send();
    },
  );
};

export default yourDataRoutes;
