// The submissions of every kind, for the routes, the privacy duties and the staff tools:
// `app.submissions` stores and exports them and names the kinds (kinds.ts) every duty iterates over.
import fp from 'fastify-plugin';
import { SUBMISSION_KINDS, type SubmissionKind } from './kinds.ts';
import { createRepository, type Repository } from './repository.ts';

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
    app.decorate('submissions', createRepository(app.database, options.kinds ?? SUBMISSION_KINDS));
  },
  { name: 'submissions', dependencies: ['database'] },
);
