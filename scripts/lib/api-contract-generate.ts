// What `npm run types:generate` makes from the payload schemas in schema/api/*.schema.json:
// their TypeScript types (payload-types.ts) and, per schema, a validator compiled by ajv's
// standalone code (validate-<name>.js + .d.ts) and the words its errors use (wording-<name>.ts).
// The browser imports the validators, so no `new Function` runs at run time and the
// Content-Security-Policy needs no 'unsafe-eval'.
// From the staff, publishing and admin routes' schemas in schema/api/<area>/*.schema.json it makes
// their types (route-types.ts) only: the server validates those bodies with its own Ajv (the same
// set-up), and no page checks them before sending.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { minifySync } from 'vite';
import { createAjv } from '../../schema/api/ajv-setup.ts';
import { wordingOf } from '../../schema/api/validation-messages.ts';

export interface GeneratedFile {
  /** Path from the repository root. */
  path: string;
  content: string;
}

const apiDir = fileURLToPath(new URL('../../schema/api/', import.meta.url));
const outDir = 'schema/api/generated';
/** Schemas in schema/api that describe answers, not payloads: no type or validator is made for them. */
const ANSWER_SCHEMAS = new Set(['api-response.schema.json']);
/**
 * The folders of schema/api holding the routes' own schemas, one file per request (or answer): the staff
 * area's sign-in, session and members (staff/), the inbox, spam and privacy tasks (inbox/), publishing and
 * pictures (publishing/), the command line's routes (admin/), and answers (answers/).
 */
export const ROUTE_SCHEMA_FOLDERS = ['staff', 'inbox', 'publishing', 'translations', 'admin', 'answers'] as const;
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ??
  standaloneCodeModule) as typeof import('ajv/dist/standalone/index.js').default;
const require = createRequire(import.meta.url);

const banner = (what: string) =>
  `/* GENERATED FILE - do not edit by hand. ${what}\n * Made by \`npm run types:generate\` from schema/api/*.schema.json; edit those and run it again. */`;

interface PayloadSchema {
  /** contact, volunteer-application, ... */
  name: string;
  schema: Record<string, unknown>;
}

export function readPayloadSchemas(): PayloadSchema[] {
  return readdirSync(apiDir)
    .filter((file) => file.endsWith('.schema.json') && !ANSWER_SCHEMAS.has(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.schema\.json$/, ''),
      schema: JSON.parse(readFileSync(join(apiDir, file), 'utf8')),
    }));
}

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** contact -> ContactPayload: the type's name comes from the file, not the schema's title. */
export const typeName = (name: string) => `${pascal(name)}Payload`;

async function payloadTypes(schemas: PayloadSchema[]): Promise<string> {
  const parts: string[] = [];
  for (const { name, schema } of schemas) {
    // Titles are labels for people (the error sentences use them); as type names they would
    // clash across schemas ("Email"), so the types are named by file instead.
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Record<string, unknown>>).map(([key, property]) => {
        const { title: _title, ...rest } = property;
        return [key, rest];
      }),
    );
    const { $id: _id, $schema: _schema, ...rest } = schema;
    const typed = { ...rest, title: typeName(name), properties } as JSONSchema;
    parts.push(
      await compile(typed, typeName(name), {
        bannerComment: '',
        additionalProperties: false,
        format: true,
        style: { singleQuote: true, printWidth: 110 },
      }),
    );
  }
  return `${banner('Payload types.')}\n\n${parts.join('\n')}`;
}

export interface RouteSchema {
  /** staff, inbox, publishing, admin or answers. */
  folder: (typeof ROUTE_SCHEMA_FOLDERS)[number];
  /** sign-in-email, inbox-query, ... */
  name: string;
  /** The generated type's name: SignInEmailBody, InboxQuery, HealthAnswer. */
  type: string;
  schema: Record<string, unknown>;
}

/** A query string's type is named ...Query (its file ends in -query), an answer's ...Answer, a body's ...Body. */
function routeTypeName(folder: RouteSchema['folder'], name: string): string {
  if (folder === 'answers') return `${pascal(name)}Answer`;
  return name.endsWith('-query') ? pascal(name) : `${pascal(name)}Body`;
}

export function readRouteSchemas(): RouteSchema[] {
  const schemas = ROUTE_SCHEMA_FOLDERS.flatMap((folder) =>
    readdirSync(join(apiDir, folder))
      .filter((file) => file.endsWith('.schema.json'))
      .sort()
      .map((file) => {
        const name = file.replace(/\.schema\.json$/, '');
        const schema = JSON.parse(readFileSync(join(apiDir, folder, file), 'utf8'));
        return { folder, name, type: routeTypeName(folder, name), schema };
      }),
  );
  const seen = new Set<string>();
  for (const { folder, name, type } of schemas) {
    if (seen.has(type))
      throw new Error(`schema/api/${folder}/${name}.schema.json: another schema's type is ${type} too`);
    seen.add(type);
  }
  return schemas;
}

/** The schema without its titles below the top, which would otherwise become type names ("Role", "Note"). */
function untitled(schema: Record<string, unknown>): Record<string, unknown> {
  const { title: _title, ...rest } = schema;
  const properties = rest.properties as Record<string, Record<string, unknown>> | undefined;
  const items = rest.items as Record<string, unknown> | undefined;
  return {
    ...rest,
    ...(properties
      ? { properties: Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, untitled(sub)])) }
      : {}),
    ...(items && !Array.isArray(items) ? { items: untitled(items) } : {}),
  };
}

async function routeTypes(schemas: RouteSchema[]): Promise<string> {
  const parts: string[] = [];
  for (const { type, schema } of schemas) {
    const { $id: _id, $schema: _schema, ...rest } = untitled(schema);
    parts.push(
      await compile({ ...rest, title: type } as JSONSchema, type, {
        bannerComment: '',
        additionalProperties: false,
        format: true,
        style: { singleQuote: true, printWidth: 110 },
      }),
    );
  }
  const banner = `/* GENERATED FILE - do not edit by hand. The types of the staff, publishing and admin routes' requests and answers.
 * Made by \`npm run types:generate\` from schema/api/<area>/*.schema.json; edit those and run it again. */`;
  return `${banner}\n\n${parts.join('\n')}`;
}

/**
 * Ajv's standalone output still `require`s its small runtime helpers (ucs2length for
 * minLength/maxLength) even in ESM mode. Each is a self-contained function, so its source is
 * written into the module instead; the tests run every generated validator, so a helper that
 * was not self-contained would fail there.
 */
function inlineRuntimeHelpers(code: string): string {
  return code.replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.(\w+)/g, (match, module: string, name: string) => {
    const helper = (require(module) as Record<string, unknown>)[name];
    if (typeof helper !== 'function') throw new Error(`Cannot inline ${match}: it is not a function`);
    return `(${helper.toString()})`;
  });
}

type Annotated = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

/**
 * The schema without its words for people (title, description), which change no rule. The
 * generated code keeps the schema as a constant where an error quotes it (an enum's values), and
 * the page should not carry every description for that; `wording` carries the few it shows.
 */
function withoutAnnotations({ title: _title, description: _description, ...schema }: Annotated): Annotated {
  if (!schema.properties) return schema;
  const properties = Object.entries(schema.properties).map(([key, property]) => [key, withoutAnnotations(property)]);
  return { ...schema, properties: Object.fromEntries(properties) };
}

function validatorModule({ name, schema }: PayloadSchema): GeneratedFile[] {
  // The browser's build leaves out ajv's English messages: both sides word problems with
  // validation-messages.ts. Every option that decides what is valid comes from createAjv.
  const ajv = createAjv({ code: { source: true, esm: true }, messages: false });
  const source = inlineRuntimeHelpers(standaloneCode(ajv, ajv.compile(withoutAnnotations(schema))));
  // Minified here because the page loads the file as it is (see loadValidator in the forms).
  const { code, errors } = minifySync(`validate-${name}.js`, source);
  if (errors.length) throw new Error(`validate-${name}.js could not be minified: ${errors[0].message}`);
  if (/\brequire\(/.test(code)) throw new Error(`validate-${name}.js would need require(), which the browser lacks`);
  const base = `${outDir}/validate-${name}`;
  return [
    { path: `${base}.js`, content: `${banner(`Validator for ${name}.schema.json.`)}\n${code}\n` },
    {
      path: `${base}.d.ts`,
      content: `${banner(`Types of validate-${name}.js.`)}
import type { CompiledValidator } from '../validation-messages.ts';

/** Checks (and trims, and strips unknown fields from) a ${name} payload in place, as the server does. */
export declare const validate: CompiledValidator;
export default validate;
`,
    },
  ];
}

/** Apart from the validator: a form renders with its wording (required fields) before it loads the validator. */
const wordingModule = ({ name, schema }: PayloadSchema): GeneratedFile => ({
  path: `${outDir}/wording-${name}.ts`,
  content: `${banner(`What the error sentences and the required marks use of ${name}.schema.json.`)}
import type { PayloadWording } from '../validation-messages.ts';

export const wording: PayloadWording = ${JSON.stringify(wordingOf(schema), null, 2)};
`,
});

export async function generateApiFiles(): Promise<GeneratedFile[]> {
  const schemas = readPayloadSchemas();
  return [
    { path: `${outDir}/payload-types.ts`, content: await payloadTypes(schemas) },
    ...schemas.flatMap((schema) => [...validatorModule(schema), wordingModule(schema)]),
    { path: `${outDir}/route-types.ts`, content: await routeTypes(readRouteSchemas()) },
  ];
}
