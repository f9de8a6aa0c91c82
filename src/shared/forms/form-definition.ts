// What makes one form: the contract it posts (endpoint, payload schema, the validator compiled from
// it) and what the schema cannot say. Adding a form means writing one of these (see
// docs/adding-a-form.md); form-engine.ts does the rest.
import type { Endpoint } from '../../../schema/api/endpoints.ts';
import type { FormTexts } from '../../../schema/api/form-texts/en.ts';
import type { GUARDIAN_TEXTS } from '../../../schema/api/form-texts/guardian-en.ts';
import type { HONEYPOT_FIELD } from '../../../schema/api/payloads.ts';
import type { CompiledValidator, PayloadWording } from '../../../schema/api/validation-messages.ts';
import type { ApiOutcome } from './api-client.ts';
import type { FormMessages } from './error-messages.ts';
import type { Language } from '../../../schema/api/languages.ts';

/**
 * Loads a generated validator module by its address (import it with `?url`: the build copies it as
 * a hashed file). A plain import() would make the bundler add its preload helper to every page;
 * the validator imports nothing, so it needs none.
 */
export const loadValidator = (url: string): Promise<CompiledValidator> =>
  import(/* @vite-ignore */ url).then((module: { validate: CompiledValidator }) => module.validate);

/**
 * The words a Hindi or Telugu page's form blocks draw as they render, given to them by the build
 * (content/form-notices.ts); English pages get none and use the English in the code. The messages
 * come later, with the checks (form-texts-loader.ts).
 */
export interface PageFormTexts {
  errorTitlePrefix: string;
  /** Where the block's content gives none. */
  errorSummaryHeading?: string;
  /** Where the block shows no notice (whose own label names the tick box). */
  consentLabel?: string;
  /** The join form's guardian section. */
  guardian?: typeof GUARDIAN_TEXTS;
}

export type FormValues<Name extends string> = Record<Name | typeof HONEYPOT_FIELD, string>;

export interface FormDefinition<Name extends string, Payload extends object> {
  endpoint: Endpoint;
  /** The fields a person fills in, in page order: problems are reported and focused in this order. */
  fields: readonly Name[];
  /**
   * Loads the validator compiled from the payload schema at build time (generated/validate-*.js).
   * Loaded apart, after the page is up: nobody needs it before they send the form.
   */
  loadValidator: () => Promise<CompiledValidator>;
  /** The schema's titles and the like, and which fields are required (generated/wording-*.ts). */
  wording: PayloadWording;
  /**
   * The values as the server wants them (before trimming), e.g. with a copied field; `noticeVersion`
   * is the version of the privacy notice the page shows ('' when it shows none).
   */
  toPayload: (values: FormValues<Name>, noticeVersion: string) => Payload;
  /** Rules the schema cannot say, on the trimmed payload; asked only about fields the schema passed. */
  extraChecks?: (payload: Partial<Payload>, today: Date, texts?: FormTexts) => Partial<Record<Name, string>>;
  /** Fields the extra checks may refuse although the schema does not require them (asked when left empty too). */
  conditionalFields?: readonly Name[];
  /** The message for a call that did not end in a confirmed success. */
  errorMessage: (outcome: ApiOutcome, messages: FormMessages) => string;
  /**
   * The confirmation shown after a success, from the server's sentence and its answer's `data`, in the page's
   * language; without one, the server's sentence as it came.
   */
  successMessage?: (message: string | null, data: unknown, language: Language) => string | null;
}
