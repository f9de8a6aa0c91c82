// The state machine every form shares, as a small zustand store made per form on the page:
//   idle --submit--> submitting --confirmed--> submitted --reset--> idle (empty form)
//                               \--failed----> error --any edit--> idle
// Any edit clears the error and success messages (spec section 4).
// The store also keeps the Idempotency-Key of the values being sent: one key per set of values,
// kept when the same values are sent again after a failure (a retry, which the server must not
// store twice), dropped on any edit, on success and on reset.
import { createStore, type StoreApi } from 'zustand/vanilla';

export type FormStatus = 'idle' | 'submitting' | 'submitted' | 'error';

export interface FormState<Values extends Record<string, string>> {
  status: FormStatus;
  values: Values;
  /** Sentence per field, shown under the field and tied to it. */
  fieldErrors: Partial<Record<keyof Values, string>>;
  /** The message in the form's alert area. */
  error: string | null;
  /** The server's confirmation, shown once submitted. */
  successMessage: string | null;
  /** Sent, but waiting for a parent or guardian to agree (an applicant under 18). */
  awaitingGuardian: boolean;
  /**
   * The error summary of a page served for a plain post (no JavaScript): listed problems and the
   * server's sentence for the whole form. Only a served page has one; the scripted path uses `error`.
   */
  summary: { message?: string; others: string[] } | null;
  /** The key of the values as last sent, until they change or are stored. */
  idempotencyKey: string | null;
  setValue: (name: keyof Values, value: string) => void;
  /** Starts a submission; false when one is already in flight (a double click sends once). */
  begin: () => boolean;
  /** The key to send with the current values: the kept one on a retry, else a new one from `make`. */
  claimIdempotencyKey: (make: () => string) => string;
  fail: (error: string, fieldErrors?: Partial<Record<keyof Values, string>>) => void;
  succeed: (message: string | null, awaitingGuardian?: boolean) => void;
  /** A fresh, empty form. */
  reset: () => void;
}

export type FormStore<Values extends Record<string, string>> = StoreApi<FormState<Values>>;

/** No messages and no key: what every edit, success and reset starts from. */
const cleared = {
  fieldErrors: {},
  error: null,
  successMessage: null,
  awaitingGuardian: false,
  summary: null,
  idempotencyKey: null,
};

/** What a form starts with when it is not idle and empty (a page served for a plain post). */
export type FormStart<Values extends Record<string, string>> = Partial<
  Pick<FormState<Values>, 'status' | 'values' | 'fieldErrors' | 'successMessage' | 'awaitingGuardian' | 'summary'>
>;

export function createFormStore<Values extends Record<string, string>>(
  empty: () => Values,
  // The initial state, not a later setState: the server's render and hydration read the store's initial state.
  start: FormStart<Values> = {},
): FormStore<Values> {
  return createStore<FormState<Values>>()((set, get) => ({
    ...cleared,
    status: 'idle',
    values: empty(),
    ...start,
    setValue: (name, value) =>
      set((state) => ({
        ...cleared,
        values: { ...state.values, [name]: value },
        // Editing while a request is in flight must not hide its result when it comes.
        status: state.status === 'submitting' ? 'submitting' : 'idle',
      })),
    begin: () => {
      if (get().status === 'submitting') return false;
      set({ status: 'submitting', error: null, fieldErrors: {}, successMessage: null, summary: null });
      return true;
    },
    claimIdempotencyKey: (make) => {
      const key = get().idempotencyKey ?? make();
      set({ idempotencyKey: key });
      return key;
    },
    fail: (error, fieldErrors = {}) => set({ status: 'error', error, fieldErrors, summary: null }),
    succeed: (message, awaitingGuardian = false) =>
      set({ ...cleared, status: 'submitted', successMessage: message, awaitingGuardian, values: empty() }),
    reset: () => set({ ...cleared, status: 'idle', values: empty() }),
  }));
}
