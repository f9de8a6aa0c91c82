// Security headers and CORS. HSTS only on answers that went out over https (as the trusted
// proxy reports it): over plain http the header is meaningless and misleads a scanner.
// API answers are never stored by caches; CORS covers the public API only.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from '../../content/inline-scripts.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The CSP source naming an inline script by its SHA-256, the one way an inline script runs here. */
export const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const pathOf = (request: FastifyRequest) => request.url.split('?')[0].toLowerCase();
const isApi = (request: FastifyRequest) => pathOf(request).startsWith('/api/');
/** The staff export is for the command on this machine only, the staff area for our own pages: never for a browser elsewhere. */
const isAdmin = (request: FastifyRequest) => /^\/api\/(admin|staff)\//.test(pathOf(request));

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The page's inline scripts (the speculation rules and the early menu, inline-scripts.ts), each
          // named by its hash; nothing else inline.
          'script-src': ["'self'", ...INLINE_SCRIPTS.map(scriptHashSource)],
          // styled-components injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // The site may be tried over plain http on a LAN; HTTPS is the proxy's job.
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: false,
      // helmet's default, no-referrer, makes Chromium send "Origin: null" with every form post, which the
      // cross-site check must refuse; the browsers' own default names only our origin to other sites.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // same-origin for the site (its pages, pictures and scripts are nobody else's to embed);
      // the public API's answers are cross-origin below when CORS_ORIGINS lets other sites call it.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    const corsApi = (request: FastifyRequest) =>
      app.config.corsOrigins.length > 0 && isApi(request) && !isAdmin(request);

    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Answers carry personal data or one-off results; no cache between here and the form.
      if (isApi(request)) reply.header('cache-control', 'no-store');
      // Cross-origin API callers (allowed by CORS) must be able to read our JSON.
      if (corsApi(request)) reply.header('cross-origin-resource-policy', 'cross-origin');
    });

    if (app.config.corsOrigins.length > 0) {
      const origins = app.config.corsOrigins;
      await app.register(cors, {
        delegator: (request, callback) =>
          callback(null, {
            origin: corsApi(request) ? origins : false,
            methods: ['GET', 'POST'],
            maxAge: 600,
          }),
      });
    }
  },
  { name: 'security', dependencies: ['config'] },
);
