// The way in: a passkey (the usual door), or a link e-mailed to the member's address (the first
// time, and when a device is lost). The e-mail answer is the server's one sentence, the same for
// any address.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Field } from '../../src/shared/ui/form-controls.tsx';
import { STAFF_API } from '../../schema/api/staff.ts';
import { call, noticeOf, settle } from './api.ts';
import { passkeyProblem, passkeysWork, signInWithPasskey } from './passkeys.ts';
import { homeOf } from './areas.ts';
import { type SignOutNotice, useSession } from './session-store.ts';
import { Actions, Button, Card, Muted, Notice, PageHeading } from './ui.tsx';

const Narrow = styled.div`
  max-width: 36rem;
`;

export function SignInPage({ notice }: { notice?: SignOutNotice }) {
  const [, navigate] = useLocation();
  const signedIn = useSession((state) => state.signedIn);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<'passkey' | 'email' | null>(null);
  const [passkeyError, setPasskeyError] = useState<string>();
  const [emailAnswer, setEmailAnswer] = useState<{ text: string; error: boolean }>();

  async function withPasskey() {
    setBusy('passkey');
    setPasskeyError(undefined);
    const answer = await settle(signInWithPasskey, passkeyProblem);
    if (answer.ok) {
      signedIn(answer.data);
      navigate(homeOf(answer.data.staff.role));
    } else setPasskeyError(answer.message);
    setBusy(null);
  }

  async function withEmail(event: FormEvent) {
    event.preventDefault();
    setBusy('email');
    setEmailAnswer(noticeOf(await call('POST', STAFF_API.requestLink, { email })));
    setBusy(null);
  }

  return (
    <Narrow>
      <PageHeading title="Sign in">Sign in to the staff area</PageHeading>
      {notice ? <Notice error={notice.error}>{notice.text}</Notice> : null}
      <Card aria-labelledby="with-passkey">
        <h2 id="with-passkey">With your passkey</h2>
        <p>Your phone or computer signs you in with its fingerprint, face or screen lock.</p>
        {passkeysWork() ? (
          <Actions>
            <Button type="button" onClick={withPasskey} disabled={busy !== null}>
              {busy === 'passkey' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
            </Button>
          </Actions>
        ) : (
          <Muted>This browser cannot use passkeys: use an e-mailed link below.</Muted>
        )}
        <Notice error>{passkeyError}</Notice>
      </Card>
      <Card aria-labelledby="with-email">
        <h2 id="with-email">With an e-mailed link</h2>
        <p>The first time, on a new device, or when you have lost yours. The link works once, for 15 minutes.</p>
        <form onSubmit={withEmail} noValidate>
          <Field
            formId="sign-in"
            name="email"
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onValue={setEmail}
          />
          <Button type="submit" $tone="plain" disabled={busy !== null}>
            {busy === 'email' ? 'Sending…' : 'E-mail me a sign-in link'}
          </Button>
        </form>
        <Notice error={emailAnswer?.error}>{emailAnswer?.text}</Notice>
      </Card>
      <Muted>The staff area is by invitation. No account yet? Ask an admin of the foundation.</Muted>
    </Narrow>
  );
}
