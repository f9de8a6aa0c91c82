// "Add a passkey": asks the browser for a new passkey for the signed-in member and says how it went.
import { useState } from 'react';
import { noticeOf, settle } from './api.ts';
import { addPasskey, passkeyProblem, passkeysWork } from './passkeys.ts';
import { useSession } from './session-store.ts';
import { Actions, Button, Muted, Notice } from './ui.tsx';

interface Props {
  /** Offered as a button once the passkey is added ("Continue"). */
  onDone?: () => void;
  doneLabel?: string;
  /** Told once the passkey is added. */
  onAdded?: () => void;
}

export function PasskeyEnrolment({ onDone, doneLabel = 'Continue', onAdded }: Props) {
  const load = useSession((state) => state.load);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; error: boolean }>();

  if (!passkeysWork()) return <Muted>This browser cannot make passkeys: sign in with e-mailed links here.</Muted>;

  async function enrol() {
    setBusy(true);
    setResult(undefined);
    const answer = await settle(addPasskey, passkeyProblem);
    if (answer.ok) await load();
    setResult(noticeOf(answer));
    if (answer.ok) onAdded?.();
    setBusy(false);
  }

  const added = result && !result.error;
  return (
    <>
      <Actions>
        {added && onDone ? (
          <Button type="button" onClick={onDone}>
            {doneLabel}
          </Button>
        ) : (
          <Button type="button" onClick={enrol} disabled={busy}>
            {busy ? 'Waiting for your device…' : 'Add a passkey'}
          </Button>
        )}
      </Actions>
      <Notice error={result?.error}>{result?.text}</Notice>
    </>
  );
}
