// The tests that draw pages with the BUILT renderer (dist/server/entry-server.js and the files beside it) are
// skipped where there is no build: `npm test` on a fresh clone, before `npm run build`. `npm run test:built`
// (CI runs it after the build) sets REQUIRE_BUILD, so there a missing build fails them instead of skipping them.
import fs from 'node:fs';
import path from 'node:path';

/** The files of `needed` (paths under the build folder) that are not there; throws under REQUIRE_BUILD. */
export function missingBuildFiles(buildDir: string, needed: string[]): string[] {
  const missing = needed.filter((file) => !fs.existsSync(path.join(buildDir, file)));
  if (missing.length > 0 && process.env.REQUIRE_BUILD)
    throw new Error(`REQUIRE_BUILD is set, but ${buildDir} has no ${missing.join(', ')}: run npm run build first.`);
  return missing;
}
