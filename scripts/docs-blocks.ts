/**
 * npm run docs:blocks     writes docs/blocks.md, the block catalogue, from schema/ and blocks/<type>/example.json
 * npm run docs:check      fails when docs/blocks.md differs from a fresh one (CI runs it)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject } from 'ajv';
import { fieldRows, type FieldRow, type SharedShape } from './lib/schema-fields.ts';
import { pageHeadingRules } from './lib/pages-validation/check-page-heading.ts';
import { blockSchemas } from './lib/pages-validation/schema-validator.ts';

const root = new URL('../', import.meta.url);
const target = fileURLToPath(new URL('docs/blocks.md', root));

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const firstSentence = (text = '') => text.split(/(?<=\.)\s/)[0];

function table(rows: FieldRow[]): string {
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
  return `## ${type}\n\n${schema.description ?? ''}${headingNote(type)}\n\n${table(fieldRows(schema, schema.$id as string, shared))}\n\n${example(type)}\n`;
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
        `### ${shape.title}\n\n${shape.schema.description ?? ''}\n\n${table(fieldRows(shape.schema, shape.fileId, shared))}\n`,
      );
    }
  }
  const index = types.map(([type, schema]) => `- [${type}](#${type}): ${firstSentence(schema.description)}`);
  return (
    [
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
      .join('\n\n') + '\n'
  );
}

function main(check: boolean): number {
  const fresh = renderCatalogue();
  if (check) {
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (committed !== fresh) {
      console.error('docs/blocks.md is out of date with schema/ or the block examples. Run: npm run docs:blocks');
      return 1;
    }
    console.log('docs/blocks.md matches schema/ and the block examples.');
    return 0;
  }
  writeFileSync(target, fresh);
  console.log(`Wrote docs/blocks.md (${blockSchemas().size} block types).`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.includes('--check'));
