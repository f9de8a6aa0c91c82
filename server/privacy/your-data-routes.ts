// "Your data" self-service.
// POST /api/your-data {email}: always the same answer at once. After it, the same work for every
//   address (so the next request's timing does not show whether an address is known): the
//   request is counted, stored and its link e-mail queued; the worker looks the address up when it
//   delivers and drops the e-mail (and the request) when nothing is held. Rate-limited per IP (the
//   forms' limit, and the visitor e-mails per IP) and per address (YOUR_DATA_REQUESTS_PER_HOUR,
//   counted atomically in person_counts). Only an address the forms could have stored is accepted.
// GET /privacy/your-data?t=...: a button; POST uses the single-use link and opens a session (an
//   HttpOnly, SameSite=Strict cookie holding a second random token, 30 minutes) in which the visitor
//   may take several actions: the list, erase one, erase everything (withdrawing consent), ask for a
//   correction. Each erasure takes effect at once and is confirmed by email.
// Language: the request's (its page's: the form's `language` field or the Referer) is stored with it;
//   the link email, the pages the link opens and the erasure confirmations use it. A page about a
//   link or session that no longer works uses the link's `lang` or the form's field instead.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PublicError } from '../http/errors.ts';
import { cookieOf, setCookie } from '../http/cookies.ts';
import { mediaType } from '../http/media-type.ts';
import { refuseCrossSite } from '../http/same-origin.ts';
import { hasControlCharacters } from '../http/control-characters.ts';
import { sendHtml } from '../lib/html-page.ts';
import type { PersonSubmission } from './erasure.ts';
import { checkLink, type LinkCheck, TOKEN_PATTERN } from './links.ts';
import { isStorableAddress } from './mailbox.ts';
import { takeOne } from './person-counts.ts';
import { linkProblemPage, yourDataAskAgain } from './privacy-pages.ts';
import { confirmErasePage, listPage, openPage, requestAnswerPage, sessionEndedPage } from './your-data-pages.ts';
import { FORM_TEXTS } from '../../schema/api/form-texts/index.ts';
import { languageOf, pageLanguageOf } from '../http/request-language.ts';
import type { Language } from '../../schema/api/languages.ts';
import { teamEmailsFor } from '../site-content/notification-settings.ts';
import { SERVER_WORDS } from '../words/index.ts';
import { yourDataStore } from './your-data-store.ts';

export const YOUR_DATA_ENDPOINT = '/api/your-data';
/** The one answer to every well-formed request, known address or not (each language's: form-texts/). */
export const { yourDataAnswer: YOUR_DATA_ANSWER, emailInvalid: EMAIL_INVALID } = FORM_TEXTS.en.server;

const SESSION_COOKIE = 'your_data_session';
const SESSION_PATH = '/privacy/your-data';
const HOUR = 60;

/** The list's address; `lang` (not personal, absent for English) keeps the language once the session ends. */
function itemsAddress(language: Language, done?: string): string {
  const query = new URLSearchParams({ ...(done ? { done } : {}), ...(language === 'en' ? {} : { lang: language }) });
  return `${SESSION_PATH}/items${query.size ? `?${query}` : ''}`;
}

const isForm = (request: FastifyRequest) => mediaType(request) === 'application/x-www-form-urlencoded';

function cookieToken(request: FastifyRequest): string | undefined {
  const token = cookieOf(request, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

const yourDataRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.privacy.pageSettings;
  const { config } = app.privacy;
  const store = yourDataStore(app.database, app.submissions.kinds, app.outbox.messageIdDomain);
  const html = sendHtml;
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

  /**
   * Off the answer's path, and the same statements for every address: counted against the IP's
   * visitor e-mails and the address's hourly links, then the request and its link e-mail are
   * stored by one statement. Whether the address holds anything is the worker's question.
   */
  async function handleRequest(request: FastifyRequest, email: string, language: Language): Promise<void> {
    const person = app.privacy.personHash(email);
    if (!(await app.visitorEmailAllowed(request))) return;
    const hourly = [{ minutes: HOUR, max: config.yourDataRequestsPerHour }];
    if (!(await takeOne(app.database, 'your-data', person, hourly))) return;
    await store.record(email, person, language);
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
      // The forms' own rule (ASCII, no control characters): an address that is not itself once
      // normalised cannot have been stored, and must not be matched to one that was.
      if (typeof email !== 'string' || !isStorableAddress(email.trim())) {
        if (form) return html(reply, 400, requestAnswerPage(settings, language, words.emailInvalid));
        throw new PublicError(400, EMAIL_INVALID, 'email');
      }
      // Started after this answer is on its way: the same words and time for every address.
      app.privacy.afterAnswer(() => handleRequest(request, email.trim(), language));
      if (form) return html(reply, 200, requestAnswerPage(settings, language, words.yourDataAnswer));
      return reply.code(202).send({ success: true, message: words.yourDataAnswer });
    },
  );

  app.get<{ Querystring: { t?: string } }>(SESSION_PATH, async (request, reply) => {
    const check = await checkLink(app.database, 'your-data', request.query.t);
    if (!('subject' in check)) return problem(request, reply, check);
    const language = (await store.request(check.subject))?.language ?? pageLanguageOf(request);
    return html(reply, 200, openPage(settings, language, request.query.t as string));
  });

  app.post<{ Body: { t?: unknown } }>(
    SESSION_PATH,
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const minutes = config.yourDataSessionMinutes;
      const opened = await store.openSession(request.body?.t, minutes);
      if (!('session' in opened)) return problem(request, reply, opened);
      setCookie(request, reply, {
        name: SESSION_COOKIE,
        value: opened.session,
        path: SESSION_PATH,
        maxAgeSeconds: minutes * 60,
        sameSite: 'Strict',
      });
      const location = itemsAddress(pageLanguageOf(request));
      return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
    },
  );

  /** The address and language of the session's request, or undefined when there is no live session. */
  async function sessionOf(request: FastifyRequest) {
    const check = await checkLink(app.database, 'your-data-session', cookieToken(request));
    return 'subject' in check ? store.request(check.subject) : undefined;
  }

  app.get<{ Querystring: { done?: string } }>(`${SESSION_PATH}/items`, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return sessionEnded(request, reply);
    const { email, language } = session;
    const done = request.query.done;
    const said: Record<string, string> = SERVER_WORDS[language].yourDataPages.done;
    const notice = done && Object.hasOwn(said, done) ? said[done] : undefined;
    return html(reply, 200, listPage(settings, language, await store.items(email), notice));
  });

  app.post<{ Body: { action?: unknown; item?: unknown; text?: unknown; confirm?: unknown } }>(
    `${SESSION_PATH}/items`,
    { onRequest: refuseCrossSite, config: { rateLimit: {} } },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) return sessionEnded(request, reply);
      const { email, language } = session;
      const words = SERVER_WORDS[language].yourDataPages;
      const { action, item, text, confirm } = request.body ?? {};
      const items = await store.items(email);
      const chosen: PersonSubmission | undefined = items.find((found) => found.publicId === item);
      const person = app.privacy.personHash(email);
      const again = (status: number, message: string) =>
        html(reply, status, listPage(settings, language, items, message));
      let done: string;
      if (action === 'erase-one' || action === 'erase-all') {
        if (action === 'erase-one' && !chosen) return again(404, words.itemGone);
        const one = action === 'erase-one' ? chosen : undefined;
        // Asked first: only the confirming button (confirm=yes) erases.
        if (confirm !== 'yes') return html(reply, 200, confirmErasePage(settings, language, items, one));
        const { organisation, visitorReplyTo } = app.outbox.settings;
        await store.erase({ email, person, chosen: one }, { organisation, replyTo: visitorReplyTo }, language);
        done = action === 'erase-one' ? 'erased-one' : 'erased-all';
      } else if (action === 'correct') {
        if (typeof text !== 'string' || text.trim() === '' || text.length > 2000) {
          return again(400, words.correctionMissing);
        }
        // ESC, BEL and NUL would reach the team's e-mail (or fail the insert); a text area has no need.
        if (hasControlCharacters(text, true)) return again(400, words.correctionControl);
        // After "erase everything" there is nothing to correct: no more e-mails to the team from here.
        if (items.length === 0) return again(400, words.correctionNothing);
        const hourly = [{ minutes: HOUR, max: config.correctionRequestsPerHour }];
        if (!(await takeOne(app.database, 'correction', person, hourly))) return again(429, words.correctionLimit);
        const { organisation } = app.outbox.settings;
        const teamEmails = teamEmailsFor(app.outbox.settings, chosen?.type);
        await store.correction({ teamEmails, from: email, chosen, text: text.trim(), organisation, language }, person);
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
