// Privacy tasks, for the roles of STAFF_AREAS.privacy:
// GET  /api/staff/privacy/guardians              applications waiting for a parent or guardian, with expiry
// GET  /api/staff/privacy/corrections?done=true  correction requests (open ones by default)
// POST /api/staff/privacy/corrections/:id/done   marks one done
// POST /api/staff/privacy/erase {email, dryRun, confirm?, references?}   the same code as `npm run submissions --
//      erase`: dryRun lists what would go; then {dryRun: false, confirm: true, references} erases it, refused (409)
//      when what would go is no longer the list the dry run showed (references: its items' references)
// GET  /api/staff/privacy/log?from&to&action&after   the processing log, newest first
// Also declares the correction requests' place in the purge.
import type { FastifyPluginAsync } from 'fastify';
import type { CorrectionsQuery, ErasePersonBody, LogQuery } from '../../schema/api/generated/route-types.ts';
import correctionsQuerySchema from '../../schema/api/inbox/corrections-query.schema.json' with { type: 'json' };
import erasePersonSchema from '../../schema/api/inbox/erase-person.schema.json' with { type: 'json' };
import logQuerySchema from '../../schema/api/inbox/log-query.schema.json' with { type: 'json' };
import { type ErasureView, PRIVACY_API } from '../../schema/api/staff-privacy.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { correctionRetentionRule, listCorrections } from '../privacy/correction-store.ts';
import { isStorableAddress } from '../privacy/mailbox.ts';
import { staffErase } from '../privacy/staff-erase.ts';
import { kindOf } from '../submissions/kinds.ts';
import { recordAudit } from '../staff/audit-store.ts';
import { signedIn } from '../staff/guard.ts';
import { correctionDone } from './inbox-actions.ts';
import { filterOf } from './inbox-routes.ts';
import { guardianWaits, readLog } from './privacy-tasks-store.ts';

const privacyRoles = { staff: { roles: STAFF_AREAS.privacy } };

export const PRIVACY_TASK_MESSAGES = {
  correctionUnknown: 'There is no open correction request with this id (it may have been marked done already).',
  email: 'Please enter the e-mail address of the person, like name@example.org.',
  confirm: 'Look at the list first (dryRun: true), then confirm the erasure (confirm: true).',
  changed:
    'What would be erased for this address has changed since you looked (something new came in, or someone else erased it). Nothing was erased: look again, then erase.',
};

/** Whether the items found now are exactly those a dry run listed (in any order). */
const sameItems = (now: readonly { reference: string }[], listed: readonly string[]) =>
  now.length === listed.length && now.every((item) => listed.includes(item.reference));

const privacyTasksRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const kinds = app.submissions.kinds;
  app.privacy.retainAlso(correctionRetentionRule);

  app.get(PRIVACY_API.guardians, { config: privacyRoles }, async () => {
    const waits = await guardianWaits(db, kinds, app.privacy.config.retention.awaitingGuardianDays);
    return { success: true, message: `${waits.length} waiting.`, data: waits };
  });

  app.get<{ Querystring: CorrectionsQuery }>(
    PRIVACY_API.corrections,
    { config: privacyRoles, schema: { querystring: correctionsQuerySchema } },
    async (request) => {
      const list = await listCorrections(db, kinds, request.query.done === 'true');
      return { success: true, message: `${list.length} request(s).`, data: list };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${PRIVACY_API.corrections}/:id/done`,
    { config: privacyRoles },
    async (request) => {
      const actor = { id: signedIn(request).member.id, personHash: (email: string) => app.privacy.personHash(email) };
      const done = await correctionDone(db, actor, request.params.id);
      if (!done) throw new PublicError(404, PRIVACY_TASK_MESSAGES.correctionUnknown);
      return { success: true, message: 'Marked done.' };
    },
  );

  app.post<{ Body: ErasePersonBody }>(
    PRIVACY_API.erase,
    { config: privacyRoles, schema: { body: erasePersonSchema } },
    async (request) => {
      const email = request.body.email.trim();
      if (!isStorableAddress(email)) throw new PublicError(400, PRIVACY_TASK_MESSAGES.email);
      const { dryRun } = request.body;
      if (!dryRun && request.body.confirm !== true) throw new PublicError(400, PRIVACY_TASK_MESSAGES.confirm);
      const actor = signedIn(request).member.id;
      // The button erases "these N items": an item that came in after the dry run is not erased unseen.
      if (!dryRun && request.body.references) {
        const now = await staffErase(db, app.privacy.config.hashKey, { email, dryRun: true, staff: actor }, kinds);
        if (!sameItems(now.items, request.body.references)) throw new PublicError(409, PRIVACY_TASK_MESSAGES.changed);
      }
      const result = await staffErase(db, app.privacy.config.hashKey, { email, dryRun, staff: actor }, kinds);
      const count = result.items.length;
      if (!dryRun) await recordAudit(db, { actor, action: 'privacy-erase', details: { items: count } });
      const view: ErasureView = {
        dryRun,
        count,
        items: result.items.map((item) => ({
          kindLabel: kindOf(kinds, item.type).label,
          reference: item.reference,
          createdAt: item.createdAt,
          who: item.who,
          asGuardian: item.asGuardian,
        })),
      };
      const message = dryRun
        ? `${count} item(s) would be erased.`
        : `${count} item(s) erased, with their e-mails. It is in the processing log.`;
      return { success: true, message, data: view };
    },
  );

  app.get<{ Querystring: LogQuery }>(
    PRIVACY_API.log,
    { config: privacyRoles, schema: { querystring: logQuerySchema } },
    async (request) => {
      const { from, to } = filterOf(request.query);
      const page = await readLog(db, {
        from,
        to,
        action: request.query.action || undefined,
        after: request.query.after,
      });
      return { success: true, message: `${page.entries.length} entries.`, data: page };
    },
  );
};

export default privacyTasksRoutes;
