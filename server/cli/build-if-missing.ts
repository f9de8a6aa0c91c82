// `npm start` and `npm run edit` serve the build (the site in dist/client, the staff area and its section editor
// in dist/staff, the renderer a publish and a preview draw with in dist/server): without a complete one, they
// build first, as a newcomer would.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs `npm run build` when dist/ lacks the site or the staff area; exits with the build's status if it fails. */
export function buildIfMissing(command: string): void {
  // The staff area (dist/staff) is part of the build too: a build from before it existed is made again.
  if (existsSync('dist/client/index.html') && existsSync('dist/staff/index.html')) return;
  console.log('No complete build in dist/ (the site and the staff area): building first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`The build failed, so ${command} cannot go on. Fix the errors above and run ${command} again.`);
    process.exit(build.status ?? 1);
  }
}
