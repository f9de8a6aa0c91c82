// The contract of the no-JavaScript path between the server and the page renderer.
// A plain form post (no script) gets whole HTML pages back instead of JSON: the server decides what
// happened and the built page renderer (dist/server/entry-server.js, loaded by path at run time, so
// server/ never imports the front end) draws the page with the form in that state. The same state is
// embedded in the page as JSON, so the scripts hydrate exactly what the server drew.
import type { PledgePayment } from './donation-payment.ts';
import type { ENDPOINTS } from './endpoints.ts';

/** Which form of a page a state is for: the key of its endpoint. */
export type FormName = keyof typeof ENDPOINTS;

/** Hidden field that carries the Idempotency-Key of a plain form post (the header's twin). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** The state a served page shows its form in. */
export type ServedFormState =
  | {
      form: FormName;
      status: 'error';
      /** What the visitor typed, as sent (never shown to anyone else: the page is theirs, sent no-store). */
      values: Record<string, string>;
      /** One sentence per field that was refused, keyed by field name, in the form's field order. */
      fieldErrors: Record<string, string>;
      /** A sentence for the whole form (a refusal not tied to one field, or the catalogue's message). */
      message?: string;
    }
  | {
      form: FormName;
      status: 'submitted';
      /** The server's confirmation sentence, where the form shows one (the join form). */
      message?: string;
      /** An applicant under 18: the application waits for their parent or guardian. */
      awaitingGuardian?: boolean;
    }
  | {
      /** The Donate form after its first step: how to pay the pledge, then the form to tell us. */
      form: 'donationPledge';
      status: 'pledged';
      pledge: PledgePayment;
    }
  | {
      form: 'testUpload';
      status: 'uploaded';
      /** The upload test shows the server's answer as it came. */
      result: { status: number; json: string };
    };

/** Id of the <script type="application/json"> element that carries the state into the page. */
export const SERVED_FORM_STATE_ID = 'served-form-state';

/** Query parameter of the confirmation address a successful plain post is redirected to (303). */
export const SENT_QUERY = 'sent';

/** Added to it (`&waiting=guardian`) when an applicant under 18 waits for their parent or guardian. */
export const WAITING_QUERY = 'waiting';

export interface RenderFormPageOptions {
  /** dist/server/template.html as the prerenderer uses it. */
  template: string;
  /** The page's module preloads: dist/server/page-preloads.json (written by the prerenderer) maps each
   *  address, normalised as in _routes.json (lower case, no trailing slash), to them. */
  preloads: string[];
  state: ServedFormState;
}

/** Renders the whole HTML document of an address with its form in `state`; the title starts "Error: " on errors. */
export type RenderFormPage = (address: string, options: RenderFormPageOptions) => Promise<string>;
