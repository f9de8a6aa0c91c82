// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../scripts/content/docs-blocks.ts';
import { blockSchemas } from '../content/validation/schema-validator.ts';

describe('the block catalogue (docs/blocks.md)', () => {
  const fresh = renderCatalogue();

  it('is up to date with schema/ and the examples (else: npm run docs:blocks)', () => {
    expect(
      readFileSync('docs/blocks.md', 'utf8') === fresh,
      'docs/blocks.md is out of date: run npm run docs:blocks',
    ).toBe(true);
  });

  it.each([...blockSchemas()])('documents %s: purpose, every field and a copy-paste example', (type, schema) => {
    const section = fresh.split(`\n## ${type}\n`)[1].split('\n## ')[0];
    expect(section).toContain(schema.description);
    for (const field of Object.keys(schema.properties)) expect(section).toContain(`| \`${field}\` |`);
    const example = readFileSync(`blocks/${type}/example.json`, 'utf8').trim();
    expect(section).toContain(`\`\`\`json\n${example}\n\`\`\``);
  });

  it('spells out nested fields with dotted paths, and shared shapes once', () => {
    expect(fresh).toContain('| `sections[].items[].text` | text | yes |');
    expect(fresh).toContain('| `image` | [Image](#image) | yes |');
    expect(fresh.match(/^### Image$/gm)).toHaveLength(1);
  });
});
