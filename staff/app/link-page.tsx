// Where an e-mailed sign-in link lands (/staff/link?t=...). The token leaves the address bar at once
// (not kept in history or shown over a shoulder) and is used only when the member presses the
// button: mail scanners open links too. A used, expired or unknown link gets a page of its own.
// Once signed in, the member is offered a passkey on this device (the next sign-in needs no e-mail). A link
// may name the staff page to go on to (`next`, a path of this app: `npm run edit` sends its developer to
// /pages/edit); without one, the member's role's first page.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { STAFF_API, type StaffMe } from '../../schema/api/staff.ts';
import { call, type Refusal } from './api.ts';
import { homeOf } from './areas.ts';
import { PasskeyEnrolment } from './passkey-enrolment.tsx';
import { useSession } from './session-store.ts';
import { Actions, Button, Card, Notice, PageHeading } from './ui.tsx';

type Problem = 'malformed' | 'unknown' | 'used' | 'expired';

/** A page of this app to go on to: a plain path, never another site (//host) or a scheme. */
const nextPage = (value: string | null) => (value && /^\/[a-z][a-z0-9/-]*$/.test(value) ? value : undefined);

const PROBLEM_TITLES: Record<Problem, string> = {
  malformed: 'This sign-in link is not complete',
  unknown: 'This sign-in link is not known',
  used: 'This sign-in link has already been used',
  expired: 'This sign-in link has expired',
};

type State =
  | { step: 'checking' }
  | { step: 'ready' }
  | { step: 'refused'; problem: Problem; message: string }
  | { step: 'signed-in'; me: StaffMe };

/** A refusal that names the link's problem gets a page of its own; any other is said under the button. */
function refused(answer: Refusal, setState: (state: State) => void, setError: (text: string) => void) {
  const problem = (answer.data as { problem?: Problem } | undefined)?.problem;
  if (problem) setState({ step: 'refused', problem, message: answer.message });
  else setError(answer.message);
}

export function LinkPage() {
  const [, navigate] = useLocation();
  const signedIn = useSession((state) => state.signedIn);
  const [added, setAdded] = useState(false);
  const token = useRef(new URLSearchParams(window.location.search).get('t') ?? '');
  const next = useRef(nextPage(new URLSearchParams(window.location.search).get('next')));
  const [state, setState] = useState<State>({ step: 'checking' });
  const [error, setError] = useState<string>();

  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    call('POST', STAFF_API.checkLink, { token: token.current }).then((answer) => {
      if (answer.ok) setState({ step: 'ready' });
      else refused(answer, setState, setError);
    });
  }, []);

  async function signInWithLink() {
    setError(undefined);
    const answer = await call<StaffMe>('POST', STAFF_API.useLink, { token: token.current });
    if (!answer.ok) return refused(answer, setState, setError);
    token.current = '';
    signedIn(answer.data);
    setState({ step: 'signed-in', me: answer.data });
  }

  if (state.step === 'refused') {
    return (
      <>
        <PageHeading title={PROBLEM_TITLES[state.problem]}>{PROBLEM_TITLES[state.problem]}</PageHeading>
        <p>{state.message}</p>
        <p>
          <Link href="/sign-in">Ask for a new sign-in link</Link>
        </p>
      </>
    );
  }
  if (state.step === 'signed-in') {
    const { me } = state;
    return (
      <>
        <PageHeading title="Signed in">You are signed in</PageHeading>
        <Card aria-labelledby="passkey-offer">
          <h2 id="passkey-offer">{me.passkeys === 0 ? 'Add a passkey on this device' : 'A passkey on this device?'}</h2>
          <p>
            {me.passkeys === 0
              ? 'Next time, sign in with this device’s fingerprint, face or screen lock instead of waiting for an e-mail.'
              : `You have ${me.passkeys} passkey(s). If you lost a device, add one here, then remove the old one under Your account.`}
          </p>
          <PasskeyEnrolment
            onDone={() => navigate(next.current ?? homeOf(me.staff.role))}
            onAdded={() => setAdded(true)}
          />
        </Card>
        {added ? null : (
          <Actions>
            <Button type="button" $tone="plain" onClick={() => navigate(next.current ?? homeOf(me.staff.role))}>
              Continue without a passkey
            </Button>
          </Actions>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeading title="Sign in">Sign in to the staff area</PageHeading>
      {state.step === 'checking' ? <p>Checking your link…</p> : <p>This link signs you in once.</p>}
      <Actions>
        <Button type="button" onClick={signInWithLink} disabled={state.step !== 'ready'}>
          Sign in
        </Button>
      </Actions>
      <Notice error>{error}</Notice>
    </>
  );
}
