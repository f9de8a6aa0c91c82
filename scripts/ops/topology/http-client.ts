// Requests to nginx from a chosen loopback address (Linux answers every 127.x.y.z), so each test
// client has an address of its own, as visitors do: the rate limits must key on it through nginx.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (127.x.y.z); default 127.0.0.1. */
  from?: string;
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { connection: 'close', ...options.headers },
        localAddress: options.from,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in time`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export const postJson = (url: string, body: unknown, options: RequestOptions = {}) =>
  request(url, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });

/** A plain form post, as a browser without JavaScript sends it. */
export const postForm = (url: string, fields: Record<string, string>, options: RequestOptions = {}) =>
  request(url, {
    ...options,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
      origin: new URL(url).origin,
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

/** A fresh client address per call: 127.<run>.<n / 250>.<n % 250 + 2>, unused by anything else. */
export function addressPool(run = 40 + Math.floor(Math.random() * 200)) {
  let n = 0;
  return () => {
    const i = n++;
    return `127.${run}.${Math.floor(i / 250) % 250}.${(i % 250) + 2}`;
  };
}
