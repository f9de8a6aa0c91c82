// HTTP calls of the forms. Every way a call can end is turned into one ApiOutcome, so the
// wording of each message lives in one place (error-messages.ts) and never depends on
// how fetch happened to fail.

/**
 * Where the API lives. Empty (the default) means the site's own origin, which is what
 * `npm start` and the `npm run dev` proxy serve. Set VITE_API_BASE_URL at build time
 * (for example https://api.example.org) to send the forms to a separate API host.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL ?? '';
  return configured.trim().replace(/\/+$/, '');
}

export const apiUrl = (path: string) => `${apiBaseUrl()}${path}`;

export type ApiOutcome =
  /** Our own timer aborted the call (the original's axios ECONNABORTED). */
  | { kind: 'timeout' }
  /** The browser could not reach the server at all: refused, DNS, offline, CORS (fetch's TypeError). */
  | { kind: 'network' }
  /** The call failed in any other way before an answer arrived. */
  | { kind: 'no-response' }
  /** The server answered. `body` is the parsed JSON, or null when the body was not JSON. */
  | { kind: 'response'; status: number; body: unknown };

export interface ApiAnswer {
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

/** True only for a 2xx answer whose body says `success: true`; anything else is an error to show. */
export function isConfirmed(outcome: ApiOutcome): outcome is { kind: 'response'; status: number; body: ApiAnswer } {
  return (
    outcome.kind === 'response' &&
    outcome.status >= 200 &&
    outcome.status < 300 &&
    (outcome.body as ApiAnswer | null)?.success === true
  );
}

/** The server's own sentence, when its answer carries a non-empty one. */
export function serverMessage(outcome: ApiOutcome): string | undefined {
  if (outcome.kind !== 'response') return undefined;
  const message = (outcome.body as ApiAnswer | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

interface SendOptions {
  /** Milliseconds before the call is aborted; undefined waits for ever (the upload test). */
  timeoutMs?: number;
}

async function send(path: string, init: RequestInit, { timeoutMs }: SendOptions): Promise<ApiOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  try {
    const response = await fetch(apiUrl(path), { ...init, signal: controller.signal });
    // The timer also covers reading the body, as axios's timeout did.
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { kind: 'response', status: response.status, body };
  } catch (error) {
    if (timedOut) return { kind: 'timeout' };
    // fetch reports "could not connect" (refused, DNS, offline, CORS) as a TypeError.
    if (error instanceof TypeError) return { kind: 'network' };
    return { kind: 'no-response' };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/**
 * POST a JSON body. The Idempotency-Key lets the server store a retried submission only once; it is
 * sent as the IETF draft's Structured Field string (quoted), and hex digits never need escaping.
 */
export function postJson(
  path: string,
  payload: unknown,
  options: SendOptions & { idempotencyKey?: string } = {},
): Promise<ApiOutcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = `"${options.idempotencyKey}"`;
  return send(path, { method: 'POST', headers, body: JSON.stringify(payload) }, options);
}

/** POST multipart/form-data; the browser writes the boundary header itself. */
export function postMultipart(path: string, form: FormData, options: SendOptions = {}): Promise<ApiOutcome> {
  return send(path, { method: 'POST', headers: { accept: 'application/json' }, body: form }, options);
}
