// The upload test screen's store: the chosen file, whether it is on its way, and what came back.
// POST /api/test-upload as multipart (resume = the file, name = its name), with no timeout.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ENDPOINTS } from '../../../schema/api/endpoints.ts';
import type { ServedFormState } from '../../../schema/api/form-page.ts';
import { postMultipart } from './api-client.ts';
import type { Language } from '../../../schema/api/languages.ts';
import { CATALOGUE, uploadErrorMessage } from './error-messages.ts';
import { loadFormTexts } from './form-texts-loader.ts';

export interface UploadTestState {
  file: File | null;
  status: 'idle' | 'submitting' | 'done';
  /** The server's answer as it came (pretty-printed JSON), with its HTTP status. */
  result: { status: number; json: string } | null;
  /** Shown in the result area when there is no JSON answer to show. */
  error: string | null;
  choose: (file: File | null) => void;
  upload: () => Promise<void>;
}

/** The field the server reads the upload's label from is limited to 255 characters. */
const NAME_LIMIT = 255;

export function createUploadTest(
  alert: (message: string) => void = (message) => window.alert(message),
  /** The state of a page served for a plain post (its initial state: the server's render and hydration read it). */
  served?: ServedFormState,
  /** The page's language: its catalogue is loaded when a message is needed (English: the code's own). */
  language: Language = 'en',
): StoreApi<UploadTestState> {
  return createStore<UploadTestState>()((set, get) => ({
    file: null,
    status: 'idle',
    result: null,
    error: null,
    ...servedStart(served),
    choose: (file) => set({ file, result: null, error: null, status: 'idle' }),
    upload: async () => {
      const { file, status } = get();
      if (status === 'submitting') return;
      // English at once (the alert comes in the click's own task); another language once its table is in.
      const messages = async () =>
        language === 'en' ? CATALOGUE : ((await loadFormTexts(language))?.catalogue ?? CATALOGUE);
      if (!file) {
        alert(language === 'en' ? CATALOGUE.selectFileFirst : (await messages()).selectFileFirst);
        return;
      }
      set({ status: 'submitting', result: null, error: null });
      const form = new FormData();
      // Text fields first: the server reads the parts in order.
      form.append('name', file.name.slice(0, NAME_LIMIT) || 'upload.pdf');
      if (language !== 'en') form.append('language', language);
      form.append('resume', file, file.name);
      const outcome = await postMultipart(ENDPOINTS.testUpload, form);
      if (outcome.kind === 'response' && outcome.body !== null) {
        set({ status: 'done', result: { status: outcome.status, json: JSON.stringify(outcome.body, null, 2) } });
      } else {
        const catalogue = await messages();
        set({ status: 'done', error: uploadErrorMessage(outcome, catalogue) ?? catalogue.contactOther });
      }
    },
  }));
}

/** Pretty-printed, as the scripted path shows it; left as it came when it is not JSON. */
function readable(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** The screen as the server drew it for a plain post: its answer, or its refusal. */
function servedStart(served: ServedFormState | undefined): Partial<UploadTestState> {
  if (served?.status === 'uploaded')
    return { status: 'done', result: { status: served.result.status, json: readable(served.result.json) } };
  if (served?.form === 'testUpload' && served.status === 'error')
    return { status: 'done', error: served.message ?? Object.values(served.fieldErrors).join(' ') };
  return {};
}

/** Size in kilobytes as the screen shows it, e.g. 12.34 KB. */
export const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
