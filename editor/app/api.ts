/**
 * The editor's backend in `npm run edit`: its dev-server middleware (editor/server/editor-api.ts), which
 * reads and writes pages.json, the translation files and public/images on this computer. The only module of
 * the editor page that calls the server; the rest speaks to the EditorBackend interface (backend.ts).
 */
import type { PagesFile } from '../../content/types.ts';
import type {
  Catalogue,
  EditorBackend,
  FieldProblem,
  Loaded,
  SavedVersions,
  SaveOutcome,
  SaveRequest,
  UploadedPicture,
} from './backend.ts';
import type { Translations } from './translations.ts';

const API = '/__editor/api/';
const NOT_ANSWERING =
  "The editor's server is not answering: is npm run edit still running in its terminal? If it stopped, start it again, then try once more.";

/** `token`: the session's token, which the dev server wrote into the editor's page; every call carries it (#22). */
export function devServerBackend(token: string): EditorBackend {
  async function call<T>(path: string, init: RequestInit = {}, accept: number[] = [200]): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('X-Editor-Token', token);
    let response: Response;
    try {
      response = await fetch(API + path, { ...init, headers, credentials: 'same-origin' });
    } catch {
      // The browser says only "Failed to fetch": the usual cause is a closed or stopped terminal.
      throw new Error(NOT_ANSWERING);
    }
    // An answer that is not the server's JSON (a proxy's error page) says no more than its status.
    const body = (await response.json().catch(() => undefined)) as (T & { message?: string }) | undefined;
    if (!body || !accept.includes(response.status))
      throw new Error(
        body?.message ??
          `The editor's server answered ${response.status} and did not do this; the terminal running npm run edit may say why.`,
      );
    return body;
  }
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    contentName: 'pages.json',
    changedElsewhere: 'changed on disk',
    changedBy: 'in a text editor, perhaps',
    loadSaved: 'Load the version on disk',
    load: () => call<Loaded>('pages'),
    catalogue: () => call<Catalogue>('catalogue'),
    status: () => call<SavedVersions>('status'),
    check: (data: PagesFile, translations: Translations) =>
      call<{ problems: FieldProblem[] }>('check', post({ data, translations })).then(({ problems }) => problems),
    save: (request: SaveRequest) => call<SaveOutcome>('save', post(request), [200, 409, 422]),
    uploadPicture: (file: File) =>
      call<UploadedPicture>(
        `pictures?name=${encodeURIComponent(file.name)}`,
        // A file the browser has no type for goes as plain bytes; the server checks what they are.
        { method: 'POST', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } },
        [201],
      ),
    deletePicture: (src: string) => call<{ pictures: string[] }>('pictures/delete', post({ src })),
  };
}

/** The backend of the page the dev server served: its token is in the page's <meta name="editor-token">. */
export const pageBackend = () =>
  devServerBackend(document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '');
