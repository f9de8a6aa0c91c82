// Serves the staff app (staff/, built into dist/staff by `npm run build`) at /staff: every address
// under it gets its index.html (the app routes in the browser), never stored by a cache, never
// indexed, never framed, with a CSP as strict as the site's (stricter: no frames, no <base>).
// Its preview.html (the section editor's preview) may be framed by the staff area itself, nothing else.
// Its hashed scripts and styles are code, not data, and may be cached like the site's.
// Without a build, /staff says how to make one.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { htmlDocument, sendHtml } from '../lib/html-page.ts';

export interface StaffAppOptions {
  /** The built staff app (its index.html and assets/). */
  staffDir: string;
}

export const STAFF_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  // styled-components injects <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
].join('; ');

function staffHeaders(reply: FastifyReply): FastifyReply {
  return (
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', STAFF_CSP)
      // same-origin, not no-referrer: Chromium sends "Origin: null" on same-origin posts under no-referrer.
      .header('referrer-policy', 'same-origin')
  );
}

const staffAppPlugin: FastifyPluginAsync<StaffAppOptions> = async (app, options) => {
  const index = path.join(options.staffDir, 'index.html');
  const page = async (_request: unknown, reply: FastifyReply) => {
    if (!fs.existsSync(index)) {
      const body = `<h1>The staff area is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then start the server again.</p>`;
      return sendHtml(
        staffHeaders(reply),
        503,
        htmlDocument({ language: 'en', site: app.outbox.settings.organisation, title: 'Staff area', body }),
      );
    }
    // Read each time: a new build is served without a restart of the page (its assets are hashed).
    const html = await fs.promises.readFile(index);
    return staffHeaders(reply).type('text/html; charset=utf-8').send(html);
  };
  app.get('/staff', page);
  app.get('/staff/*', page);
  // The section editor's preview page (Pages › Edit pages frames it): framed by the staff app only.
  const preview = path.join(options.staffDir, 'preview.html');
  app.get('/staff/preview.html', async (_request, reply) => {
    if (!fs.existsSync(preview)) return page(_request, reply);
    return staffHeaders(reply)
      .header('content-security-policy', STAFF_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(preview));
  });

  const assets = path.join(options.staffDir, 'assets');
  if (fs.existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/staff/assets/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (response) => {
        response.header('cache-control', 'public, max-age=31536000, immutable');
        response.header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }
};

export default staffAppPlugin;
