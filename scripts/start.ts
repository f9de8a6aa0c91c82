/** npm start: builds the site when there is no build yet, then serves the site and the API on PORT (default 5000). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/client/index.html')) {
  console.log('No build found in dist/client: building the site first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed, so the site cannot start. Fix the errors above and run npm start again.');
    process.exit(build.status ?? 1);
  }
}

await import('../server/server.ts');
