// English; a module of its own so each page's chunk carries only the English words it uses
// (en.ts gathers them for the server and the other languages' tables).
import { SOMETHING_WENT_WRONG } from '../messages.ts';

/** The spec's catalogue (src/shared/forms/error-messages.ts says which call outcome gets which). */
export const CATALOGUE = {
  /** Contact and join: our 10 s timer ran out (axios ECONNABORTED in the original). */
  timeout: 'Please wait a minute and try again; if the issue persists, contact us via email.',
  /** Contact and join: the server could not be reached at all. */
  network: 'Cannot connect to server. Make sure backend is running on port 5000.',
  /** Contact: the call failed some other way before any answer came. */
  contactNoResponse: 'Try again in 1 minute.',
  /** Contact: anything else (5xx, an answer without a message, a 2xx without success). */
  contactOther: SOMETHING_WENT_WRONG,
  /** Join: the call failed some other way before any answer came. */
  joinNoResponse: 'No response from server. Check if backend is running.',
  /** Join: an answer without a message of its own; followed by the HTTP status. */
  serverErrorPrefix: 'Server error: ',
  /** Upload test: the alert without a chosen file. */
  selectFileFirst: 'Please select a file first',
};
