// One member of staff for an admin: who, what they may do, how they sign in; changing the role,
// sending a new sign-in link, and removing them (asked twice: it signs them out at once).
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { STAFF_API, STAFF_ROLES, type StaffMemberView, type StaffRole } from '../../schema/api/staff.ts';
import { call } from './api.ts';
import { Actions, Button, Card, Facts, formatTime, Notice } from './ui.tsx';

const RoleChoice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  select { min-height: 44px; font: inherit; padding: 0 ${({ theme }) => theme.space.s}; }
`;

interface Props {
  member: StaffMemberView;
  isSelf: boolean;
  /** After a change: the server's sentence, shown at the top of the page (a removed card is gone). */
  onChanged: (message: string) => void;
}

export function MemberCard({ member, isSelf, onChanged }: Props) {
  const id = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const name = member.displayName || member.email;
  // The focus follows the question: to "Keep" when it is asked, back to "Remove…" when it is not.
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  async function act(method: string, path: string, body?: unknown) {
    setRefusal(undefined);
    const answer = await call(method, path, body);
    if (answer.ok) onChanged(answer.message);
    else setRefusal(answer.message);
    setConfirming(false);
  }

  return (
    // Named by the person and the address: two members may share a name, and each card must be told apart.
    <Card aria-labelledby={`${id}-name ${id}-address`}>
      <h2 id={`${id}-name`}>
        {name}
        {isSelf ? ' (you)' : ''}
      </h2>
      <Facts>
        <dt>Address</dt>
        <dd id={`${id}-address`}>{member.email}</dd>
        <dt>Role</dt>
        <dd>{member.role}</dd>
        <dt>Passkeys</dt>
        <dd>{member.passkeys}</dd>
        <dt>Last sign-in</dt>
        <dd>{formatTime(member.lastSignInAt)}</dd>
        <dt>Signed in now</dt>
        <dd>{member.sessions > 0 ? `yes (${member.sessions} session(s))` : 'no'}</dd>
      </Facts>
      <RoleChoice>
        <label htmlFor={`${id}-role`}>Change role to</label>
        <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Button
          type="button"
          $tone="plain"
          disabled={role === member.role}
          onClick={() => act('PATCH', STAFF_API.member(member.id), { role })}
        >
          Save role
        </Button>
      </RoleChoice>
      <Actions>
        <Button type="button" $tone="plain" onClick={() => act('POST', STAFF_API.memberLink(member.id))}>
          E-mail a sign-in link
        </Button>
        {isSelf ? null : confirming ? (
          <>
            <span>Remove {name}? They are signed out at once and can no longer sign in.</span>
            <Button type="button" $tone="danger" onClick={() => act('DELETE', STAFF_API.member(member.id))}>
              Yes, remove {name}
            </Button>
            <Button ref={keep} type="button" $tone="plain" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button ref={remove} type="button" $tone="danger" onClick={() => setConfirming(true)}>
            Remove…
          </Button>
        )}
      </Actions>
      <Notice error>{refusal}</Notice>
    </Card>
  );
}
