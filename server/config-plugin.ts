// Makes the settings (read once from the environment by server.ts, or given by a test)
// available to every other plugin and route as app.config.
import fp from 'fastify-plugin';
import type { ServerConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

export default fp<{ config: ServerConfig }>(
  async (app, options) => {
    app.decorate('config', Object.freeze({ ...options.config }));
  },
  { name: 'config' },
);
