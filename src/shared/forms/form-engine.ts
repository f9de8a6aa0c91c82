// The engine every form runs on. Given a form's definition (form-definition.ts) it keeps the
// form's state and runs its submit pipeline:
//   check in the browser (form-checks.ts) -> POST with an Idempotency-Key -> the outcome ->
//   the message, worded by the form's catalogue.
import { type Endpoint, ENDPOINTS } from '../../../schema/api/endpoints.ts';
import type { ServedFormState } from '../../../schema/api/form-page.ts';
import { HONEYPOT_FIELD } from '../../../schema/api/payloads.ts';
import { trimStrings } from '../../../schema/api/trim-strings.ts';
import type { CompiledValidator } from '../../../schema/api/validation-messages.ts';
import { isConfirmed, postJson, serverMessage } from './api-client.ts';
import { CATALOGUE, type FormMessages } from './error-messages.ts';
import { checkValues, validatorFor } from './form-checks.ts';
import type { FormDefinition, FormValues } from './form-definition.ts';
import { loadedFormTexts, loadFormTexts } from './form-texts-loader.ts';
import type { FormTexts } from '../../../schema/api/form-texts/en.ts';
import { createFormStore, type FormStore } from './form-store.ts';
import { servedStart } from './served-start.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Language } from '../../../schema/api/languages.ts';

export interface FormOptions {
  /** Milliseconds before a send is given up (the spec's 10 s). */
  timeoutMs?: number;
  /** Today's date for rules such as the minimum age; injectable for tests. */
  now?: () => Date;
  /** The error catalogue in the page's language. */
  messages?: FormMessages;
  /**
   * The page's language: its messages are loaded with the checks (form-texts-loader.ts), and it is sent
   * with the form so the server answers in it (English when left out).
   */
  language?: Language;
  /** The state of a page served for a plain post; the form starts in it when it is for its endpoint. */
  served?: ServedFormState;
  /** The version of the privacy notice the page shows, sent with the visitor's consent. */
  noticeVersion?: string;
  /** Given the answer's `data` after a confirmed success (the Donate form shows how to pay from it). */
  onSuccess?: (data: unknown) => void;
  /**
   * The form's own refusal of a field at the moment it is checked, in place of the shared one, from the
   * page's messages (English when undefined): the Donate form's citizen box with an FCRA registration.
   */
  refusals?: (texts?: FormTexts) => Record<string, string>;
}

export type SubmitResult = { ok: true } | { ok: false; firstInvalid?: string };

export interface Form<Name extends string> {
  fields: readonly Name[];
  endpoint: Endpoint;
  isRequired: (name: Name) => boolean;
  store: FormStore<FormValues<Name>>;
  /** Starts loading the checks, so they are ready when the visitor sends the form. */
  prepare: () => void;
  /** `labels` names the fields as the form shows them, in place of the schema's titles. */
  submit: (labels?: Partial<Record<Name, string>>) => Promise<SubmitResult>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function createForm<Name extends string, Payload extends object>(
  definition: FormDefinition<Name, Payload>,
  {
    timeoutMs = DEFAULT_TIMEOUT_MS,
    now = () => new Date(),
    messages: englishMessages = CATALOGUE,
    served,
    noticeVersion = '',
    language = 'en',
    onSuccess,
    refusals,
  }: FormOptions = {},
): Form<Name> {
  const { fields, endpoint } = definition;
  const empty = () => Object.fromEntries([...fields, HONEYPOT_FIELD].map((name) => [name, ''])) as FormValues<Name>;
  const store = createFormStore(
    empty,
    served && ENDPOINTS[served.form] === endpoint ? servedStart(served, fields, empty()) : undefined,
  );
  const required = new Set(definition.wording.required);

  /** The validator, or its promise while it loads (undefined if it cannot be loaded, e.g. offline). */
  function validator(): CompiledValidator | Promise<CompiledValidator | undefined> {
    const pending = validatorFor(definition);
    return typeof pending === 'function' ? pending : pending.catch(() => undefined);
  }

  async function submit(labels: Partial<Record<Name, string>> = {}): Promise<SubmitResult> {
    if (store.getState().status === 'submitting') return { ok: false };
    // Once loaded, the checks run at once, in the same task as the click.
    const ready = validator();
    const validate = typeof ready === 'function' ? ready : await ready;
    const texts = language === 'en' ? undefined : (loadedFormTexts(language) ?? (await loadFormTexts(language)));
    const messages = texts?.catalogue ?? englishMessages;
    const { values, begin, fail, succeed, claimIdempotencyKey } = store.getState();
    if (!validate) {
      // The checks could not be fetched, so neither could the answer: say so as for a failed send.
      fail(definition.errorMessage({ kind: 'network' }, messages));
      return { ok: false };
    }
    const payload = trimStrings({
      ...definition.toPayload(values, noticeVersion),
      ...(language !== 'en' ? { language } : {}),
    });
    const problems = checkValues(definition, validate, payload, labels, now(), texts, refusals?.(texts));
    // The problems come in the order of the fields.
    const firstInvalid = Object.keys(problems)[0];
    if (firstInvalid) {
      // One sentence once: a missing guardian is one problem, not three.
      const sentences = new Set(Object.values<string | undefined>(problems));
      fail([...sentences].join(' '), problems as Partial<FormValues<Name>>);
      return { ok: false, firstInvalid };
    }
    if (!begin()) return { ok: false };
    const idempotencyKey = claimIdempotencyKey(newIdempotencyKey);
    const outcome = await postJson(endpoint, payload, { timeoutMs, idempotencyKey });
    if (isConfirmed(outcome)) {
      const data = (outcome.body as { data?: { awaitingGuardian?: unknown } }).data;
      const message = serverMessage(outcome) ?? null;
      const shown = definition.successMessage ? definition.successMessage(message, data, language) : message;
      succeed(shown, data?.awaitingGuardian === true);
      onSuccess?.(data);
      return { ok: true };
    }
    fail(definition.errorMessage(outcome, messages));
    return { ok: false };
  }

  const prepare = () => {
    void validator();
    void loadFormTexts(language);
  };
  return { fields, endpoint, isRequired: (name) => required.has(name), store, prepare, submit };
}
