// The submissions of every kind, for the routes, the privacy duties and the staff tools:
// `app.submissions` stores and exports them and names the kinds (kinds.ts) every duty iterates over.
// Once the server is ready, rows without search keys get them in the background (search-key-fill.ts).
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
    // Rows stored before the inbox's search keys existed get them after the server is ready, so a large inbox
    // does not hold up its start; meanwhile the search finds them by the key SQL makes (inbox-search.ts).
    let filling: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      filling = fillSearchKeys(app.database, kinds).then(
        (filled) => {
          if (filled > 0) app.log.info({ rows: filled }, 'search keys filled in');
        },
        (error: unknown) => app.log.error({ err: error }, 'search keys not filled in; the next start tries again'),
      );
    });
    app.addHook('onClose', async () => {
      await filling;
    });
  },
  { name: 'submissions', dependencies: ['database'] },
);
