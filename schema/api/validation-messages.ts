// Turns Ajv-style validation errors into sentences a person can act on, naming the field by
// the `title` in the shared schema. Structural types only: no dependency, usable in the browser.

export interface ValidationErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

interface PropertySchema {
  title?: string;
  description?: string;
  enum?: unknown[];
}
interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
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

/** One sentence per problem field (first problem wins), joined for display. */
export function describeValidationErrors(errors: ValidationErrorLike[], schema: ObjectSchema): string {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    if (!field) {
      byField.set(field, 'The form must be sent as a JSON object with its fields.');
      continue;
    }
    const property = schema.properties?.[field];
    byField.set(field, sentenceFor(error, property?.title ?? field, property));
  }
  return [...byField.values()].join(' ');
}
