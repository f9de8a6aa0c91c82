// Checks a form's values in the browser with the same JSON Schema the server validates with
// (schema/api), and words each problem with the server's own sentences (validation-messages.ts),
// so a person sees the problem next to the field before anything is sent. Ajv is not bundled:
// it compiles validators with new Function, which the site's Content-Security-Policy forbids.
import { describeValidationErrors, type ValidationErrorLike } from '../../../schema/api/validation-messages.ts';

interface PropertyRule {
  title?: string;
  description?: string;
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
}

export interface PayloadSchema {
  required?: string[];
  properties: Record<string, PropertyRule>;
}

/** ajv-formats' "email" in its default (full) mode, the server's rule. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function firstProblem(
  name: string,
  value: string,
  rule: PropertyRule,
  required: boolean,
): ValidationErrorLike | undefined {
  const at = (keyword: string, params: Record<string, unknown> = {}) => ({ keyword, instancePath: `/${name}`, params });
  if (value === '')
    return required ? { keyword: 'required', instancePath: '', params: { missingProperty: name } } : undefined;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return at('maxLength', { limit: rule.maxLength });
  if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return at('pattern', { pattern: rule.pattern });
  if (rule.format === 'email' && !EMAIL.test(value)) return at('format', { format: 'email' });
  if (rule.enum && !rule.enum.includes(value)) return at('enum', { allowedValues: rule.enum });
  return undefined;
}

/**
 * One sentence per field that breaks its rule, keyed by field name, in the order of `fields`.
 * `labels` replaces the schema's titles with the words the visitor sees on the form.
 */
export function checkFields(
  values: Record<string, string>,
  schema: PayloadSchema,
  fields: readonly string[],
  labels: Record<string, string> = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  const required = new Set(schema.required ?? []);
  for (const name of fields) {
    const rule = schema.properties[name];
    if (!rule) continue;
    const error = firstProblem(name, (values[name] ?? '').trim(), rule, required.has(name));
    if (!error) continue;
    const titled = { properties: { [name]: { ...rule, title: labels[name] ?? rule.title } } };
    problems[name] = describeValidationErrors([error], titled);
  }
  return problems;
}
