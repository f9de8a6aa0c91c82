import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { formatProblem, validatePagesText } from '../../content/validation/index.ts';

/** Fixtures check their pictures against a tiny public/ of their own, not the site's changing one. */
export const fixtureContext = { publicDir: fileURLToPath(new URL('../fixtures/public/', import.meta.url)) };

export const fixture = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url), 'utf8');

/** The errors of a broken fixture, formatted as pages:check prints them. */
export function errorsOf(name: string, text = fixture(name)): string[] {
  const result = validatePagesText(text, name, fixtureContext);
  expect(result.ok).toBe(false);
  return result.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p));
}
