// The staff API as the app calls it: JSON in and out, the session cookie sent by the browser, the
// CSRF token (from /api/staff/me or a sign-in) in the header of every state-changing request. A 401
// on a signed-in call means the session ended: the session store hears of it and shows sign-in.
import { CSRF_HEADER, type StaffAnswer } from '../../schema/api/staff.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const NETWORK = 'The server could not be reached. Check your connection and try again.';

let csrfToken = '';
let onSessionEnded: (message: string) => void = () => {};

/** The token of the current session (set at sign-in and by /api/staff/me; '' when signed out). */
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};
export const whenSessionEnds = (listener: (message: string) => void) => {
  onSessionEnded = listener;
};

/** The server's sentence and data; throws ApiError with the sentence when it refused. */
export async function request<T>(method: string, path: string, body?: unknown): Promise<{ message: string; data: T }> {
  const changes = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(changes && csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK);
  }
  const answer = (await response.json().catch(() => null)) as StaffAnswer<T> | null;
  const message = answer?.message ?? `The server answered ${response.status}. Please try again.`;
  if (!response.ok) {
    // A sign-in's own refusals are 401 too: only a signed-in call means the session ended.
    if (response.status === 401 && csrfToken) onSessionEnded(message);
    throw new ApiError(response.status, message, answer?.data);
  }
  return { message, data: answer?.data as T };
}

export const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
  (await request<T>(method, path, body)).data;

/**
 * A file the server makes from a POST (the inbox's CSV): fetched with the CSRF token, then saved by
 * the browser under the name the server gave. Refusals throw ApiError like any call.
 */
export async function download(path: string, body: unknown): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrfToken },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as StaffAnswer<unknown> | null;
    const message = answer?.message ?? `The server answered ${response.status}. Please try again.`;
    if (response.status === 401) onSessionEnded(message);
    throw new ApiError(response.status, message);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
