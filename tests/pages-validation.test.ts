// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem, validatePagesText } from '../scripts/lib/pages-validation/index.ts';
import { pagesSchemaValidator } from '../scripts/lib/pages-validation/schema-validator.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/pages/${name}`, import.meta.url), 'utf8');
const errorsOf = (name: string) => {
  const result = validatePagesText(fixture(name), name);
  expect(result.ok).toBe(false);
  return result.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p));
};

describe('pages.json', () => {
  it('is valid and has no warnings', () => {
    const result = validatePagesText(readFileSync('pages.json', 'utf8'));
    expect(result.problems.map((p) => formatProblem(p))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it.each(readdirSync('blocks', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name))(
    'the example of block %s is valid',
    (type) => {
      const validate = pagesSchemaValidator().ajv.getSchema('block.schema.json')!;
      const example = JSON.parse(readFileSync(`blocks/${type}/example.json`, 'utf8'));
      expect(example.type).toBe(type);
      expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    },
  );
});

describe('broken pages files fail with a located, plain-words message', () => {
  it('accepts the valid fixture the broken ones are made from', () => {
    expect(validatePagesText(fixture('valid.json')).ok).toBe(true);
  });

  it('an unknown block type, with a suggestion', () => {
    expect(errorsOf('unknown-type.json')).toEqual([
      'unknown-type.json:25:11  /history > block 1 (baner): unknown block type "baner". Did you mean "banner"? ' +
        'Known types: hero, banner, intervention-selector, policy-sections.',
    ]);
  });

  it('a missing required field', () => {
    expect(errorsOf('missing-required.json')).toEqual([
      'missing-required.json:17:9  / > block 1 (hero): the required field "heading" is missing',
    ]);
  });

  it('a value of the wrong type', () => {
    expect(errorsOf('wrong-type.json')).toEqual([
      'wrong-type.json:29:11  /history > block 2 (intervention-selector) > initial: must be a whole number, got "2a"',
    ]);
  });

  it('a misspelt field, with a suggestion and without a second error for the same typo', () => {
    expect(errorsOf('misspelt-field.json')).toEqual([
      'misspelt-field.json:25:29  /history > block 1 (banner): "txt" is not a field this accepts. Did you mean "text"? ' +
        'Allowed fields: type, id, text, emphasis, tone.',
    ]);
  });

  it('a duplicate address, ignoring case and trailing slash', () => {
    expect(errorsOf('duplicate-path.json')).toEqual([
      'duplicate-path.json:22:27  /history > aliases[2]: the address "/" is already used by the page / ' +
        '(capital letters and a final / do not make addresses different). Give each page its own address.',
    ]);
    const text = fixture('valid.json').replace('"aliases": ["/new"]', '"aliases": ["/HISTORY"]');
    expect(validatePagesText(text).problems[0].message).toContain('"/HISTORY" is already used by the page /history');
  });

  it('invalid JSON, pointing at the end of the entry that lacks its comma', () => {
    expect(errorsOf('invalid-json.json')).toEqual([
      'invalid-json.json:23:55  syntax: the file is not valid JSON: a comma is missing between two entries (or there is one too many quotes)',
    ]);
  });

  it('reports every error at once, in line order', () => {
    const text = fixture('valid.json').replace('"heading": "Welcome"', '"heading": 5').replace('"initial": 1', '"initial": 0');
    const lines = validatePagesText(text).problems.map((p) => p.line);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('a page without description is only a warning', () => {
    const result = validatePagesText(fixture('valid.json').replace('"description": "Home of the test foundation.",', ''));
    expect(result.ok).toBe(true);
    expect(result.problems.map((p) => formatProblem(p))).toEqual([
      'pages.json:13:5  warning: /: has no description: search engines will make up their own summary. Add one or two sentences.',
    ]);
  });
});
