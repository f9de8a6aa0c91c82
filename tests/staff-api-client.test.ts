// @vitest-environment node
// The staff app's one fetch client against a fake fetch: what every call sends, and how a page hears how it
// ended (`call` and `settle` answer; `request` throws), with the server's sentences kept as they are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../schema/api/staff.ts';
import { ApiError, call, noticeOf, request, setCsrfToken, settle, whenSessionEnds } from '../staff/app/api.ts';

let sent: { path: string; init: RequestInit }[];

function answers(status: number, body: unknown) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => setCsrfToken('csrf-of-this-session'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken('');
  whenSessionEnds(() => {});
});

describe('the staff API client', () => {
  it('sends JSON with the CSRF token on a change, and answers the sentence and the data', async () => {
    answers(201, { success: true, message: 'Note added.', data: { id: 'n1' } });
    const answer = await call<{ id: string }>('POST', '/api/staff/inbox/items/x/notes', { text: 'Called back.' });
    expect(answer).toEqual({ ok: true, message: 'Note added.', data: { id: 'n1' } });
    expect(noticeOf(answer)).toEqual({ text: 'Note added.', error: false });
    const { headers, body, credentials } = sent[0].init;
    expect(headers).toMatchObject({ 'content-type': 'application/json', [CSRF_HEADER]: 'csrf-of-this-session' });
    expect(JSON.parse(body as string)).toEqual({ text: 'Called back.' });
    expect(credentials).toBe('same-origin');
  });

  it('sends no token with a GET', async () => {
    answers(200, { success: true, message: '2 items.', data: [] });
    await call('GET', '/api/staff/inbox');
    expect(sent[0].init.headers).not.toHaveProperty(CSRF_HEADER);
  });

  it("answers a refusal with the server's sentence, its status and its data, instead of throwing", async () => {
    answers(409, { success: false, message: 'Someone saved a newer version.', data: { draft: 9 } });
    const answer = await call('POST', '/api/staff/content/drafts', { baseRevision: 7 });
    expect(answer).toEqual({ ok: false, message: 'Someone saved a newer version.', status: 409, data: { draft: 9 } });
    expect(noticeOf(answer)).toEqual({ text: 'Someone saved a newer version.', error: true });
    await expect(request('POST', '/api/staff/content/drafts', {})).rejects.toBeInstanceOf(ApiError);
  });

  it('says what happened when the server cannot be reached or answers without a sentence', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await call('GET', '/api/staff/me')).toMatchObject({ ok: false, status: 0, message: /could not be reached/ });
    answers(502, '<html>Bad gateway</html>');
    expect(await call('GET', '/api/staff/me')).toMatchObject({ status: 502, message: /answered 502/ });
  });

  it('tells the session store when a signed-in call gets 401, not when a sign-in is refused', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    answers(401, { success: false, message: 'Your session has ended. Please sign in again.' });
    await call('GET', '/api/staff/inbox');
    expect(ended).toHaveBeenCalledWith('Your session has ended. Please sign in again.');
    setCsrfToken('');
    await call('POST', '/api/staff/sign-in/passkey', { response: {} });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("words a failure that is not the server's (a passkey prompt closed) with the caller's words", async () => {
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    const answer = await settle(
      () => Promise.reject(closed),
      (error) => ((error as Error).name === 'NotAllowedError' ? 'The passkey prompt was closed.' : undefined),
    );
    expect(answer).toEqual({ ok: false, status: 0, message: 'The passkey prompt was closed.' });
    expect(await settle(() => Promise.reject(new Error('Something else.')))).toMatchObject({
      message: 'Something else.',
    });
  });
});
