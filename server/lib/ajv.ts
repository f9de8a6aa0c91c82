// The validator the API uses for request bodies and upload fields. One instance per app:
// the shared schemas carry $id, which Ajv refuses to register twice in one instance.
// Its options, formats and the trimStrings keyword live in schema/api/ajv-setup.ts, because the
// browser's validators are compiled from the same schemas with the same set-up at build time.
export { createAjv } from '../../schema/api/ajv-setup.ts';
