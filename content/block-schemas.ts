/**
 * Each block type's schema, and the site settings', made whole for the form library: `$ref`s into other
 * files (common.schema.json and the like) are written out in place, the fields the build fills in
 * (`readOnly`: a picture's width, height and copies) are left out, as the person never writes them, and the
 * fields the editor shows with its own pickers are marked with `x-editor`: "link" (a page and section
 * picker), "picture" (public/images), "long-text" (a text box), and a picture with its alt text "image" (a
 * new picture empties the old one's alt text).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { pageHeadingRules } from './validation/check-page-heading.ts';
import { blockFacts } from './generated/block-facts.ts';
import { blockSchemas, pagesSchemaValidator, resolveRef } from './validation/schema-validator.ts';

export interface BlockKind {
  type: string;
  /** The type as a volunteer knows it, from its schema's title: "Hero (large opening picture)". */
  title: string;
  description: string;
  schema: AnySchemaObject;
  /** blocks/<type>/example.json: the shape a new section of this type takes (its words are not used). */
  example: Record<string, unknown> | undefined;
  /** When the section shows the page's main heading: always (true), or when these fields have these values. */
  pageHeading?: true | { field: string; value: unknown; fallback: unknown; other: unknown }[];
}

const LONG_TEXTS = new Set(['intro', 'text', 'description', 'quote', 'body', 'answer', 'paragraphs']);
const DROPPED = new Set([
  '$schema',
  '$id',
  'x-page-heading',
  'x-type-name',
  'x-when-empty',
  'defaultSnippets',
  'markdownDescription',
]);

function inline(node: unknown, fileId: string, name: string | undefined, depth: number): unknown {
  if (depth > 40) throw new Error(`schema ${fileId}: references nest too deep (is one circular?)`);
  if (Array.isArray(node)) return node.map((entry) => inline(entry, fileId, name, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const source = node as AnySchemaObject;
  if (typeof source.$ref === 'string') {
    const target = resolveRef(source.$ref, fileId);
    if (!target) throw new Error(`schema ${fileId}: "${source.$ref}" points at nothing`);
    const { $ref, ...siblings } = source;
    const whole = {
      ...(inline(target.schema, target.fileId, name, depth + 1) as AnySchemaObject),
      ...(inline(siblings, fileId, name, depth + 1) as AnySchemaObject),
    };
    if ($ref.endsWith('#/definitions/href')) whole['x-editor'] = 'link';
    if ($ref.endsWith('common.schema.json#/definitions/image')) whole['x-editor'] = 'image';
    return whole;
  }
  const out: AnySchemaObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key)) continue;
    if (key === 'properties') {
      const kept = Object.entries(value as Record<string, AnySchemaObject>).filter(([, field]) => !field.readOnly);
      out.properties = Object.fromEntries(
        kept.map(([field, schema]) => [field, inline(schema, fileId, field, depth + 1)]),
      );
    } else out[key] = inline(value, fileId, key === 'items' ? name : undefined, depth + 1);
  }
  if (out.type === 'string' && !out['x-editor']) {
    if (name === 'src' && typeof out.pattern === 'string' && out.pattern.startsWith('^/images/'))
      out['x-editor'] = 'picture';
    else if (name && LONG_TEXTS.has(name) && !out.enum && !out.pattern) out['x-editor'] = 'long-text';
  }
  return out;
}

function readExample(root: string, path: string): Record<string, unknown> | undefined {
  const file = join(root, path);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/** Every registered block type, sorted by its title, with its whole schema and its example. */
export function blockKinds(root: string): BlockKind[] {
  const headings = pageHeadingRules();
  const schemas = blockSchemas();
  return blockFacts
    .map(({ type, example }) => {
      const schema = schemas.get(type) as AnySchemaObject;
      const rule = headings.get(type);
      return {
        type,
        title: (schema.title as string | undefined) ?? type,
        description: (schema.description as string | undefined) ?? '',
        schema: inline(schema, schema.$id as string, undefined, 0) as AnySchemaObject,
        example: readExample(root, example),
        ...(rule ? { pageHeading: rule.conditions.length === 0 ? (true as const) : rule.conditions } : {}),
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The site settings' schema made whole: the menu, the footer and the rest of `site` in pages.json. */
export function siteSchema(): AnySchemaObject {
  const schema = pagesSchemaValidator().ajv.getSchema('site.schema.json')?.schema as AnySchemaObject;
  return inline(schema, 'site.schema.json', undefined, 0) as AnySchemaObject;
}
