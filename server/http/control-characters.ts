// Text fields may not carry control characters: PostgreSQL cannot store NUL in text at all
// (it was a 500), and the others are invisible in the export and a spreadsheet. Line breaks and
// tabs stay allowed in the fields a person writes several lines in.

interface ObjectSchema {
  properties?: Record<string, { title?: string }>;
}

/** A field's name for people: its schema `title`, as the validation messages use. */
const titleOf = (schema: ObjectSchema | undefined, field: string) => schema?.properties?.[field]?.title ?? field;

/**
 * Fields whose form control is a textarea. The payload schemas do not say which fields take
 * several lines (and strict Ajv refuses unknown keywords), so the list lives here.
 */
export const MULTILINE_FIELDS = new Set(['message', 'whyJoinUs', 'questionsForUs']);

// C0 except tab, LF and CR; DEL; C1.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\r\n]/;

function problem(value: string, multiline: boolean): 'control' | 'line' | undefined {
  if (CONTROL.test(value)) return 'control';
  // Edges are trimmed by the schema's trimStrings, so only a break inside the text counts.
  if (!multiline && LINE_BREAK.test(value.trim())) return 'line';
  return undefined;
}

/** Whether a text has a control character (or, unless `multiline`, a line break inside it). */
export const hasControlCharacters = (value: string, multiline: boolean) => problem(value, multiline) !== undefined;

/** Texts anywhere under a value (a field may be an object or a list in a future form). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** The first field with a control character (or a line break where one line is asked) and its sentence. */
export function findControlCharacters(
  body: unknown,
  schema: ObjectSchema | undefined,
): { field: string; message: string } | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  for (const [field, value] of Object.entries(body)) {
    // Fields the schema does not declare are dropped by validation and never stored.
    if (!schema?.properties?.[field]) continue;
    for (const text of texts(value)) {
      const found = problem(text, MULTILINE_FIELDS.has(field));
      if (!found) continue;
      const label = titleOf(schema, field);
      const message =
        found === 'control'
          ? `${label} contains an invisible control character. Please type it again without special characters.`
          : `${label} must fit on one line. Please remove the line break.`;
      return { field, message };
    }
  }
  return undefined;
}
