// Who is signed in (UI state only: the server decides everything). 'unknown' until /api/staff/me has
// answered once; 'signed-out' carries why, when a session ended under the member's feet. A role changed
// by an admin while the app is open is followed at the next answer that names another role.
import { create } from 'zustand';
import { STAFF_API, type StaffMe } from '../../schema/api/staff.ts';
import { call, noticeOf, setCsrfToken, whenRoleSeen, whenSessionEnds } from './api.ts';

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

/** The /api/staff/me call under way: asked again meanwhile, the app waits for it instead of asking twice. */
let asking: Promise<void> | undefined;

export const useSession = create<SessionStore>((set) => ({
  session: { status: 'unknown' },
  load() {
    asking ??= ask().finally(() => {
      asking = undefined;
    });
    return asking;
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

async function ask(): Promise<void> {
  const answer = await call<StaffMe>('GET', STAFF_API.me);
  if (answer.ok) {
    setCsrfToken(answer.data.csrfToken);
    useSession.setState({ session: { status: 'signed-in', me: answer.data } });
    return;
  }
  setCsrfToken('');
  // 401 is simply "not signed in"; any other refusal is said on the sign-in page.
  const notice = answer.status !== 401 ? noticeOf(answer) : undefined;
  useSession.setState({ session: { status: 'signed-out', notice } });
}

whenSessionEnds((text) => useSession.getState().signedOut({ text, error: true }));

// An admin changed this member's role while the app was open: ask who is signed in again, so the
// menu and the pages are the new role's from this request on.
whenRoleSeen((role) => {
  const { session, load } = useSession.getState();
  if (session.status === 'signed-in' && session.me.staff.role !== role) load();
});
