// What the editor page says when its server does not answer as it should: a volunteer reads these words under
// Save or in the list of problems, so they say what to do, not what the browser's fetch threw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devServerBackend } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the editor page's calls to npm run edit", () => {
  it('name the terminal to look at when the server is not running', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(devServerBackend('token').load()).rejects.toThrow(
      /not answering: is npm run edit still running in its terminal\? If it stopped, start it again/,
    );
  });

  it('give the status, not a JSON parser error, when an answer is not the server’s own', async () => {
    const page = new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(page));
    const failure = devServerBackend('token').load();
    await expect(failure).rejects.toThrow(/The editor's server answered 502/);
  });

  it('pass on the message the server gives', async () => {
    const refused = Response.json({ message: 'Reload the page to go on.' }, { status: 403 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refused));
    await expect(devServerBackend('token').load()).rejects.toThrow('Reload the page to go on.');
  });
});
