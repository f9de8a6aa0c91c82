// The submissions of every kind, for the routes, the privacy duties and the staff tools:
// `app.submissions` stores and exports them and names the kinds (kinds.ts) every duty iterates over.
// At start, rows without search keys get them (search-key-fill.ts).
import fp from 'fastify-plugin';
import { SUBMISSION_KINDS, type SubmissionKind } from './kinds.ts';
import { createRepository, type Repository } from './repository.ts';
import { fillSearchKeys } from './search-key-fill.ts';

declare module 'fastify' {
  interface FastifyInstance {
    submissions: Repository;
  }
}

export interface SubmissionsPluginOptions {
  /** The kinds this app stores; tests describe one more. */
  kinds?: readonly SubmissionKind[];
}

export default fp<SubmissionsPluginOptions>(
  async (app, options) => {
    const kinds = options.kinds ?? SUBMISSION_KINDS;
    app.decorate('submissions', createRepository(app.database, kinds));
    // Rows stored before the inbox's search keys existed are found like the others from the start.
    const filled = await fillSearchKeys(app.database, kinds);
    if (filled > 0) app.log.info({ rows: filled }, 'search keys filled in');
  },
  { name: 'submissions', dependencies: ['database'] },
);
