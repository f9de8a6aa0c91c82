/**
 * npm run pages:migrate [-- FILE]
 * Upgrades a pages file (pages.json by default) written for an older format, one version at a time
 * (content/migrations/), then checks the result. The file is rewritten only when the upgraded content
 * has the current shape; problems the upgrade cannot fix (a broken link, say) are then reported.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CheckContext } from '../../content/validation/check-context.ts';
import { formatProblem, validatePagesText } from '../../content/validation/index.ts';
import { currentVersion, migrateToCurrent, versionOf } from '../../content/migrations/index.ts';
import { formatPages } from '../../content/format-pages.ts';
import type { PagesFile } from '../../content/types.ts';

/** `context` says where the pictures are (tests check a fixture against its own public/). */
export function main([file = 'pages.json']: string[], context?: CheckContext): number {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    console.error(
      `${file}: cannot be read as JSON (${(error as Error).message}). Run npm run pages:check -- ${file} to find the line.`,
    );
    return 1;
  }
  const version = versionOf(data);
  if (version === undefined) {
    console.error(
      `${file}: "version" must be a whole number. Set it to the version the file was written for (0 if unsure, before numbering).`,
    );
    return 1;
  }
  if (version > currentVersion) {
    console.error(
      `${file} is version ${version}, newer than this copy of the site (version ${currentVersion}). Update the site's code instead.`,
    );
    return 1;
  }
  if (version === currentVersion) {
    console.log(`${file} is already version ${currentVersion}; nothing to do.`);
    return 0;
  }
  const { data: upgraded, steps } = migrateToCurrent(data);
  for (const step of steps) console.log(`version ${step.from} -> ${step.to}: ${step.summary}`);
  const text = formatPages(upgraded as unknown as PagesFile);
  const result = validatePagesText(text, file, context);
  if (!result.matchesSchema) {
    for (const problem of result.problems) console.log(formatProblem(problem));
    console.error(
      `${file} was not changed: the upgraded content would not have the current shape (errors above, at their lines in the upgraded text).`,
    );
    return 1;
  }
  writeFileSync(file, text);
  console.log(`${file} upgraded from version ${version} to ${currentVersion}.`);
  // What the upgrade cannot fix (a broken link, say) is reported as pages:check would.
  for (const problem of result.problems) console.log(formatProblem(problem));
  return result.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
