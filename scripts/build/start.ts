/** npm start: builds the site when there is no build yet, then serves the site and the API on PORT (default 5000). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The staff area (dist/staff) is part of the build too: a build from before it existed is made again.
if (!existsSync('dist/client/index.html') || !existsSync('dist/staff/index.html')) {
  console.log('No complete build in dist/ (the site and the staff area): building first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed, so the site cannot start. Fix the errors above and run npm start again.');
    process.exit(build.status ?? 1);
  }
}

await import('../../server/server.ts');
