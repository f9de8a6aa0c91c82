// The one Ajv set-up for the payload schemas: the server validates request bodies with it, and
// scripts/api-generate.ts compiles the browser's validators with it at build time (ajv's
// standalone code), so both sides run exactly the same rules. Node and build side only: the
// browser imports the generated validators in ./generated/, never this file.
import { _, Ajv, type KeywordCxt, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** The validation options both sides share. */
export const VALIDATION_OPTIONS = {
  // Unknown fields are dropped (schemas say additionalProperties: false) rather than rejected,
  // so an older or newer form version still gets through.
  removeAdditional: true,
  // Never turn 123 into "123" or "" into 0 behind the sender's back.
  coerceTypes: false,
  useDefaults: false,
  // Report every bad field at once so the person can fix the form in one go.
  allErrors: true,
  strict: true,
} as const satisfies Options;

/** The formats the schemas use, in ajv-formats' default (full) mode. */
export const FORMATS = ['email', 'date'] as const;

/**
 * The `trimStrings` keyword: trims every string property of an object before the property rules
 * run, so " " fails minLength and maxLength counts the real text. Written as generated code (not a
 * compile function) so ajv's standalone output carries it into the browser's validators.
 */
export const trimStringsKeyword = {
  keyword: 'trimStrings',
  type: 'object' as const,
  schemaType: 'boolean' as const,
  // Object keywords run in order; going before `properties` means the property rules
  // (minLength, maxLength, format, pattern) see the trimmed text.
  before: 'properties',
  modifying: true,
  errors: false as const,
  metaSchema: { type: 'boolean' },
  code(cxt: KeywordCxt) {
    const { gen, data, schema } = cxt;
    if (schema !== true) return;
    gen.forIn('key', data, (key) => {
      gen.if(_`typeof ${data}[${key}] == "string"`, () => gen.assign(_`${data}[${key}]`, _`${data}[${key}].trim()`));
    });
  },
};

/** A fresh Ajv with the shared options, formats and keyword; `extra` adds code-generation options only. */
export function createAjv(extra: Pick<Options, 'code' | 'messages'> = {}): Ajv {
  const ajv = new Ajv({ ...VALIDATION_OPTIONS, ...extra });
  // ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
  const plugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  plugin(ajv, [...FORMATS]);
  ajv.addKeyword(trimStringsKeyword);
  return ajv;
}
