// What a visitor gets through nginx: the body as sent (decompressed), its language, who answered.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../../lib/api-server-process.ts';
import type { Answer } from './http-client.ts';

export const CLIENT_DIR = path.join(repoRoot, 'dist', 'client');

export function builtRoutes(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, '_routes.json'), 'utf8')).routes;
}

export function html(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.text;
}

export const languageOf = (route: string) => /^\/(hi|te)(\/|$)/.exec(route)?.[1] ?? 'en';

export const pageLanguage = (page: string) => /<html lang="([a-z]+)-IN"/.exec(page)?.[1];

/** The instances answer with X-Request-Id (server/ops/metrics-plugin.ts); nginx's own files do not. */
export const fromInstance = (answer: Answer) => answer.headers['x-request-id'] !== undefined;

export const formKey = (page: string) => /<input[^>]*name="idempotencyKey"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? '';

/** The headers the server's helmet set-up sends that nginx must send alike with the files it serves. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
