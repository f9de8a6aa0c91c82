// Inviting a member of staff: their address, their name, a role (with what each may do). The server
// e-mails them a sign-in link; its sentence is shown and read out.
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Field } from '../../src/shared/ui/form-controls.tsx';
import { ROLE_DESCRIPTIONS, STAFF_API, STAFF_ROLES, type StaffRole } from '../../schema/api/staff.ts';
import { call, noticeOf } from './api.ts';
import { Button, Card, Notice } from './ui.tsx';

const Roles = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.l};
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
  label { display: flex; gap: ${({ theme }) => theme.space.s}; align-items: flex-start; padding: ${({ theme }) => theme.space.xs} 0; }
  input { width: 1.25rem; height: 1.25rem; margin-top: 0.2rem; flex: none; }
`;

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('coordinator');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; error: boolean }>();

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await call('POST', STAFF_API.members, { email, displayName: name, role });
    setAnswer(noticeOf(answer));
    if (answer.ok) {
      setEmail('');
      setName('');
      onInvited();
    }
    setBusy(false);
  }

  return (
    <Card aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a member of staff</h2>
      <form onSubmit={invite} noValidate>
        <Field
          formId="invite"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          value={email}
          onValue={setEmail}
        />
        <Field
          formId="invite"
          name="name"
          label="Name"
          hint="As the staff pages should show it."
          value={name}
          onValue={setName}
        />
        <Roles>
          <legend>Role</legend>
          {STAFF_ROLES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
              />
              <span>
                <strong>{option}</strong>: {ROLE_DESCRIPTIONS[option]}
              </span>
            </label>
          ))}
        </Roles>
        <Button type="submit" disabled={busy}>
          {busy ? 'Inviting…' : 'Invite and e-mail a sign-in link'}
        </Button>
      </form>
      <Notice error={answer?.error}>{answer?.text}</Notice>
    </Card>
  );
}
