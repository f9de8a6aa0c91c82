/**
 * Each block type's schema made whole for the form library: `$ref`s into other files (common.schema.json
 * and the like) are written out in place, and the fields the editor shows with its own pickers are marked
 * with `x-editor`: "link" (a page and section picker), "picture" (public/images), "long-text" (a text box).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { blockSchemas, resolveRef } from '../../scripts/lib/pages-validation/schema-validator.ts';

export interface BlockKind {
  type: string;
  description: string;
  schema: AnySchemaObject;
  /** blocks/<type>/example.json, what a new section of this type starts with. */
  example: Record<string, unknown> | undefined;
}

const LONG_TEXTS = new Set(['intro', 'text', 'description', 'quote', 'body', 'answer', 'paragraphs']);
const DROPPED = new Set(['$schema', '$id', 'x-page-heading']);

function inline(node: unknown, fileId: string, name: string | undefined, depth: number): unknown {
  if (depth > 40) throw new Error(`schema ${fileId}: references nest too deep (is one circular?)`);
  if (Array.isArray(node)) return node.map((entry) => inline(entry, fileId, name, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const source = node as AnySchemaObject;
  if (typeof source.$ref === 'string') {
    const target = resolveRef(source.$ref, fileId);
    if (!target) throw new Error(`schema ${fileId}: "${source.$ref}" points at nothing`);
    const { $ref, ...siblings } = source;
    const whole = { ...(inline(target.schema, target.fileId, name, depth + 1) as AnySchemaObject), ...siblings };
    if ($ref.endsWith('#/definitions/href')) whole['x-editor'] = 'link';
    return whole;
  }
  const out: AnySchemaObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key)) continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([field, schema]) => [
          field,
          inline(schema, fileId, field, depth + 1),
        ]),
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

function readExample(root: string, type: string): Record<string, unknown> | undefined {
  const file = join(root, 'blocks', type, 'example.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

/** Every block type the schema knows, sorted by name, with its whole schema and its example. */
export function blockKinds(root: string): BlockKind[] {
  return [...blockSchemas()]
    .map(([type, schema]) => ({
      type,
      description: (schema.description as string | undefined) ?? '',
      schema: inline(schema, schema.$id as string, undefined, 0) as AnySchemaObject,
      example: readExample(root, type),
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}
