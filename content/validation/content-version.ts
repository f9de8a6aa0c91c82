import { currentVersion, versionOf } from '../migrations/index.ts';

/**
 * A file of another format version would fail the schema with dozens of confusing messages; one plain
 * sentence saying what to do is checked first instead. Undefined when the version is the current one
 * (or not a whole number, which the schema then reports as usual).
 */
export function versionProblem(data: unknown): string | undefined {
  const version = versionOf(data);
  if (version === undefined || version === currentVersion) return undefined;
  if (version < currentVersion) {
    return `this file is version ${version}; the site now reads version ${currentVersion}. Run npm run pages:migrate to upgrade it (it changes only what the new format needs).`;
  }
  return (
    `this file is version ${version}, newer than this copy of the site understands (version ${currentVersion}). ` +
    "Update the site's code (git pull) before editing it; do not lower the number by hand."
  );
}
