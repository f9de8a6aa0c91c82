// The validator the API uses for request bodies and upload fields. One instance per app:
// the shared schemas carry $id, which Ajv refuses to register twice in one instance.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { trimStringsKeyword } from '../../schema/api/trim-strings.ts';

export function createAjv(): Ajv {
  const ajv = new Ajv({
    // Unknown fields are dropped (schemas say additionalProperties: false) rather than rejected,
    // so an older or newer form version still gets through.
    removeAdditional: true,
    // Never turn 123 into "123" or "" into 0 behind the sender's back.
    coerceTypes: false,
    useDefaults: false,
    // Report every bad field at once so the person can fix the form in one go.
    allErrors: true,
    strict: true,
  });
  // ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
  const plugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  plugin(ajv, ['email', 'date']);
  ajv.addKeyword(trimStringsKeyword);
  return ajv;
}
