import type { AnySchemaObject, ErrorObject } from 'ajv';
import { didYouMean } from './did-you-mean.ts';
import type { Segment } from './json-source.ts';
import { pictureNameProblem } from './picture-names.ts';
import { WHEN_EMPTY_KEYWORD } from './schema-validator.ts';

export interface SchemaProblem {
  segments: Segment[];
  /** Set when the problem is a property's name rather than its value. */
  key?: string;
  message: string;
}

const typeWords: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text in "double quotes"',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
};

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

function pointerSegments(pointer: string, data: unknown): Segment[] {
  if (!pointer) return [];
  let node = data as Record<string, unknown> | unknown[] | undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const name = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      const segment: Segment = Array.isArray(node) ? Number(name) : name;
      node = (node as Record<string, unknown> | undefined)?.[segment as never] as typeof node;
      return segment;
    });
}

function valueAt(data: unknown, segments: Segment[]): unknown {
  return segments.reduce<unknown>((node, segment) => (node as Record<Segment, unknown> | undefined)?.[segment], data);
}

/** First sentence of a field's description: the hint a non-developer needs to fix a value. */
function hint(schema: AnySchemaObject | undefined): string {
  const first = schema?.description?.split(/(?<=\.)\s/)[0];
  return first ? ` ${first}` : '';
}

/**
 * A field an editor fills (it has a title and is not filled in by the build) that is missing or empty, in a
 * sentence: its own words for this (x-when-empty), else "Fill in" its title with the hint of its description.
 */
function fillIn(field: AnySchemaObject | undefined): string | undefined {
  if (!field || field.readOnly) return undefined;
  const own = field[WHEN_EMPTY_KEYWORD] as string | undefined;
  if (own) return own;
  return field.title ? `Fill in "${field.title}".${hint(field)}` : undefined;
}

function describe(error: ErrorObject, value: unknown, blockTypes: string[]): string | undefined {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const wanted = String(params.type);
      if (typeof value === 'string' && /number|integer/.test(wanted)) {
        const written = value.trim();
        if (/^-?\d+(\.\d+)?$/.test(written))
          return `a number is written without quotes: remove the quotes, ${written} instead of "${value}"`;
        if (/^-?\d{1,3}(,\d{2,3})*,\d{3}$/.test(written))
          return `a number is written without quotes and without commas: write ${written.replace(/,/g, '')} instead of "${value}"`;
      }
      return `must be ${String(params.type)
        .split(',')
        .map((t) => typeWords[t] ?? t)
        .join(' or ')}, got ${show(value)}`;
    }
    case 'required': {
      const properties = error.parentSchema?.properties as Record<string, AnySchemaObject> | undefined;
      const words = fillIn(properties?.[String(params.missingProperty)]);
      if (words) return words;
      return `the required field "${params.missingProperty}" is missing`;
    }
    case 'additionalProperties': {
      const known = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
      return `"${params.additionalProperty}" is not a field this accepts.${didYouMean(String(params.additionalProperty), known)} Allowed fields: ${known.join(', ')}.`;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(show);
      return `must be one of ${allowed.join(', ')}, got ${show(value)}.${didYouMean(String(value), (params.allowedValues as unknown[]).map(String))}`.replace(
        /\.$/,
        '',
      );
    }
    case 'const':
      return `must be ${show(params.allowedValue)}, got ${show(value)}`;
    case 'discriminator':
      if (params.error === 'tag') return 'the field "type" is missing: it says which kind of block this is';
      return `unknown block type ${show(params.tagValue)}.${didYouMean(String(params.tagValue), blockTypes)} Known types: ${blockTypes.join(', ')}.`;
    case 'minLength':
      if (params.limit === 1 && value === '') {
        const words = fillIn(error.parentSchema);
        if (words) return words;
      }
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
    case 'maxLength':
      return `is too long: at most ${params.limit} characters, got ${String(value).length}`;
    case 'minItems':
      return `needs at least ${params.limit} ${params.limit === 1 ? 'entry' : 'entries'}, got ${(value as unknown[]).length}`;
    case 'maxItems':
      return `can have at most ${params.limit} entries, got ${(value as unknown[]).length}`;
    case 'minimum':
      return `must be at least ${params.limit}, got ${show(value)}`;
    case 'maximum':
      return `must be at most ${params.limit}, got ${show(value)}`;
    case 'pattern': {
      const schema = error.parentSchema;
      if (typeof value === 'string' && String(schema?.pattern).startsWith('^/images/'))
        return pictureNameProblem(value);
      // The same words VS Code shows for this field (patternErrorMessage), so both say one thing.
      const words = schema?.patternErrorMessage as string | undefined;
      return words
        ? `${show(value)} is not written the expected way. ${words}`
        : `${show(value)} is not written the expected way.${hint(schema)}`;
    }
    case 'format':
      return params.format === 'email'
        ? `must be an e-mail address such as name@example.org, got ${show(value)}`
        : `must be a valid ${params.format}, got ${show(value)}`;
    case 'anyOf': {
      const branches = (error.parentSchema?.anyOf as AnySchemaObject[] | undefined) ?? [];
      const names = branches.flatMap((branch) => (branch.required as string[] | undefined) ?? []);
      return names.length === branches.length
        ? `needs one of the fields ${names.map((n) => `"${n}"`).join(' or ')}`
        : 'does not match any allowed shape';
    }
    default:
      return error.message ?? 'is not valid';
  }
}

/** "text" is missing and "txt" is unknown on the same object: one mistake, reported once as the typo. */
function explainedByTypo(error: ErrorObject, errors: ErrorObject[]): boolean {
  if (error.keyword !== 'required') return false;
  const missing = String((error.params as { missingProperty: string }).missingProperty);
  return errors.some(
    (other) =>
      other.keyword === 'additionalProperties' &&
      other.instancePath === error.instancePath &&
      didYouMean(String((other.params as { additionalProperty: string }).additionalProperty), [missing]) !== '',
  );
}

/** A block without "type": the block list's rule says so (discriminator); its "required" says it again. */
function explainedByMissingType(error: ErrorObject, errors: ErrorObject[]): boolean {
  return (
    error.keyword === 'required' &&
    (error.params as { missingProperty: string }).missingProperty === 'type' &&
    errors.some(
      (other) =>
        other.keyword === 'discriminator' &&
        other.instancePath === error.instancePath &&
        (other.params as { error?: string }).error === 'tag',
    )
  );
}

/** Turns ajv's errors into one plain-words problem per real mistake. */
export function toPlainWords(errors: ErrorObject[], data: unknown, blockTypes: string[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (explainedByTypo(error, errors) || explainedByMissingType(error, errors)) continue;
    // Branch failures inside anyOf/oneOf are summed up by the anyOf/oneOf error itself.
    if (/\/(anyOf|oneOf)\/\d+\//.test(error.schemaPath) && error.keyword === 'required') continue;
    if (error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const segments = pointerSegments(error.instancePath, data);
    const message = describe(error, valueAt(data, segments), blockTypes);
    if (!message) continue;
    const params = error.params as { additionalProperty?: string; error?: string };
    const key =
      error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : error.keyword === 'discriminator' && params.error === 'mapping'
          ? 'type'
          : undefined;
    const id = `${error.instancePath}|${key ?? ''}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ segments, key, message });
  }
  return problems;
}
