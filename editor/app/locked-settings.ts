/**
 * The site settings' fields someone other than an admin may not change, or may change without publishing
 * (content/guarded-settings.ts), as the form library's look for one part of the settings: the admin-only ones
 * disabled with a sentence saying why, the texts the site e-mails in its own name with a note that an admin
 * publishes them. The server refuses those changes all the same (server/publishing/guarded-publishing.ts):
 * this only saves the person a refusal.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ADMIN_ONLY_SETTINGS, ADMIN_PUBLISHED_TEXTS, type Guarded } from '../../content/guarded-settings.ts';

export const ADMIN_ONLY_NOTE = 'Only an admin can change this.';
export const ADMIN_PUBLISHES_NOTE =
  'You can change this text; since the site e-mails it to visitors in its own name, an admin publishes the change.';

const properties = (schema: RJSFSchema | undefined) => (schema?.properties ?? {}) as Record<string, RJSFSchema>;

/** The look `leaf` given to every field that `rest` (field names, '*' for each) names under `schema`. */
function under(schema: RJSFSchema | undefined, rest: readonly string[], leaf: UiSchema): UiSchema {
  if (rest.length === 0) return leaf;
  const [first, ...others] = rest;
  const fields = first === '*' ? Object.keys(properties(schema)) : [first];
  return Object.fromEntries(fields.map((field) => [field, under(properties(schema)[field], others, leaf)]));
}

/** Two looks as one, the second's options added to the first's at every level. */
export function mergeUi(a: UiSchema, b: UiSchema): UiSchema {
  const merged: UiSchema = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const known = merged[key];
    const both = [known, value].every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
    merged[key] = both ? mergeUi(known as UiSchema, value as UiSchema) : value;
  }
  return merged;
}

function lookOf(settings: readonly Guarded[], part: string, schema: RJSFSchema, leaf: UiSchema): UiSchema {
  return settings
    .filter(({ path }) => path[0] === 'site' && (path[1] === part || path[1] === '*'))
    .reduce((ui, { path }) => mergeUi(ui, under(schema, path.slice(2), leaf)), {} as UiSchema);
}

/** The look of the guarded fields of the site settings' `part` (its schema `schema`) for someone not an admin. */
export function lockedUi(part: string, schema: RJSFSchema): UiSchema {
  return mergeUi(
    lookOf(ADMIN_PUBLISHED_TEXTS, part, schema, { 'ui:help': ADMIN_PUBLISHES_NOTE }),
    lookOf(ADMIN_ONLY_SETTINGS, part, schema, { 'ui:disabled': true, 'ui:help': ADMIN_ONLY_NOTE }),
  );
}
