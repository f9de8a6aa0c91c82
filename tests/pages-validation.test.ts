// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, validatePagesText } from '../content/validation/index.ts';
import { knownBlockTypes, pagesSchemaValidator, readSchemas } from '../content/validation/schema-validator.ts';
import { errorsOf, fixture, fixtureContext } from './helpers/pages-fixtures.ts';

describe('pages.json', () => {
  it('is valid and has no warnings', () => {
    const result = validatePagesText(readFileSync('pages.json', 'utf8'));
    expect(result.problems.map((p) => formatProblem(p))).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it.each(
    readdirSync('blocks', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  )('the example of block %s is valid', (type) => {
    const validate = pagesSchemaValidator().ajv.getSchema('block.schema.json')!;
    const example = JSON.parse(readFileSync(`blocks/${type}/example.json`, 'utf8'));
    expect(example.type).toBe(type);
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('broken pages files fail with a located, plain-words message', () => {
  it('accepts the valid fixture the broken ones are made from', () => {
    expect(validatePagesText(fixture('valid.json'), 'valid.json', fixtureContext).problems).toEqual([]);
  });

  it('an unknown block type, with a suggestion', () => {
    expect(errorsOf('unknown-type.json')).toEqual([
      'unknown-type.json:25:11  /history > block 1 (baner): unknown block type "baner". Did you mean "banner"? ' +
        `Known types: ${knownBlockTypes().join(', ')}.`,
    ]);
  });

  it('a missing required field', () => {
    expect(errorsOf('missing-required.json')).toEqual([
      'missing-required.json:17:9  / > block 1 (hero): Fill in "Main heading". The page\'s main heading, shown large over the picture.',
    ]);
  });

  it('a picture without its description, in the sentence the field gives for it', () => {
    const text = readFileSync('pages.json', 'utf8').replace(
      '"alt": "Volunteers and children at a learning centre (placeholder artwork)"',
      '"decorative": false',
    );
    const messages = validatePagesText(text, 'pages.json').problems.map((problem) => problem.message);
    expect(messages).toEqual(['Describe the picture for people who cannot see it.']);
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
      'duplicate-path.json:28:27  /history > aliases[2]: the address "/" is already used by the page / ' +
        '(capital letters and a final / do not make addresses different). Give each page its own address.',
    ]);
    const text = fixture('valid.json').replace('"aliases": ["/new"]', '"aliases": ["/new", "/HISTORY"]');
    expect(errorsOf('x.json', text)[0]).toContain('"/HISTORY" is already used by the page /history');
  });

  it('invalid JSON, pointing at the end of the entry that lacks its comma', () => {
    expect(errorsOf('invalid-json.json')).toEqual([
      'invalid-json.json:23:55  syntax: the file is not valid JSON: a comma is missing between two entries (or there is one too many quotes)',
    ]);
  });

  it('reports every error at once, in line order', () => {
    const text = fixture('valid.json')
      .replace('"heading": "Welcome"', '"heading": 5')
      .replace('"initial": 1', '"initial": 0');
    const lines = validatePagesText(text, 'x.json', fixtureContext).problems.map((p) => p.line);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('a page without description is only a warning', () => {
    const result = validatePagesText(
      fixture('valid.json').replace('"description": "Home of the test foundation.",', ''),
      'pages.json',
      fixtureContext,
    );
    expect(result.ok).toBe(true);
    expect(result.problems.map((p) => formatProblem(p))).toEqual([
      'pages.json:13:5  warning: /: has no description: search engines will make up their own summary. Add one or two sentences.',
    ]);
  });
});

describe('--format github', () => {
  const linkError =
    'the link "/histroy" goes to no page of this site. Did you mean "/history"? Fix the address, or add a page (or an alias of a page) with it.';

  it('prints each problem as an annotation on its line and column', () => {
    const result = validatePagesText(fixture('broken-link.json'), 'pages.json', fixtureContext);
    expect(result.problems.map((p) => formatProblem(p, 'github'))).toEqual([
      `::error file=pages.json,line=21,col=47::/ > block 1 (hero) > buttons[1].href: ${linkError}`,
    ]);
  });

  it('prints advice as a warning, and escapes what would cut the annotation short', () => {
    const problem = {
      severity: 'warning',
      file: 'a,b:c.json',
      line: 2,
      column: 3,
      where: '/',
      message: '100%\nsure',
    } as const;
    expect(formatProblem(problem, 'github')).toBe('::warning file=a%2Cb%3Ac.json,line=2,col=3::/: 100%25%0Asure');
  });

  it('is what npm run pages:check -- --format github prints, failing the run', () => {
    const run = spawnSync(
      'node_modules/.bin/tsx',
      ['scripts/content/pages-check.ts', 'tests/fixtures/pages/broken-link.json', '--format', 'github'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `::error file=tests/fixtures/pages/broken-link.json,line=21,col=47::/ > block 1 (hero) > buttons[1].href: ${linkError}`,
    );
  }, 30_000);
});

describe('a broken schema file', () => {
  it('is named in plain words, not reported as a mistake in pages.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-'));
    try {
      mkdirSync(join(dir, 'blocks'));
      writeFileSync(join(dir, 'blocks', 'banner.schema.json'), '{ "$id": "blocks/banner.schema.json", }');
      expect(() => readSchemas(dir)).toThrow(/^blocks\/banner\.schema\.json is not valid JSON \(/);
      writeFileSync(join(dir, 'blocks', 'banner.schema.json'), '{ "$id": "banner.schema.json" }');
      expect(() => readSchemas(dir)).toThrow(
        'blocks/banner.schema.json: its "$id" must be "blocks/banner.schema.json"',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
