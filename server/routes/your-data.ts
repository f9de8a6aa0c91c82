// "Your data" self-service (issue #15).
// POST /api/your-data {email}: always the same answer at once; the lookup and the link email happen
//   after the answer has gone, so neither the words nor the timing say whether the address has data.
//   Rate-limited per IP (the forms' limit) and per address (YOUR_DATA_REQUESTS_PER_HOUR).
// GET /privacy/your-data?t=...: a button; POST uses the single-use link and opens a session (an
//   HttpOnly, SameSite=Strict cookie holding a second random token, 30 minutes) in which the visitor
//   may take several actions: the list, erase one, erase everything (withdrawing consent), ask for a
//   correction. Each erasure takes effect at once and is confirmed by email.
// Language: the request's (its page's: the form's `language` field or the Referer) is stored with it;
//   the link email, the pages the link opens and the erasure confirmations use it. A page about a
//   link or session that no longer works uses the link's `lang` or the form's field instead.
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
import { PAGE_TEXTS } from '../privacy/page-texts/index.ts';
import { correctionRequest, DATA_REQUEST_TYPE, erasureConfirmation } from '../privacy/privacy-messages.ts';
import { linkProblemPage, yourDataAskAgain } from '../privacy/privacy-pages.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { listPage, openPage, requestAnswerPage, sessionEndedPage } from '../privacy/your-data-pages.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { storedLanguage } from '../lib/languages.ts';
import { languageOf, pageLanguageOf } from '../lib/request-language.ts';
import type { Language } from '../outbox/messages/notification-settings.ts';

export const YOUR_DATA_ENDPOINT = '/api/your-data';
/** The one answer to every well-formed request, known address or not (each language's: form-texts/). */
export const { yourDataAnswer: YOUR_DATA_ANSWER, emailInvalid: EMAIL_INVALID } = FORM_TEXTS.en.server;

const SESSION_COOKIE = 'your_data_session';
const SESSION_PATH = '/privacy/your-data';
const HTML = 'text/html; charset=utf-8';
const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

/** The list's address; `lang` (not personal, absent for English) keeps the language once the session ends. */
function itemsAddress(language: Language, done?: string): string {
  const query = new URLSearchParams({ ...(done ? { done } : {}), ...(language === 'en' ? {} : { lang: language }) });
  return `${SESSION_PATH}/items${query.size ? `?${query}` : ''}`;
}

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
  const problem = (request: FastifyRequest, reply: FastifyReply, check: LinkCheck) => {
    const kind = 'problem' in check ? check.problem : 'unknown';
    const language = pageLanguageOf(request);
    return html(
      reply,
      kind === 'malformed' ? 400 : 410,
      linkProblemPage(settings, language, kind, yourDataAskAgain(language)),
    );
  };
  const sessionEnded = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, 401, sessionEndedPage(settings, pageLanguageOf(request)));

  /** The request behind a link or session (subject 'request:<id>'): its address and language. */
  async function dataRequest(subject: string): Promise<{ email: string; language: Language } | undefined> {
    const { rows } = await app.database.query<{ email: string; language: string }>(
      'SELECT email, language FROM data_requests WHERE id = $1',
      [Number(subject.slice('request:'.length))],
    );
    return rows[0] && { email: rows[0].email, language: storedLanguage(rows[0].language) };
  }

  /** Off the answer's path: look the address up and, when it has data, queue the link email. */
  async function handleRequest(email: string, language: Language): Promise<void> {
    const person = app.privacy.personHash(email);
    const { rows } = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM data_requests WHERE person_hash = $1 AND created_at > now() - interval '1 hour'`,
      [person],
    );
    if (Number(rows[0].n) >= config.yourDataRequestsPerHour) return;
    if ((await submissionsOf(app.database, email)).length === 0) return;
    await app.database.transaction(async (tx) => {
      const { rows: created } = await tx.query<{ id: string | number }>(
        'INSERT INTO data_requests (email, person_hash, language) VALUES ($1, $2, $3) RETURNING id',
        [email.trim(), person, language],
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
      // In the language of the page that asked (the errors handler does the same for a refusal).
      const language = languageOf(request);
      const words = FORM_TEXTS[language].server;
      if (typeof email !== 'string' || email.trim().length > 254 || !EMAIL.test(email.trim())) {
        if (form) return html(reply, 400, requestAnswerPage(settings, language, words.emailInvalid));
        throw new PublicError(400, EMAIL_INVALID, 'email');
      }
      // Started after this answer is on its way: the same words and time for every address.
      app.privacy.afterAnswer(() => handleRequest(email, language));
      if (form) return html(reply, 200, requestAnswerPage(settings, language, words.yourDataAnswer));
      return reply.code(202).send({ success: true, message: words.yourDataAnswer });
    },
  );

  app.get<{ Querystring: { t?: string } }>(SESSION_PATH, async (request, reply) => {
    const check = await checkLink(app.database, 'your-data', request.query.t);
    if (!('subject' in check)) return problem(request, reply, check);
    const language = (await dataRequest(check.subject))?.language ?? pageLanguageOf(request);
    return html(reply, 200, openPage(settings, language, request.query.t as string));
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
      if (!('session' in opened)) return problem(request, reply, opened);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${SESSION_COOKIE}=${opened.session}; Path=${SESSION_PATH}; Max-Age=${opened.minutes * 60}; HttpOnly; SameSite=Strict${secure}`,
      );
      const location = itemsAddress(pageLanguageOf(request));
      return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
    },
  );

  /** The address and language of the session's request, or undefined when there is no live session. */
  async function sessionOf(request: FastifyRequest) {
    const check = await checkLink(app.database, 'your-data-session', cookieToken(request));
    return 'subject' in check ? dataRequest(check.subject) : undefined;
  }

  app.get<{ Querystring: { done?: string } }>(`${SESSION_PATH}/items`, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return sessionEnded(request, reply);
    const { email, language } = session;
    const done = request.query.done;
    const said = PAGE_TEXTS[language].done;
    const notice = done && Object.hasOwn(said, done) ? said[done] : undefined;
    return html(reply, 200, listPage(settings, language, await submissionsOf(app.database, email), notice));
  });

  app.post<{ Body: { action?: unknown; item?: unknown; text?: unknown } }>(
    `${SESSION_PATH}/items`,
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) return sessionEnded(request, reply);
      const { email, language } = session;
      const words = PAGE_TEXTS[language];
      const { action, item, text } = request.body ?? {};
      const items = await submissionsOf(app.database, email);
      const chosen: PersonSubmission | undefined = items.find((found) => found.publicId === item);
      const person = app.privacy.personHash(email);
      const again = (status: number, message: string) =>
        html(reply, status, listPage(settings, language, items, message));
      const domain = app.outbox.messageIdDomain;
      let done: string;
      if (action === 'erase-one' || action === 'erase-all') {
        if (action === 'erase-one' && !chosen) return again(404, words.itemGone);
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
            const payload = erasureConfirmation(email, count, app.outbox.settings.organisation, language);
            await insertOutboxRow(tx, { kind: 'email', purpose: 'erasure-confirmation', payload }, domain);
          }
        });
        done = action === 'erase-one' ? 'erased-one' : 'erased-all';
      } else if (action === 'correct') {
        if (typeof text !== 'string' || text.trim() === '' || text.length > 2000) {
          return again(400, words.correctionMissing);
        }
        const team = chosen ? app.outbox.settings[chosen.type].teamEmails : app.outbox.settings.contact.teamEmails;
        const payload = correctionRequest(team, email, chosen, text.trim(), app.outbox.settings.organisation);
        await app.database.transaction(async (tx) => {
          await insertOutboxRow(tx, { kind: 'email', purpose: 'correction-request', payload }, domain);
          await logProcessing(tx, { action: 'correction-requested', person, submissionType: chosen?.type });
        });
        done = 'corrected';
      } else {
        return again(400, words.chooseButton);
      }
      app.outbox.kick();
      return reply
        .code(303)
        .header('location', itemsAddress(language, done))
        .header('cache-control', 'no-store')
        .send();
    },
  );
};

export default yourDataRoutes;
