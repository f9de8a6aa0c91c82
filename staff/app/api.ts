// The staff API as the app calls it: JSON in and out, the session cookie sent by the browser, the
// CSRF token (from /api/staff/me or a sign-in) in the header of every state-changing request. A 401
// on a signed-in call means the session ended: the session store hears of it and shows sign-in. Every
// signed-in answer names the session's role: the store hears it too, and follows a role changed meanwhile.
// Pages use `call` (or `settle` around several calls): it answers a refusal instead of throwing it, so a
// page shows either sentence as a notice without a try/catch of its own. `request` and `api` throw
// ApiError, for code that composes calls (the section editor's backend, the passkey steps).
import { CSRF_HEADER, STAFF_ROLE_HEADER, type StaffAnswer } from '../../schema/api/staff.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** How a call ended: the server's sentence and data, or its refusal (status 0: the server was not reached). */
export type Answer<T> = { ok: true; message: string; data: T } | Refusal;
export interface Refusal {
  ok: false;
  message: string;
  status: number;
  /** What the server said besides (a sign-in link's problem, the checker's messages, the newer draft). */
  data?: unknown;
}

const NETWORK = 'The server could not be reached. Check your connection and try again.';
const answered = (status: number) => `The server answered ${status}. Please try again.`;

let csrfToken = '';
let onSessionEnded: (message: string) => void = () => {};
let onRoleSeen: (role: string) => void = () => {};

/** The token of the current session (set at sign-in and by /api/staff/me; '' when signed out). */
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};
export const whenSessionEnds = (listener: (message: string) => void) => {
  onSessionEnded = listener;
};
/** Hears the role every signed-in answer names (an admin may have changed it since /api/staff/me). */
export const whenRoleSeen = (listener: (role: string) => void) => {
  onRoleSeen = listener;
};

/** The one fetch of the app: the server's response when it accepted, else ApiError with its sentence. */
async function send(method: string, path: string, body: unknown, accept?: string): Promise<Response> {
  const changes = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(accept ? { accept } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(changes && csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK);
  }
  const role = response.headers.get(STAFF_ROLE_HEADER);
  if (role) onRoleSeen(role);
  if (response.ok) return response;
  const answer = (await response.json().catch(() => null)) as StaffAnswer<unknown> | null;
  const message = answer?.message ?? answered(response.status);
  // A sign-in's own refusals are 401 too: only a signed-in call means the session ended.
  if (response.status === 401 && csrfToken) onSessionEnded(message);
  throw new ApiError(response.status, message, answer?.data);
}

/** The server's sentence and data; throws ApiError with the sentence when it refused. */
export async function request<T>(method: string, path: string, body?: unknown): Promise<{ message: string; data: T }> {
  const response = await send(method, path, body, 'application/json');
  const answer = (await response.json().catch(() => null)) as StaffAnswer<T> | null;
  return { message: answer?.message ?? answered(response.status), data: answer?.data as T };
}

export const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
  (await request<T>(method, path, body)).data;

/**
 * Runs `work` (calls of this client, with a passkey prompt between them, say) and answers how it ended instead
 * of throwing. A failure that is not the server's is worded by `word` (the passkey prompt's), else by its message.
 */
export async function settle<T>(
  work: () => Promise<{ message: string; data: T }>,
  word: (error: unknown) => string | undefined = () => undefined,
): Promise<Answer<T>> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, status: error.status, data: error.data };
    return { ok: false, message: word(error) ?? (error instanceof Error ? error.message : String(error)), status: 0 };
  }
}

/** One call of the API, its refusal answered rather than thrown. */
export const call = <T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> =>
  settle(() => request<T>(method, path, body));

/** The notice a page shows of an answer: the server's sentence, as an error when it refused. */
export const noticeOf = (answer: Answer<unknown>) => ({ text: answer.message, error: !answer.ok });

/**
 * A file the server makes from a POST (the inbox's CSV): fetched with the CSRF token, then saved by
 * the browser under the name the server gave. Refusals throw ApiError like any call.
 */
export async function download(path: string, body: unknown): Promise<string> {
  return (await downloadWithSummary(path, body)).name;
}

/** As `download`, with the sentence the server said of the file in its x-summary header ('' without one). */
export async function downloadWithSummary(path: string, body: unknown): Promise<{ name: string; summary: string }> {
  const response = await send('POST', path, body);
  const summary = decodeURIComponent(response.headers.get('x-summary') ?? '');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { name, summary };
}
