/**
 * Flattens a JSON Schema into the rows of a field table, for the block catalogue (docs/blocks.md).
 * Nested fields get dotted paths (`image.src`, `items[].title`). A shape shared between files
 * (Image, Button, Link, ...) is not spelled out again in every block: its row links to it, and the
 * catalogue lists it once (`sharedShapes`).
 */
import type { AnySchemaObject } from 'ajv';
import { resolveRef, TYPE_NAME_KEYWORD } from '../../content/validation/schema-validator.ts';

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
}
export interface SharedShape {
  title: string;
  schema: AnySchemaObject;
  fileId: string;
}

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** Follows `$ref`s; a ref into another file to a titled object is a shared shape and stays one. */
function follow(schema: AnySchemaObject, fileId: string, shared: Map<string, SharedShape>) {
  let node = schema;
  let file = fileId;
  while (node.$ref) {
    const target = resolveRef(node.$ref, file);
    if (!target) throw new Error(`${file}: cannot resolve "${node.$ref}"`);
    // A shared shape is named as in the code (Image, Button), which the catalogue's links have always used.
    const name = (target.schema[TYPE_NAME_KEYWORD] ?? target.schema.title) as string | undefined;
    if (target.fileId !== fileId && name && target.schema.properties) {
      shared.set(name, { title: name, ...target });
      return { node: target.schema, file: target.fileId, sharedTitle: name };
    }
    node = target.schema;
    file = target.fileId;
  }
  return { node, file, sharedTitle: undefined };
}

function typeWords(node: AnySchemaObject, sharedTitle: string | undefined, itemWords: string): string {
  if (sharedTitle) return `[${sharedTitle}](#${sharedTitle.toLowerCase()})`;
  if (node.const !== undefined) return `always ${code(node.const)}`;
  if (node.enum) return `one of ${(node.enum as unknown[]).map(code).join(', ')}`;
  const { minimum: min, maximum: max } = node;
  const range =
    min !== undefined && max !== undefined
      ? ` (${min} to ${max})`
      : min !== undefined
        ? ` (${min} or more)`
        : max !== undefined
          ? ` (at most ${max})`
          : '';
  switch (node.type) {
    case 'string':
      return node.format === 'email' ? 'e-mail address' : 'text';
    case 'integer':
      return `whole number${range}`;
    case 'number':
      return `number${range}`;
    case 'boolean':
      return '`true` or `false`';
    case 'array':
      return `list of ${itemWords}`;
    case 'object':
      return 'group of fields (below)';
    default:
      return Array.isArray(node.type) ? node.type.join(' or ') : 'any value';
  }
}

/** The rows for the properties of `schema` (an object schema), below `prefix`. */
export function fieldRows(
  schema: AnySchemaObject,
  fileId: string,
  shared: Map<string, SharedShape>,
  prefix = '',
): FieldRow[] {
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, AnySchemaObject>).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const { node, file, sharedTitle } = follow(property, fileId, shared);
    let below: FieldRow[] = [];
    let itemWords = '';
    if (!sharedTitle && node.type === 'array' && node.items) {
      const items = follow(node.items as AnySchemaObject, file, shared);
      itemWords = items.sharedTitle
        ? typeWords(items.node, items.sharedTitle, '')
        : items.node.properties
          ? 'groups of fields (below)'
          : typeWords(items.node, undefined, '');
      if (!items.sharedTitle && items.node.properties) below = fieldRows(items.node, items.file, shared, `${path}[].`);
    } else if (!sharedTitle && node.properties) {
      below = fieldRows(node, file, shared, `${path}.`);
    }
    const description = property.description ?? node.description ?? '';
    const row: FieldRow = {
      path,
      type: typeWords(node, sharedTitle, itemWords),
      required: required.has(name),
      default: property.default ?? node.default,
      description,
    };
    return [row, ...below];
  });
}
