// The checks a form runs in the browser before it sends anything: the validator compiled from the
// payload schema (the server's own rules), then the form's extra checks, worded with the shared
// sentences (schema/api/validation-messages.ts) and the visitor's labels.
import { problemsByField, type CompiledValidator } from '../../../schema/api/validation-messages.ts';
import type { FormTexts } from '../../../schema/api/form-texts/en.ts';
import { VALIDATION_SENTENCES } from '../../../schema/api/form-texts/validation-en.ts';
import type { FormDefinition } from './form-definition.ts';

const validators = new WeakMap<object, CompiledValidator>();

/**
 * The form's validator: itself once loaded (so a submit then checks without waiting), else the
 * promise of it. A second load while one is under way costs nothing (the browser imports a module
 * once); a failed load (offline) is simply tried again next time.
 */
export const validatorFor = <Name extends string, Payload extends object>(
  definition: FormDefinition<Name, Payload>,
): CompiledValidator | Promise<CompiledValidator> =>
  validators.get(definition) ??
  definition.loadValidator().then((validate) => {
    validators.set(definition, validate);
    return validate;
  });

/** One sentence per field that breaks a rule, in field order; empty when the values can be sent. */
export function checkValues<Name extends string, Payload extends object>(
  definition: FormDefinition<Name, Payload>,
  validate: CompiledValidator,
  /** The values as they will be sent: definition.toPayload, trimmed. */
  payload: Payload,
  labels: Partial<Record<Name, string>>,
  today: Date,
  /** The page's language's messages (a Hindi or Telugu page's; English without). */
  texts?: FormTexts,
  /** The form's own refusal of a field, in place of the shared one (FIELD_REFUSALS), by field. */
  refusals: Record<string, string> = {},
): Partial<Record<Name, string>> {
  // An empty field counts as missing, so a required one is reported as "X is required."
  // (The validator trims, as the server does, and may drop fields: it gets a copy.)
  const candidate = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== '')) as Partial<Payload>;
  const valid = validate(candidate);
  const properties = { ...definition.wording.properties };
  for (const name of definition.fields) {
    if (labels[name]) properties[name] = { ...properties[name], title: labels[name] };
  }
  const words = texts
    ? {
        validation: texts.validation,
        titles: { ...texts.titles, ...labels },
        descriptions: texts.descriptions,
        consentRequired: texts.messages.consentRequired,
        refusals: { citizen: texts.messages.foreignContribution, ...refusals },
      }
    : { validation: VALIDATION_SENTENCES, refusals };
  const problems = valid ? new Map<string, string>() : problemsByField(validate.errors ?? [], { properties }, words);
  const extra: Partial<Record<Name, string>> = definition.extraChecks?.(candidate, today, texts) ?? {};
  const result: Partial<Record<Name, string>> = {};
  for (const name of definition.fields) {
    const present =
      (candidate as Record<string, unknown>)[name] !== undefined || definition.conditionalFields?.includes(name);
    const problem = problems.get(name) ?? (present ? extra[name] : undefined);
    if (problem) result[name] = problem;
  }
  return result;
}
