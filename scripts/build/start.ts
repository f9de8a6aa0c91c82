/** npm start: builds the site when there is no build yet, then serves the site and the API on PORT (default 5000). */
import { buildIfMissing } from '../../server/cli/build-if-missing.ts';

buildIfMissing('npm start');

await import('../../server/server.ts');
