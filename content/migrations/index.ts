/**
 * The content format's versions. Every change to the shape of pages.json that would make an existing
 * file invalid adds a numbered migration here; the current version is the highest one's target, and
 * schema/pages.schema.json requires exactly that version (a test keeps the two in step).
 */
import pagesListAndHeroButtons from './001-pages-list-and-hero-buttons.ts';
import type { Migration } from './migration.ts';

/** In order; each one's `from` is the previous one's `to`. */
export const migrations: readonly Migration[] = [pagesListAndHeroButtons];

export const currentVersion = Math.max(0, ...migrations.map((migration) => migration.to));

/** A file's format version; one written before versions were numbered has none and is version 0. */
export function versionOf(data: unknown): number | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const version = (data as { version?: unknown }).version;
  if (version === undefined) return 0;
  return Number.isInteger(version) ? (version as number) : undefined;
}

/** Applies every step from the file's version up to the current one; `steps` lists what ran. */
export function migrateToCurrent(data: Record<string, unknown>): { data: Record<string, unknown>; steps: Migration[] } {
  const steps: Migration[] = [];
  let upgraded = data;
  let version = versionOf(data) ?? currentVersion;
  while (version < currentVersion) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) throw new Error(`No migration starts at version ${version}; content/migrations/ is missing a step.`);
    upgraded = step.up(upgraded);
    steps.push(step);
    version = step.to;
  }
  return { data: upgraded, steps };
}
