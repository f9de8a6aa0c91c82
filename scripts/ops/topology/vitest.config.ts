import { defineConfig } from 'vitest/config';

/** npm run test:topology: nginx and two API instances on one Postgres and Redis (scripts/ops/topology/). */
export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['scripts/ops/topology/**/*.topology.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One topology, its steps in order: each step builds on what the ones before stored.
    sequence: { concurrent: false },
  },
});
