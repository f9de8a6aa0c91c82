// Turns Ajv-style validation errors into sentences a person can act on, naming the field by
// the `title` in the shared schema. Structural types only: no dependency, usable in the browser.
import { VALIDATION_SENTENCES } from './form-texts/validation-en.ts';
import { FIELD_REFUSALS } from './messages.ts';

export interface ValidationErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A validator compiled from a payload schema (ajv's shape): true when valid, else `errors` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ValidationErrorLike[] | null;
}

export interface PropertySchema {
  title?: string;
  description?: string;
  enum?: unknown[];
  pattern?: string;
}
export interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
}

/** What the browser needs of a payload schema to word its problems and mark its required fields. */
export interface PayloadWording {
  required: readonly string[];
  properties: Record<string, PropertySchema>;
}

/**
 * Fields a form sends but never shows a person: the notice's version, the honeypot, the page's language
 * and the join form's copy of its domain. The browser reports problems only beside the fields it shows,
 * so their words stay out of the page (the server words them from the schema itself).
 */
const UNSHOWN_FIELDS = new Set(['noticeVersion', 'website', 'language', 'selectedInitiative']);

/**
 * The parts of a schema the sentences below use: each title, the description where a pattern
 * needs explaining, the allowed values of an enum, for the fields a form shows. Generated beside each
 * browser validator, so the page does not carry the rest of the schema.
 */
export function wordingOf(schema: ObjectSchema & { required?: readonly string[] }): PayloadWording {
  const properties = Object.entries(schema.properties ?? {})
    .filter(([name]) => !UNSHOWN_FIELDS.has(name))
    .map(([name, { title, description, pattern, enum: values }]) => [
      name,
      { title, ...(pattern ? { description } : {}), ...(values ? { enum: values } : {}) },
    ]);
  return { required: schema.required ?? [], properties: Object.fromEntries(properties) };
}

function fieldOf(error: ValidationErrorLike): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/').filter(Boolean)[0] ?? '';
}

/** The sentences in another language (form-texts/*.ts): templates, names of fields, the consent refusal. */
export interface ValidationWords {
  validation: typeof VALIDATION_SENTENCES;
  /** Names of fields by field name, where the schema's English title should not show. */
  titles?: Record<string, string>;
  descriptions?: Record<string, string>;
  /** The refusal of the consent box (FIELD_REFUSALS in English). */
  consentRequired?: string;
  /** Other fields' refusals (FIELD_REFUSALS) in the page's language, by field. */
  refusals?: Record<string, string>;
}

const fillIn = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function templateFor(error: ValidationErrorLike, sentences: typeof VALIDATION_SENTENCES): string {
  switch (error.keyword) {
    case 'required':
    case 'minLength':
    case 'maxLength':
    case 'type':
    case 'pattern':
    case 'enum':
      return sentences[error.keyword];
    case 'format':
      return error.params.format === 'email' ? sentences.email : sentences.format;
    default:
      return sentences.invalid;
  }
}

function sentenceFor(
  error: ValidationErrorLike,
  label: string,
  property: PropertySchema | undefined,
  words: ValidationWords,
): string {
  const description = words.descriptions?.[fieldOf(error)] ?? property?.description ?? '';
  // The schema's description says what a pattern wants, in words.
  return fillIn(templateFor(error, words.validation), {
    label,
    limit: String(error.params.limit),
    values: (property?.enum ?? []).join(', '),
    description,
  }).trim();
}

/**
 * One sentence per problem field (its first problem wins), keyed by field name; '' when the body is
 * not an object at all. The browser shows each beside its field; the server joins them.
 */
export function problemsByField(
  errors: ValidationErrorLike[],
  schema: ObjectSchema,
  words: ValidationWords = { validation: VALIDATION_SENTENCES },
): Map<string, string> {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    if (!field) {
      byField.set(field, words.validation.notObject);
      continue;
    }
    const property = schema.properties?.[field];
    const refusal =
      field === 'consent' && words.consentRequired
        ? words.consentRequired
        : (words.refusals?.[field] ?? FIELD_REFUSALS[field]);
    const label = words.titles?.[field] ?? property?.title ?? field;
    byField.set(field, refusal ?? sentenceFor(error, label, property, words));
  }
  return byField;
}

/** One sentence per problem field, joined for display. */
export function describeValidationErrors(
  errors: ValidationErrorLike[],
  schema: ObjectSchema,
  words?: ValidationWords,
): string {
  return [...problemsByField(errors, schema, words).values()].join(' ');
}
