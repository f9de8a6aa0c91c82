/**
 * npm run docs:blocks     writes what is made from the blocks' registrations (blocks/<type>/block.ts): the lists
 *                         of block types (scripts/lib/block-files.ts; then the page types, npm run types:generate),
 *                         docs/blocks.md, the block catalogue, from those and blocks/<type>/example.json, and the
 *                         hints VS Code shows for each block (schema-editor-hints.ts) into its schema
 * npm run docs:check      fails when any of these differs from a fresh one (CI runs it)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject } from 'ajv';
import type { BlockFacts } from '../../content/block-facts.ts';
import { blockFacts } from '../../content/generated/block-facts.ts';
import { fieldRows, type FieldRow, type SharedShape } from '../lib/schema-fields.ts';
import { pageHeadingRules } from '../../content/validation/check-page-heading.ts';
import { blockSchemas, resetSchemaCache } from '../../content/validation/schema-validator.ts';
import { staleHints, writeHints } from '../lib/schema-editor-hints.ts';
import { missingFiles, registeredFacts, staleBlockFiles, writeBlockFiles } from '../lib/block-files.ts';

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

function example(path: string): string {
  const file = new URL(path, root);
  if (!existsSync(file)) return `_No example yet: add ${path}._`;
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

function blockSection(block: BlockFacts, schema: AnySchemaObject, shared: Map<string, SharedShape>): string {
  const rows = fieldRows(schema, schema.$id as string, shared).map((row) =>
    row.path === 'type' ? { ...row, description: TYPE_ROW } : row,
  );
  return `## ${block.type}\n\n${schema.description ?? ''}${headingNote(block.type)}\n\n${table(rows, `schema/${schema.$id}`)}\n\n${example(block.example)}\n`;
}

/** The catalogue of the registered block types (or a test's), each with its schema (type -> schema). */
export function renderCatalogue(
  blocks: readonly BlockFacts[] = blockFacts,
  schemas: ReadonlyMap<string, AnySchemaObject> = blockSchemas(blocks),
): string {
  const shared = new Map<string, SharedShape>();
  const types = [...blocks]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((block): [BlockFacts, AnySchemaObject] => {
      const schema = schemas.get(block.type);
      if (!schema) throw new Error(`The block type "${block.type}" has no schema (schema/${block.schema}).`);
      return [block, schema];
    });
  const sections = types.map(([block, schema]) => blockSection(block, schema, shared));
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
  const index = types.map(([{ type }, schema]) => `- [${type}](#${type}): ${firstSentence(schema.description)}`);
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

const bin = (name: string) => fileURLToPath(new URL(`node_modules/.bin/${name}`, root));

/** Whether every made file matches a fresh one; says which do not. */
function checkAll(blocks: readonly BlockFacts[]): number {
  const staleLists = staleBlockFiles(blocks);
  for (const file of staleLists)
    console.error(
      `${file} is out of date with the blocks' registrations (blocks/<type>/block.ts). Run: npm run docs:blocks`,
    );
  const stale = staleHints();
  for (const file of stale)
    console.error(`${file}: its editor hints (type description, snippet) are out of date. Run: npm run docs:blocks`);
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (committed !== renderCatalogue(blocks)) {
    console.error('docs/blocks.md is out of date with schema/ or the block examples. Run: npm run docs:blocks');
    return 1;
  }
  if (stale.length > 0 || staleLists.length > 0) return 1;
  console.log('The lists of block types, docs/blocks.md and the editor hints match the registrations and schema/.');
  return 0;
}

/**
 * Writes the lists first; a fresh run (`--rerun`), which imports them, writes the rest: the hints, then the page
 * types (they carry the block schema's list and each type's hint), then the catalogue.
 */
function writeAll(blocks: readonly BlockFacts[], rerun: boolean, listChanged: boolean): number {
  const written = writeBlockFiles(blocks);
  if (written.length > 0 && rerun) throw new Error(`${written.join(', ')} changed again on a second run.`);
  if (written.length > 0) {
    console.log(`Wrote ${written.join(', ')} from the blocks' registrations.`);
    const again = ['--rerun', ...(written.includes('schema/block.schema.json') ? ['--list-changed'] : [])];
    return spawnSync(bin('tsx'), [fileURLToPath(import.meta.url), ...again], { stdio: 'inherit' }).status ?? 1;
  }
  const hinted = writeHints();
  if (hinted.length > 0) console.log(`Wrote the editor hints of ${hinted.length} block schemas.`);
  resetSchemaCache();
  if (listChanged || hinted.length > 0) {
    const types = fileURLToPath(new URL('scripts/build/types-generate.ts', root));
    if (spawnSync(bin('tsx'), [types], { stdio: 'inherit' }).status !== 0) return 1;
  }
  writeFileSync(target, renderCatalogue(blocks));
  console.log(`Wrote docs/blocks.md (${blocks.length} block types).`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const blocks = await registeredFacts();
  const missing = missingFiles(blocks);
  for (const problem of missing) console.error(problem);
  if (missing.length > 0) return 1;
  if (args.includes('--check')) return checkAll(blocks);
  return writeAll(blocks, args.includes('--rerun'), args.includes('--list-changed'));
}

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
