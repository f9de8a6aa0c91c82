// Who is signed in (UI state only: the server decides everything). 'unknown' until /api/staff/me has
// answered once; 'signed-out' carries why, when a session ended under the member's feet.
import { create } from 'zustand';
import { STAFF_API, type StaffMe } from '../../schema/api/staff.ts';
import { call, noticeOf, setCsrfToken, whenSessionEnds } from './api.ts';

/** Why the member sees the sign-in page: a refusal (their session ended) or a plain fact (signed out). */
export interface SignOutNotice {
  text: string;
  error: boolean;
}

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out'; notice?: SignOutNotice }
  | { status: 'signed-in'; me: StaffMe };

interface SessionStore {
  session: SessionState;
  /** Asks the server who is signed in (at start, and after enrolling a passkey). */
  load(): Promise<void>;
  signedIn(me: StaffMe): void;
  signedOut(notice?: SignOutNotice): void;
}

export const useSession = create<SessionStore>((set) => ({
  session: { status: 'unknown' },
  async load() {
    const answer = await call<StaffMe>('GET', STAFF_API.me);
    if (answer.ok) {
      setCsrfToken(answer.data.csrfToken);
      set({ session: { status: 'signed-in', me: answer.data } });
      return;
    }
    setCsrfToken('');
    // 401 is simply "not signed in"; any other refusal is said on the sign-in page.
    const notice = answer.status !== 401 ? noticeOf(answer) : undefined;
    set({ session: { status: 'signed-out', notice } });
  },
  signedIn(me) {
    setCsrfToken(me.csrfToken);
    set({ session: { status: 'signed-in', me } });
  },
  signedOut(notice) {
    setCsrfToken('');
    set({ session: { status: 'signed-out', notice } });
  },
}));

whenSessionEnds((text) => useSession.getState().signedOut({ text, error: true }));
