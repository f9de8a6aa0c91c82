// The member's own account: who they are and what their role may do, their passkeys (add one on
// this device; remove one that was on a lost device), and when this session ends.
import { useCallback, useEffect, useState } from 'react';
import { type PasskeyView, ROLE_DESCRIPTIONS, STAFF_API, type StaffMe } from '../../schema/api/staff.ts';
import { call, noticeOf } from './api.ts';
import { PasskeyEnrolment } from './passkey-enrolment.tsx';
import { Actions, Button, Card, Facts, formatTime, Muted, Notice, PageHeading } from './ui.tsx';

export function AccountPage({ me }: { me: StaffMe }) {
  const [passkeys, setPasskeys] = useState<PasskeyView[]>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const { staff, session } = me;

  const reload = useCallback(async () => {
    const answer = await call<PasskeyView[]>('GET', STAFF_API.passkeys);
    if (answer.ok) setPasskeys(answer.data);
    else setNotice(noticeOf(answer));
  }, []);
  useEffect(() => {
    reload();
  }, [reload]);

  async function remove(passkey: PasskeyView) {
    const answer = await call('DELETE', STAFF_API.passkey(passkey.id));
    setNotice(noticeOf(answer));
    if (answer.ok) await reload();
  }

  return (
    <>
      <PageHeading title="Your account">Your account</PageHeading>
      <Facts>
        <dt>Name</dt>
        <dd>{staff.displayName || '-'}</dd>
        <dt>Address</dt>
        <dd>{staff.email}</dd>
        <dt>Role</dt>
        <dd>
          {staff.role}: {ROLE_DESCRIPTIONS[staff.role]}
        </dd>
        <dt>This session</dt>
        <dd>
          ends at {formatTime(session.idleExpiresAt)} if nothing is done; at {formatTime(session.expiresAt)} at the
          latest
        </dd>
      </Facts>
      <Notice error={notice?.error}>{notice?.text}</Notice>
      <Card aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">Your passkeys</h2>
        {passkeys === undefined ? (
          <p>Loading…</p>
        ) : passkeys.length === 0 ? (
          <Muted>None yet: you sign in with e-mailed links.</Muted>
        ) : (
          <ul>
            {passkeys.map((passkey, index) => (
              <li key={passkey.id}>
                <p>
                  Passkey {index + 1}: added {formatTime(passkey.createdAt)}, last used {formatTime(passkey.lastUsedAt)}
                  ; {passkey.synced ? 'synced between your devices' : 'on one device'}.
                </p>
                <Actions>
                  <Button type="button" $tone="danger" onClick={() => remove(passkey)}>
                    Remove passkey {index + 1}
                  </Button>
                </Actions>
              </li>
            ))}
          </ul>
        )}
        <h3>Add a passkey on this device</h3>
        <PasskeyEnrolment onAdded={reload} />
      </Card>
      <Card aria-labelledby="lost-heading">
        <h2 id="lost-heading">Lost a device?</h2>
        <p>
          Sign in here with an e-mailed link, add a passkey on this device, remove the passkey that was on the lost one,
          then sign out everywhere (at the top of the page).
        </p>
      </Card>
    </>
  );
}
