// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { AnySchemaObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../scripts/content/docs-blocks.ts';
import { validatePagesText } from '../content/validation/index.ts';
import { blockSchemas, pagesSchemaValidator, readSchemas } from '../content/validation/schema-validator.ts';
import { staleHints } from '../scripts/lib/schema-editor-hints.ts';
import { fixture, fixtureContext } from './helpers/pages-fixtures.ts';

/** Every sub-schema of every pages schema, with where it is. */
function* nodes(node: unknown, where: string): Generator<[AnySchemaObject, string]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [node as AnySchemaObject, where];
  for (const [key, child] of Object.entries(node))
    if (key !== 'defaultSnippets') yield* nodes(child, `${where}/${key}`);
}

describe('what VS Code shows while typing pages.json', () => {
  it('each section type says what it is for, not only its name', () => {
    for (const [type, schema] of blockSchemas()) {
      expect(schema.properties.type.description).toBe(`"${type}": ${schema.description.split(/(?<=\.)\s/)[0]}`);
      expect(schema.properties.type.markdownDescription).toContain(`**${type}**: ${schema.description}`);
    }
  });

  it('each section type has a snippet that inserts its whole example, valid as it is', () => {
    const validate = pagesSchemaValidator().ajv.getSchema('block.schema.json')!;
    for (const [type, schema] of blockSchemas()) {
      const [snippet] = schema.defaultSnippets as { label: string; body: unknown }[];
      expect(snippet.label).toBe(`${type} section`);
      expect(snippet.body).toEqual(JSON.parse(readFileSync(`blocks/${type}/example.json`, 'utf8')));
      expect(validate(snippet.body), type).toBe(true);
    }
    expect(staleHints()).toEqual([]);
  });

  it('every pattern has plain words for when it fails, and pages:check says the same words', () => {
    const patterns = readSchemas().flatMap((schema) =>
      [...nodes(schema, schema.$id as string)].filter(([node]) => typeof node.pattern === 'string'),
    );
    expect(patterns.length).toBeGreaterThan(10);
    for (const [node, where] of patterns) expect(node.patternErrorMessage, where).toMatch(/^[A-Z].+\.$/);
    const text = fixture('valid.json').replace('"id": "work"', '"id": "Our Work"');
    expect(validatePagesText(text, 'x.json', fixtureContext).problems.map((p) => p.message)).toEqual([
      '"Our Work" is not written the expected way. Small letters a-z, digits and dashes only, starting with a letter, such as "mission" or "our-work".',
    ]);
  });

  it('no field the catalogue marks required is described as optional', () => {
    const rows = renderCatalogue()
      .split('\n')
      .filter((line) => /^\| `[^`]+` \|[^|]*\| yes \|/.test(line));
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => /\| (optional\b|[^|]*\(optional\))[^|]*\|$/i.test(row))).toEqual([]);
    expect(renderCatalogue()).toContain('| `sections[].id` | text | yes |  | A name for this section');
  });
});
