// The staff area's tables in the one purge (server/privacy/retention.ts runs and audits these):
// sessions, sign-in links and challenges a day after they ended (kept that long so a reused link
// still says "used"); the audit trail as long as the processing log; a removed member's row with the
// last audit entry about them (their passkeys, sessions and links went when they were removed; any
// left over from an older version go now).
import type { TableRule } from '../privacy/retention.ts';
import { tableRule as rule } from '../privacy/table-rule.ts';

const ENDED = `interval '1 day'`;

const OLDER_THAN_LOG = `< now() - make_interval(days => $1::int)`;

export const STAFF_TABLE_RULES: readonly TableRule[] = [
  rule('staff-sessions', () => 'staff sessions, sign-in links and passkey challenges: a day after they ended', [
    {
      table: 'staff_sessions',
      where: `revoked_at < now() - ${ENDED} OR expires_at < now() - ${ENDED} OR idle_expires_at < now() - ${ENDED}`,
    },
    { table: 'staff_sign_in_links', where: `used_at < now() - ${ENDED} OR expires_at < now() - ${ENDED}` },
    { table: 'staff_challenges', where: 'expires_at < now()' },
  ]),
  rule('staff-audit', (retention) => `staff audit trail: kept ${retention.processingLogDays} days`, [
    { table: 'staff_audit', where: `at ${OLDER_THAN_LOG}` },
  ]),
  rule(
    'removed-staff',
    (retention) => `removed staff members: kept ${retention.processingLogDays} days for the audit trail`,
    [
      {
        table: 'staff_passkeys',
        where: 'staff_id IN (SELECT id FROM staff_members WHERE removed_at IS NOT NULL)',
      },
      {
        table: 'staff_members',
        // Once no entry about them is younger than the period (a dry run counts what the run will erase).
        where: `removed_at ${OLDER_THAN_LOG} AND NOT EXISTS (SELECT 1 FROM staff_audit a
          WHERE (a.actor_id = staff_members.id OR (a.subject_type = 'staff' AND a.subject_id = staff_members.id))
            AND NOT a.at ${OLDER_THAN_LOG})`,
      },
    ],
  ),
];
