// Staff management (admins): invite, the members with their roles and sign-in state, and the recent
// staff activity (who did what, when). Every change is the server's to allow (the guard: admins
// only), and is in the audit trail.
import { useCallback, useEffect, useState } from 'react';
import { type AuditEntryView, STAFF_API, type StaffMe, type StaffMemberView } from '../../schema/api/staff.ts';
import { call, noticeOf } from './api.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberCard } from './member-card.tsx';
import { Card, formatTime, Muted, Notice, PageHeading } from './ui.tsx';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '?');

/** One entry as a sentence: "Ravi Admin changed the role of Meena from editor to coordinator". */
function describe(entry: AuditEntryView): string {
  const who = entry.subject ?? 'someone';
  const details = entry.details ?? {};
  const how = details.via === 'passkey' ? 'with a passkey' : 'with an e-mailed link';
  const sentences: Record<string, string> = {
    invited: `invited ${who} as ${text(details.role)}`,
    'role-changed': `changed the role of ${who} from ${text(details.from)} to ${text(details.to)}`,
    removed: `removed ${who}`,
    'sign-in-link-sent': `sent a sign-in link to ${who}`,
    'signed-in': `signed in ${how}`,
    'signed-out': 'signed out',
    'signed-out-everywhere': 'signed out everywhere',
    'passkey-added': 'added a passkey',
    'passkey-removed': 'removed a passkey',
  };
  return `${entry.actor} ${sentences[entry.action] ?? entry.action}`;
}

export function MembersPage({ me }: { me: StaffMe }) {
  const [members, setMembers] = useState<StaffMemberView[]>();
  const [activity, setActivity] = useState<AuditEntryView[]>([]);
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();

  const reload = useCallback(async () => {
    const members = await call<StaffMemberView[]>('GET', STAFF_API.members);
    if (!members.ok) {
      setNotice(noticeOf(members));
      return;
    }
    setMembers(members.data);
    const activity = await call<AuditEntryView[]>('GET', `${STAFF_API.audit}?limit=20`);
    if (activity.ok) setActivity(activity.data);
    else setNotice(noticeOf(activity));
  }, []);
  useEffect(() => {
    reload();
  }, [reload]);

  const changed = (text: string) => {
    setNotice({ text, error: false });
    reload();
  };

  return (
    <>
      <PageHeading title="Staff">Staff</PageHeading>
      <Notice error={notice?.error}>{notice?.text}</Notice>
      <InviteForm onInvited={reload} />
      <h2>Members of staff</h2>
      {members === undefined ? (
        <p>Loading…</p>
      ) : (
        members.map((member) => (
          <MemberCard key={member.id} member={member} isSelf={member.id === me.staff.id} onChanged={changed} />
        ))
      )}
      <Card aria-labelledby="activity-heading">
        <h2 id="activity-heading">Recent staff activity</h2>
        {activity.length === 0 ? (
          <Muted>Nothing yet.</Muted>
        ) : (
          <ul>
            {activity.map((entry, index) => (
              <li key={index}>
                <time dateTime={entry.at}>{formatTime(entry.at)}</time>: {describe(entry)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
