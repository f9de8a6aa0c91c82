// Turns Ajv-style validation errors into sentences a person can act on, naming the field by
// the `title` in the shared schema. Structural types only: no dependency, usable in the browser.
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
 * The parts of a schema the sentences below use: each title, the description where a pattern
 * needs explaining, the allowed values of an enum. Generated beside each browser validator, so the
 * page does not carry the rest of the schema.
 */
export function wordingOf(schema: ObjectSchema & { required?: readonly string[] }): PayloadWording {
  const properties = Object.entries(schema.properties ?? {}).map(
    ([name, { title, description, pattern, enum: values }]) => [
      name,
      { title, ...(pattern ? { description } : {}), ...(values ? { enum: values } : {}) },
    ],
  );
  return { required: schema.required ?? [], properties: Object.fromEntries(properties) };
}

function fieldOf(error: ValidationErrorLike): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/').filter(Boolean)[0] ?? '';
}

function sentenceFor(error: ValidationErrorLike, label: string, property?: PropertySchema): string {
  switch (error.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'minLength':
      return `${label} is required and cannot be empty.`;
    case 'maxLength':
      return `${label} is too long: at most ${String(error.params.limit)} characters.`;
    case 'type':
      return `${label} must be text.`;
    case 'format':
      return error.params.format === 'email'
        ? `${label} must be a valid e-mail address, like name@example.org.`
        : `${label} is not in the expected format.`;
    case 'pattern':
      // The schema's description says what the pattern wants, in words.
      return `${label} is not valid. ${property?.description ?? ''}`.trim();
    case 'enum':
      return `${label} must be one of: ${(property?.enum ?? []).join(', ')}.`;
    default:
      return `${label} is not valid.`;
  }
}

/**
 * One sentence per problem field (its first problem wins), keyed by field name; '' when the body is
 * not an object at all. The browser shows each beside its field; the server joins them.
 */
export function problemsByField(errors: ValidationErrorLike[], schema: ObjectSchema): Map<string, string> {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    if (!field) {
      byField.set(field, 'The form must be sent as a JSON object with its fields.');
      continue;
    }
    const property = schema.properties?.[field];
    byField.set(field, FIELD_REFUSALS[field] ?? sentenceFor(error, property?.title ?? field, property));
  }
  return byField;
}

/** One sentence per problem field, joined for display. */
export function describeValidationErrors(errors: ValidationErrorLike[], schema: ObjectSchema): string {
  return [...problemsByField(errors, schema).values()].join(' ');
}
