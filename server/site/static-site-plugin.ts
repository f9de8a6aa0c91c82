// Serves the prerendered site from SITE_DIR in the same process as the API.
// _routes.json (written by the front-end build) maps normalised paths to HTML files:
// a known path gets its page (200), a real file is sent as is, anything else gets the
// fallback page with 404 so search engines do not index unknown addresses.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPreviewCookie } from '../publishing/preview.ts';
import { pagesNeedingKey, sendWithFreshKey } from './keyed-pages.ts';
import { withPreviewBanner } from './preview-banner.ts';
import { normalisePath } from '../../content/routes.ts';

export interface SiteRoutes {
  routes: Record<string, string>;
  fallback: string;
  /** Per language prefix ("/hi/"), the fallback in that language: /hi/anything shows the Hindi home page. */
  languageFallbacks?: Record<string, string>;
}

/** The fallback page for an unknown address: its language's, when its prefix names one. */
export function fallbackFor(site: SiteRoutes, urlPath: string): string {
  const lower = `${urlPath.toLowerCase().replace(/\/+$/, '')}/`;
  const match = Object.entries(site.languageFallbacks ?? {}).find(([prefix]) => lower.startsWith(prefix));
  return match ? match[1] : site.fallback;
}

export function siteAvailable(siteDir: string): boolean {
  return fs.existsSync(path.join(siteDir, 'index.html'));
}

function readRoutes(siteDir: string): SiteRoutes {
  const file = path.join(siteDir, '_routes.json');
  if (!fs.existsSync(file)) return { routes: { '/': 'index.html' }, fallback: 'index.html' };
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteRoutes;
  if (!parsed.routes || typeof parsed.fallback !== 'string')
    throw new Error(`${file} must have "routes" and "fallback".`);
  return parsed;
}

/** The file under root for a URL path, or null if it is missing, a directory, hidden or outside. */
function realFileUnder(root: string, urlPath: string): string | null {
  const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
  if (relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return null;
  try {
    // realpath resolves symlinks too, so a link pointing outside SITE_DIR is refused.
    const real = fs.realpathSync(path.join(root, relative));
    if (real !== root && !real.startsWith(root + path.sep)) return null;
    return fs.statSync(real).isFile() ? path.relative(root, real) : null;
  } catch {
    return null;
  }
}

function cacheControl(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  // Vite writes content-hashed names under assets/, so they never change.
  if (file.split(path.sep)[0] === 'assets') return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The draft's revision when the request is answered from a preview, else undefined. */
type Preview = { revision: number; urlPath: string } | undefined;

async function send(reply: FastifyReply, root: string, file: string, status = 200, preview?: Preview) {
  if (preview && file.endsWith('.html')) {
    // A draft's page is marked as such (its caching: previewCaching, as for every answer from a draft).
    const page = await fs.promises.readFile(path.join(root, file), 'utf8');
    const html = withPreviewBanner(page, preview.urlPath, preview.revision);
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }
  return reply.code(status).header('cache-control', cacheControl(file)).sendFile(file, root, { cacheControl: false });
}

/** The list header `name` with `value` added unless it is there already (or is "*"). */
function withListed(reply: FastifyReply, name: string, value: string) {
  const listed = String(reply.getHeader(name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!listed.some((entry) => entry === '*' || entry.toLowerCase() === value.toLowerCase())) listed.push(value);
  reply.header(name, listed.join(', '));
}

/**
 * The last word on every site answer's caching, whatever made it (a page, a file or its .br/.gz copy, a form
 * page, a staff picture, the 404 page, an error). Answered from a draft's folder: for the signed-in member
 * alone, so never stored by any cache and never indexed (a shared cache would hand unpublished addresses to
 * anyone). Any other answer to a browser sending the preview cookie could have come from a draft, and a
 * session that ends or loses its role later gets the published site under the same cookie: kept by the
 * browser alone (private) and only for the same cookies (Vary). Visitors without the cookie keep the
 * published site's public caching.
 */
function previewCaching(request: FastifyRequest, reply: FastifyReply) {
  if (request.draftPreview !== undefined) {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    withListed(reply, 'vary', 'Cookie');
    return;
  }
  if (!hasPreviewCookie(request)) return;
  const directives = String(reply.getHeader('cache-control') ?? 'no-cache')
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^(public|private)$/i.test(directive));
  reply.header('cache-control', ['private', ...directives].join(', '));
  withListed(reply, 'vary', 'Cookie');
}

const previewCachingHook: onSendHookHandler = async (request, reply, payload) => {
  previewCaching(request, reply);
  return payload;
};

/** A site folder as served: its real path, its route table and its form pages. */
function servedSite(siteDir: string) {
  const root = fs.realpathSync(siteDir);
  const site = readRoutes(root);
  // Form pages get a fresh Idempotency-Key in their hidden field on every request.
  const keyed = pagesNeedingKey(root, [
    ...Object.values(site.routes),
    site.fallback,
    ...Object.values(site.languageFallbacks ?? {}),
  ]);
  return { root, site, keyed };
}

export default fp<{ siteDir: string }>(
  async (app, options) => {
    let served = servedSite(options.siteDir);
    // Publishing from the staff area switches to another folder: read whole, then used at once.
    app.decorate('serveSiteFrom', (siteDir: string) => {
      served = servedSite(siteDir);
    });
    // The build writes .br and .gz copies of its text files; the one the browser accepts is sent.
    await app.register(fastifyStatic, { root: served.root, serve: false, preCompressed: true });

    // Drafts' folders shown to signed-in staff (app.previewSiteFor, publishing), read once each.
    const previews = new Map<string, ReturnType<typeof servedSite>>();

    app.get('/*', { onSend: previewCachingHook }, async (request, reply) => {
      const rawPath = request.url.split('?')[0];
      if (rawPath === '/api' || rawPath.startsWith('/api/')) return reply.callNotFound();
      const previewDir = await app.previewSiteFor?.(request);
      if (previewDir && !previews.has(previewDir)) {
        if (previews.size >= 10) previews.clear();
        previews.set(previewDir, servedSite(previewDir));
      }
      const { root, site, keyed } = (previewDir && previews.get(previewDir)) || served;
      const revision = previewDir ? request.draftPreview : undefined;
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(rawPath);
      } catch {
        return send(reply, root, site.fallback, 404, revision ? { revision, urlPath: rawPath } : undefined);
      }
      const preview = revision ? { revision, urlPath } : undefined;
      const page = site.routes[normalisePath(urlPath)];
      const withKey = page && keyed.get(page);
      if (withKey && preview)
        return sendWithFreshKey(request, reply, withPreviewBanner(withKey, urlPath, preview.revision));
      if (withKey) return sendWithFreshKey(request, reply, withKey);
      if (page) return send(reply, root, page, 200, preview);
      const file = realFileUnder(root, urlPath);
      if (file) return send(reply, root, file, 200, preview);
      // A picture uploaded in the staff area that no published page shows yet: for signed-in editors only.
      const uploaded = await app.staffPictureFor?.(request, urlPath);
      if (uploaded)
        return reply.header('cache-control', 'private, no-store').type(uploaded.mediaType).send(uploaded.bytes);
      return send(reply, root, fallbackFor(site, urlPath), 404, preview);
    });
  },
  { name: 'static-site' },
);
