// A stand-in for fetch in client tests: each test says how the "server" answers.
import { vi } from 'vitest';

export type FetchHandler = (url: string, init: RequestInit) => Promise<Response>;

export function stubFetch(handler: FetchHandler) {
  const mock = vi.fn((url: string | URL | Request, init: RequestInit = {}) => handler(String(url), init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const json = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

export const text = (status: number, body: string) => () =>
  Promise.resolve(new Response(body, { status, headers: { 'content-type': 'text/html' } }));

/** Never answers; rejects like fetch does when its signal is aborted. */
export const hang: FetchHandler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** The browser could not connect (refused, DNS, offline, CORS): fetch rejects with a TypeError. */
export const refuse: FetchHandler = () => Promise.reject(new TypeError('Failed to fetch'));

/** Answers when the test calls `release`, so the in-flight state can be looked at. */
export function deferred(answer: () => Promise<Response>) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: FetchHandler = async () => {
    await gate;
    return answer();
  };
  return { handler, release: () => release() };
}

export const bodyOf = (mock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(mock.mock.calls[call][1]?.body));
