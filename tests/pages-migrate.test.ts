// @vitest-environment node
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { validatePagesText } from '../content/validation/index.ts';
import { currentVersion, migrateToCurrent, migrations } from '../content/migrations/index.ts';
import { main as migrateFile } from '../scripts/content/pages-migrate.ts';
import { fixture, fixtureContext } from './helpers/pages-fixtures.ts';

const parse = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

describe('content versions', () => {
  it('the schema requires exactly the version the last migration produces', () => {
    const schema = JSON.parse(readFileSync('schema/pages.schema.json', 'utf8'));
    expect(schema.properties.version.const).toBe(currentVersion);
  });

  it('migrations form one chain from version 0, and every file in content/migrations/ is in it', () => {
    expect(migrations.map((m) => [m.from, m.to])).toEqual(migrations.map((_, i) => [i, i + 1]));
    const files = readdirSync('content/migrations').filter((name) => /^\d{3}-.+\.ts$/.test(name));
    expect(files.map((name) => Number(name.slice(0, 3)))).toEqual(migrations.map((m) => m.to));
  });

  it('an older file is refused by the check with a plain instruction', () => {
    const result = validatePagesText(fixture('version-0.json'), 'pages.json', fixtureContext);
    expect(result.problems.map((p) => `${p.line}:${p.column} ${p.where}: ${p.message}`)).toEqual([
      '1:1 version: this file is version 0; the site now reads version 1. Run npm run pages:migrate to upgrade it (it changes only what the new format needs).',
    ]);
  });

  it('a newer file is refused too', () => {
    const result = validatePagesText(fixture('newer-version.json'), 'pages.json', fixtureContext);
    expect(result.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      "3:3 this file is version 2, newer than this copy of the site understands (version 1). Update the site's code (git pull) before editing it; do not lower the number by hand.",
    ]);
  });

  it('version 0 migrates to the current format and then validates', () => {
    const { data, steps } = migrateToCurrent(parse('version-0.json'));
    expect(steps.map((step) => step.to)).toEqual([1]);
    expect(data).toEqual(parse('valid.json'));
    expect(validatePagesText(JSON.stringify(data), 'pages.json', fixtureContext).problems).toEqual([]);
  });

  it('a current file is left as it is', () => {
    expect(migrateToCurrent(parse('valid.json'))).toEqual({ data: parse('valid.json'), steps: [] });
  });
});

describe('npm run pages:migrate', () => {
  const tempCopy = (name: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'migrate-')), 'pages.json');
    copyFileSync(new URL(`fixtures/pages/${name}`, import.meta.url), file);
    return file;
  };

  it('rewrites an older file in place, readable and valid', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const file = tempCopy('version-0.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"../../../schema/pages.schema.json"', '"./schema/pages.schema.json"'),
    );
    expect(migrateFile([file], fixtureContext)).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\{\n {2}"\$schema": "\.\/schema\/pages\.schema\.json",\n {2}"version": 1,\n/);
    expect(validatePagesText(text, 'pages.json', fixtureContext).ok).toBe(true);
    vi.restoreAllMocks();
  });

  it('refuses a newer file and leaves it unchanged', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = tempCopy('newer-version.json');
    expect(migrateFile([file])).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(fixture('newer-version.json'));
    vi.restoreAllMocks();
  });
});
