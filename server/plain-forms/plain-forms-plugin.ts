// Plain form posts: the forms sent by a browser without our script (see lib/plain-post.ts) go
// through the same routes, schemas and rules as the JSON API; only the answer changes here, in one
// place, from the JSON the route (or the error handler) wrote into a page: 303 to the form's page
// with ?sent= on success, the page with the form in its error state otherwise. Also answers that
// confirmation address, and refuses plain posts from other sites before anything is read.
// An applicant under 18 waits for her parent or guardian and is e-mailed nothing until they agree, so the
// confirmation is the one place she is given her application's reference: the 303 hands it over in a
// short-lived cookie, never in the address (waiting-reference-cookie.ts), and the page shows it after the
// server's sentence, as the scripted form does.
import formbody from '@fastify/formbody';
import { PLEDGE_QUERY } from '../../schema/api/donation-payment.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RenderFormPage, SENT_QUERY, type ServedFormState, WAITING_QUERY } from '../../schema/api/form-page.ts';
import { FORM_TEXTS, fill } from '../../schema/api/form-texts/index.ts';
import { formatReference, parseReference } from '../submissions/reference.ts';
import { setWaitingReference, takeWaitingReference } from './waiting-reference-cookie.ts';
import { SERVER_WORDS } from '../words/index.ts';
import { redirectBody } from './fallback-page.ts';
import type { FormAddresses } from '../site-content/form-addresses.ts';
import { errorState } from './form-state.ts';
import { type FormPages, formPages } from './form-pages.ts';
import { isFormName, plainFormOf } from '../http/plain-form-request.ts';
import { formPageOf } from './plain-post.ts';
import { languageOfPath } from '../../schema/api/languages.ts';
import { languageOf } from '../http/request-language.ts';
import { refuseCrossSite } from '../http/same-origin.ts';

export interface PlainFormsOptions {
  /** Draws the form pages instead of the render core (tests). */
  renderFormPage?: RenderFormPage;
  /** Clock for the age rule and the waiting reference cookie's 5 minutes. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages answered to plain posts; publishing gives them the published content's renderer. */
    formPages: FormPages;
  }
}

const HTML = 'text/html; charset=utf-8';

/**
 * A reference as the page shows it: K7M2‑9QXD with a non-breaking hyphen, so it stays on one line on a narrow
 * phone (staff look-ups read that hyphen as a dash, server/submissions/reference.ts).
 */
const unbroken = (reference: string) => formatReference(reference).replace('-', '\u2011');

function jsonOf(payload: string): { message?: string; data?: { awaitingGuardian?: boolean; reference?: string } } {
  // Our own serialised answers; a non-JSON payload (none today) only loses its message.
  try {
    return JSON.parse(payload);
  } catch {
    return {};
  }
}

/**
 * The confirmation a form's page shows after a plain post, or null when the address is no
 * confirmation: ?sent= names a form and the path is one of that form's pages.
 */
function confirmationOf(
  request: FastifyRequest,
  addresses: FormAddresses,
  guardianDays: () => number,
  waitingReference: () => string | undefined,
): ServedFormState | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const query = request.query as Record<string, unknown> | undefined;
  const sent = query?.[SENT_QUERY];
  const path = request.url.split('?')[0];
  // The Donate form's pages read the database (its pledge, the payment settings): server/donations draws them.
  if (!isFormName(sent) || sent === 'testUpload' || sent === 'donation' || !addresses.has(sent, path)) return null;
  if (sent !== 'volunteer') return { form: sent, status: 'submitted' };
  // The join form shows the server's sentence (spec: "with the server's message"), in the page's language;
  // contact its own. An applicant under 18 reads that it waits for their parent or guardian, then her
  // reference when the browser brings the cookie the 303 gave it.
  const language = languageOfPath(path);
  const texts = FORM_TEXTS[language];
  if (query?.[WAITING_QUERY] === 'guardian') {
    const waiting = fill(texts.guardian.sentText, { days: guardianDays() });
    const reference = waitingReference();
    const line = reference
      ? ` ${fill(SERVER_WORDS[language].plainForms.waitingReference, { reference: unbroken(reference) })}`
      : '';
    return { form: sent, status: 'submitted', message: `${waiting}${line}`, awaitingGuardian: true };
  }
  return { form: sent, status: 'submitted', message: texts.messages.volunteerStored };
}

export default fp<PlainFormsOptions>(
  async (app, options) => {
    await app.register(formbody);
    // From the published content: its name, and the pages its forms are on, at the moment of each request.
    const pages = formPages(app.log, () => app.siteContent.organisation, options.renderFormPage);
    app.decorate('formPages', pages);
    const addresses: FormAddresses = {
      has: (form, path) => app.siteContent.formAddresses.has(form, path),
      home: (form, language) => app.siteContent.formAddresses.home(form, language),
    };
    const now = options.now ?? (() => new Date());

    const page = async (reply: FastifyReply, status: number, address: string, state: ServedFormState) => {
      const html = await pages.render(address, state);
      reply.code(status).header('content-type', HTML).header('cache-control', 'no-store');
      return html;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (plainFormOf(request)) {
        // A plain post needs no CORS preflight, so another site's page could send one in a visitor's name.
        return refuseCrossSite(request);
      }
      // The privacy plugin is registered after this one; its settings are read at request time.
      const confirmation = confirmationOf(
        request,
        addresses,
        () => app.privacy.config.retention.awaitingGuardianDays,
        () => takeWaitingReference(request, reply, { key: app.privacy.config.hashKey, now: now() }),
      );
      if (!confirmation) return;
      const address = request.url.split('?')[0];
      return reply.send(await page(reply, 200, address, confirmation));
    });

    // Every answer to a plain post passes here as the JSON the API would have sent.
    app.addHook('onSend', async (request, reply, payload) => {
      const form = plainFormOf(request);
      if (!form || typeof payload !== 'string') return payload;
      const status = reply.statusCode;
      const address = formPageOf(request, form, addresses, languageOf(request));
      if (status === 201) {
        const data = jsonOf(payload).data;
        const reference = data?.reference ? parseReference(data.reference) : undefined;
        // A pledge leads to the page showing how to pay it; a donation to its confirmation (server/donations).
        if (form === 'donationPledge' && reference)
          return redirect(reply, `${address}?${PLEDGE_QUERY}=${formatReference(reference)}`);
        // A donation's confirmation, like a waiting applicant's, gets its reference from the signed cookie.
        const carriesReference = form === 'donation' || data?.awaitingGuardian;
        if (carriesReference && reference) {
          setWaitingReference(request, reply, {
            path: address,
            reference,
            key: app.privacy.config.hashKey,
            now: now(),
          });
        }
        if (form === 'donation') return redirect(reply, `${address}?${SENT_QUERY}=donation`);
        const waiting = data?.awaitingGuardian ? `&${WAITING_QUERY}=guardian` : '';
        return redirect(reply, `${address}?${SENT_QUERY}=${form}${waiting}`);
      }
      if (form === 'testUpload' && status < 500 && status !== 403 && status !== 429) {
        // The upload test shows the server's JSON as it came (spec), so the page shows that, readably.
        const json = JSON.stringify(jsonOf(payload), null, 2);
        return page(reply, status, address, { form, status: 'uploaded', result: { status, json } });
      }
      const wait = Number(reply.getHeader('retry-after'));
      const retryAfter = Number.isFinite(wait) && wait > 0 ? wait : undefined;
      const message = jsonOf(payload).message ?? '';
      const state = errorState({ request, form, status, message, now, retryAfter });
      return page(reply, status, address, state);
    });
  },
  { name: 'plain-forms', dependencies: ['config', 'site-content'] },
);

/** 303 See Other: the browser GETs the address, so a reload never posts the form again. */
function redirect(reply: FastifyReply, location: string): string {
  reply.code(303).header('location', location).header('content-type', HTML).header('cache-control', 'no-store');
  return redirectBody(location);
}
