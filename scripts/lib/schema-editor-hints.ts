/**
 * What VS Code shows while someone types a section into pages.json, written into each block schema from
 * the block's own description and example (by npm run docs:blocks, checked by npm run docs:check):
 *   properties.type.description / markdownDescription   what the section is for, in the "type" suggestions
 *   defaultSnippets                                      "Insert a whole <type> section", the block's example
 * Edits go through jsonc-parser's modify, so the rest of each schema file keeps its layout.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject } from 'ajv';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { blockSchemas, schemaDir } from '../../content/validation/schema-validator.ts';

const root = new URL('../../', import.meta.url);
const firstSentence = (text = '') => text.split(/(?<=\.)\s/)[0];

/**
 * A snippet body is inserted as a VS Code snippet, where $1 or ${name} would become a place to type:
 * a text with a "$" (or starting with "^", VS Code's mark for raw snippet text) is written raw, escaped.
 */
function snippetBody(value: unknown): unknown {
  if (typeof value === 'string')
    return /[$^]/.test(value) ? `^${JSON.stringify(value).replace(/[$}\\]/g, '\\$&')}` : value;
  if (Array.isArray(value)) return value.map(snippetBody);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, snippetBody(item)]));
  return value;
}

interface Hint {
  path: JSONPath;
  value: unknown;
}

/** The hints one block schema should carry. */
export function editorHints(type: string, schema: AnySchemaObject): Hint[] {
  const summary = firstSentence(schema.description);
  const hints: Hint[] = [
    { path: ['properties', 'type', 'description'], value: `"${type}": ${summary}` },
    {
      path: ['properties', 'type', 'markdownDescription'],
      value: `**${type}**: ${schema.description}\n\nEvery field, with an example: docs/blocks.md, section "${type}".`,
    },
  ];
  const exampleFile = new URL(`blocks/${type}/example.json`, root);
  if (existsSync(exampleFile)) {
    const example = JSON.parse(readFileSync(exampleFile, 'utf8'));
    hints.push({
      path: ['defaultSnippets'],
      value: [{ label: `${type} section`, description: summary, body: snippetBody(example) }],
    });
  }
  return hints;
}

const valueAt = (data: unknown, path: JSONPath) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);

/** The block schema files whose hints differ from what their description and example give. */
export function staleHints(): string[] {
  return [...blockSchemas()].flatMap(([type, schema]) => {
    const file = `${schemaDir}${schema.$id}`;
    const data = parse(readFileSync(file, 'utf8'));
    const fresh = editorHints(type, schema).every(
      ({ path, value }) => JSON.stringify(valueAt(data, path)) === JSON.stringify(value),
    );
    return fresh ? [] : [`schema/${schema.$id}`];
  });
}

/** Writes the hints into every block schema that lacks them or has old ones; returns the files written. */
export function writeHints(): string[] {
  const written: string[] = [];
  for (const [type, schema] of blockSchemas()) {
    const file = `${schemaDir}${schema.$id}`;
    let text = readFileSync(file, 'utf8');
    const before = text;
    for (const { path, value } of editorHints(type, schema)) {
      if (JSON.stringify(valueAt(parse(text), path)) === JSON.stringify(value)) continue;
      text = applyEdits(text, modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
    }
    if (text !== before) {
      writeFileSync(file, text);
      written.push(file);
    }
  }
  // The same layout as every other file (npm run lint checks it).
  if (written.length > 0) {
    const biome = fileURLToPath(new URL('node_modules/.bin/biome', root));
    spawnSync(biome, ['format', '--write', ...written], { stdio: 'ignore' });
  }
  return written;
}
