// Erasing a person on request (by phone, post or e-mail): their address first shows what would be
// erased (nothing changes yet); then one button erases exactly that, with their e-mails, notes and
// history. The same code as `npm run submissions -- erase --email`; the server logs it.
import { type FormEvent, useRef, useState } from 'react';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { type ErasureView, PRIVACY_API } from '../../../schema/api/staff-privacy.ts';
import { call, noticeOf } from '../api.ts';
import { Actions, Button, Card, formatTime, Muted, Notice, NoticeFocus } from '../ui.tsx';

export function ErasePerson({ onErased }: { onErased: () => void }) {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<{ email: string; view: ErasureView }>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const noticeRef = useRef<HTMLDivElement>(null);

  async function look(event: FormEvent) {
    event.preventDefault();
    const answer = await call<ErasureView>('POST', PRIVACY_API.erase, { email, dryRun: true });
    setFound(answer.ok ? { email, view: answer.data } : undefined);
    setNotice(noticeOf(answer));
  }
  async function erase() {
    if (!found) return;
    const answer = await call('POST', PRIVACY_API.erase, {
      email: found.email,
      dryRun: false,
      confirm: true,
      references: found.view.items.map((item) => item.reference),
    });
    setNotice(noticeOf(answer));
    // 409: the list shown is out of date; it goes, so only a new look can lead to an erasure.
    if (answer.ok || answer.status === 409) setFound(undefined);
    if (!answer.ok) return;
    setEmail('');
    noticeRef.current?.focus();
    onErased();
  }

  return (
    <Card aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erase a person</h2>
      <p>When someone asks by phone, post or e-mail to have their data erased.</p>
      <form onSubmit={look} noValidate>
        <Field
          formId="erase"
          name="email"
          label="Their e-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onValue={(value) => {
            setEmail(value);
            setFound(undefined);
          }}
        />
        <Button type="submit" $tone="plain">
          Show what would be erased
        </Button>
      </form>
      <NoticeFocus ref={noticeRef}>
        <Notice error={notice?.error}>{notice?.text}</Notice>
      </NoticeFocus>
      {found && found.view.count > 0 && (
        <>
          <ul aria-label="What would be erased">
            {found.view.items.map((item) => (
              <li key={item.reference}>
                {item.kindLabel} {item.reference} of {formatTime(item.createdAt)}
                {item.who ? `, ${item.who}` : ''}
                {item.asGuardian ? ' (they are the parent or guardian named in it)' : ''}
              </li>
            ))}
          </ul>
          <Actions>
            <Button type="button" $tone="danger" onClick={erase}>
              Erase these {found.view.count} item(s) of {found.email}
            </Button>
          </Actions>
          <Muted>This cannot be undone.</Muted>
        </>
      )}
    </Card>
  );
}
