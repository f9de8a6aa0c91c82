// Starts the API (and the site, when built) from environment variables (`npm run server`, `npm start`): the
// whole start and stop is run-server.ts, shared with `npm run edit`. See server/README.md.
import { runServer } from './run-server.ts';

await runServer();
