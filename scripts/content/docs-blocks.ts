/**
 * npm run docs:blocks     writes docs/blocks.md, the block catalogue, from schema/ and blocks/<type>/example.json,
 *                         and the hints VS Code shows for each block (schema-editor-hints.ts) into its schema
 * npm run docs:check      fails when docs/blocks.md or those hints differ from fresh ones (CI runs it)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject } from 'ajv';
import { fieldRows, type FieldRow, type SharedShape } from '../lib/schema-fields.ts';
import { pageHeadingRules } from '../../content/validation/check-page-heading.ts';
import { blockSchemas, resetSchemaCache } from '../../content/validation/schema-validator.ts';
import { staleHints, writeHints } from '../lib/schema-editor-hints.ts';

const root = new URL('../../', import.meta.url);
const target = fileURLToPath(new URL('docs/blocks.md', root));

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const firstSentence = (text = '') => text.split(/(?<=\.)\s/)[0];

/** The "type" row: its description is written for VS Code's suggestions; the table says it plainly. */
const TYPE_ROW = 'Which kind of section this is.';

/** A required field whose description calls it optional misleads the reader: refuse to write that. */
function contradictions(rows: FieldRow[], where: string): string[] {
  return rows
    .filter((row) => row.required && /^optional\b|\(optional\)/i.test(row.description))
    .map((row) => `${where}: the field "${row.path}" is required, but its description says it is optional.`);
}

function table(rows: FieldRow[], where: string): string {
  const wrong = contradictions(rows, where);
  if (wrong.length > 0) throw new Error(wrong.join('\n'));
  const lines = rows.map(
    (row) =>
      `| \`${row.path}\` | ${cell(row.type)} | ${row.required ? 'yes' : ''} | ${row.default === undefined ? '' : `\`${cell(JSON.stringify(row.default))}\``} | ${cell(row.description)} |`,
  );
  return ['| field | type | required | default | what it is |', '|---|---|---|---|---|', ...lines].join('\n');
}

function example(type: string): string {
  const file = new URL(`blocks/${type}/example.json`, root);
  if (!existsSync(file)) return `_No example yet: add blocks/${type}/example.json._`;
  return `Example (paste into a page's \`"blocks"\` list):\n\n\`\`\`json\n${readFileSync(file, 'utf8').trim()}\n\`\`\``;
}

function headingNote(type: string): string {
  const rule = pageHeadingRules().get(type);
  if (!rule) return '';
  const when = rule.conditions
    .map(
      ({ field, value, fallback }) =>
        `"${field}": ${JSON.stringify(value)}${value === fallback ? ' (the default)' : ''}`,
    )
    .join(' and ');
  return `\n\nShows the page's main heading${when ? ` when ${when}` : ''}: a page has exactly one.`;
}

function blockSection(type: string, schema: AnySchemaObject, shared: Map<string, SharedShape>): string {
  const rows = fieldRows(schema, schema.$id as string, shared).map((row) =>
    row.path === 'type' ? { ...row, description: TYPE_ROW } : row,
  );
  return `## ${type}\n\n${schema.description ?? ''}${headingNote(type)}\n\n${table(rows, `schema/${schema.$id}`)}\n\n${example(type)}\n`;
}

export function renderCatalogue(): string {
  const shared = new Map<string, SharedShape>();
  const types = [...blockSchemas()].sort(([a], [b]) => a.localeCompare(b));
  const sections = types.map(([type, schema]) => blockSection(type, schema, shared));
  // Shapes can refer to further shapes; render until no new one turns up.
  const shapeSections = new Map<string, string>();
  while (shapeSections.size < shared.size) {
    for (const shape of [...shared.values()].filter((s) => !shapeSections.has(s.title))) {
      shapeSections.set(
        shape.title,
        `### ${shape.title}\n\n${shape.schema.description ?? ''}\n\n${table(fieldRows(shape.schema, shape.fileId, shared), `schema/${shape.fileId}`)}\n`,
      );
    }
  }
  const index = types.map(([type, schema]) => `- [${type}](#${type}): ${firstSentence(schema.description)}`);
  return `${[
    '<!-- GENERATED FILE - do not edit by hand. Made by `npm run docs:blocks` from schema/ and blocks/*/example.json. -->',
    '# Block catalogue',
    'Every kind of section a page can have. A page\'s `"blocks"` list holds these, top to bottom; `"type"` says which kind. ' +
      'Fields marked *required* must be there; the others can be left out (then the default applies). ' +
      'How to edit pages: [editing.md](editing.md). In `npm run dev`, http://localhost:5173/_blocks shows every block rendered from its example.',
    index.join('\n'),
    ...sections,
    '## Shared shapes\n\nFields of these kinds look the same in every block.',
    ...[...shapeSections.keys()].sort().map((title) => shapeSections.get(title)!),
  ]
    .map((part) => part.trim())
    .join('\n\n')}\n`;
}

function main(check: boolean): number {
  if (check) {
    const stale = staleHints();
    for (const file of stale)
      console.error(`${file}: its editor hints (type description, snippet) are out of date. Run: npm run docs:blocks`);
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (committed !== renderCatalogue()) {
      console.error('docs/blocks.md is out of date with schema/ or the block examples. Run: npm run docs:blocks');
      return 1;
    }
    if (stale.length > 0) return 1;
    console.log("docs/blocks.md and the block schemas' editor hints match schema/ and the block examples.");
    return 0;
  }
  const hinted = writeHints();
  if (hinted.length > 0) console.log(`Wrote the editor hints of ${hinted.length} block schemas.`);
  resetSchemaCache();
  const fresh = renderCatalogue();
  writeFileSync(target, fresh);
  console.log(`Wrote docs/blocks.md (${blockSchemas().size} block types).`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.includes('--check'));
