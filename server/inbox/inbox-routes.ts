// The inbox, for the roles of STAFF_AREAS.inbox (coordinators and admins; editors 403):
// GET   /api/staff/inbox?kind&centre&status&language&from&to&q&after   a page of 50, newest first
// GET   /api/staff/inbox/options                  what the filters and the assignee choice offer
// GET   /api/staff/inbox/items/:id                one item, everything; logged "viewed by staff"
// PATCH /api/staff/inbox/items/:id {status?, assignee?}   (assignee: a member's id, or null)
// POST  /api/staff/inbox/items/:id/notes {text}   an internal note
// (replying to an item: reply-routes.ts)
// POST  /api/staff/inbox/export {kind, ...filter} the CSV of the current filter (India time), logged as an export
// Every change is in the staff audit (the item's history) and the processing log, in one transaction.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  InboxExportBody,
  InboxQuery,
  ItemChangeBody,
  ItemNoteBody,
} from '../../schema/api/generated/route-types.ts';
import inboxExportSchema from '../../schema/api/inbox/inbox-export.schema.json' with { type: 'json' };
import inboxQuerySchema from '../../schema/api/inbox/inbox-query.schema.json' with { type: 'json' };
import itemChangeSchema from '../../schema/api/inbox/item-change.schema.json' with { type: 'json' };
import itemNoteSchema from '../../schema/api/inbox/item-note.schema.json' with { type: 'json' };
import { LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH } from '../../schema/api/languages.ts';
import {
  INBOX_API,
  type InboxFilter,
  type InboxItemView,
  type InboxOptions,
  STATUS_LABELS,
} from '../../schema/api/staff-inbox.ts';
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { PublicError } from '../http/errors.ts';
import { signedIn } from '../staff/guard.ts';
import { listMembers, memberByPublicId } from '../staff/members-store.ts';
import { inboxCsv } from './inbox-export.ts';
import { type Actor, changeItem, logExport, logView, noteItem } from './inbox-actions.ts';
import { findItem, type ItemRef, readItem } from './inbox-item-store.ts';
import { listInbox } from './inbox-store.ts';
import { replyOf } from './reply-routes.ts';

const inboxRoles = { staff: { roles: STAFF_AREAS.inbox } };
const ITEM = `${INBOX_API.list}/items/:id`;

export const INBOX_MESSAGES = {
  notFound: 'There is no such item: it may have been erased, or it is waiting for a parent or guardian to agree.',
  date: 'Please give dates as YYYY-MM-DD, like 2026-11-30.',
  assignee: 'Only a member of staff who may use the inbox can be assigned.',
  nothing: 'Nothing to change: send a status or an assignee.',
  noteEmpty: 'Please write the note.',
};

const isRealDate = (text: string) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The filter as the query string (or the export's body) gave it, after its schema: blanks left out, dates checked. */
export function filterOf(query: InboxFilter): InboxFilter {
  const filter: InboxFilter = {};
  for (const key of ['kind', 'centre', 'from', 'to', 'q'] as const) {
    const value = query[key]?.trim();
    if (value) filter[key] = value;
  }
  if (query.language) filter.language = query.language;
  if (query.status) filter.status = query.status;
  for (const date of [filter.from, filter.to])
    if (date && !isRealDate(date)) throw new PublicError(400, INBOX_MESSAGES.date);
  return filter;
}

const inboxRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const kinds = app.submissions.kinds;
  const centreNames = () => app.outbox.settings.centreNames;

  /** The item of `:id` staff may see (spam included), or 404. */
  async function itemOf(request: FastifyRequest<{ Params: { id: string } }>): Promise<ItemRef> {
    const ref = await findItem(db, kinds, request.params.id);
    if (!ref) throw new PublicError(404, INBOX_MESSAGES.notFound);
    return ref;
  }

  const actorOf = (request: FastifyRequest): Actor => ({
    id: signedIn(request).member.id,
    personHash: (email) => app.privacy.personHash(email),
  });

  app.get<{ Querystring: InboxQuery }>(
    INBOX_API.list,
    { config: inboxRoles, schema: { querystring: inboxQuerySchema } },
    async (request) => {
      const page = await listInbox(db, kinds, filterOf(request.query), {
        after: request.query.after || undefined,
        centreNames: centreNames(),
      });
      return { success: true, message: `${page.total} item(s).`, data: page };
    },
  );

  app.get(INBOX_API.options, { config: inboxRoles }, async () => {
    const members = await listMembers(db);
    const options: InboxOptions = {
      kinds: kinds.map((kind) => ({ value: kind.type, label: kind.label })),
      centres: Object.entries(centreNames()).map(([value, label]) => ({ value, label })),
      languages: LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES_IN_ENGLISH[language] })),
      assignees: members
        .filter((member) => (STAFF_AREAS.inbox as readonly string[]).includes(member.role))
        .map((member) => ({ value: member.publicId, label: member.displayName || member.email })),
    };
    return { success: true, message: 'The inbox options.', data: options };
  });

  app.get<{ Params: { id: string } }>(ITEM, { config: inboxRoles }, async (request) => {
    const ref = await itemOf(request);
    const item: InboxItemView = {
      ...(await readItem(db, ref, centreNames(), kinds)),
      reply: (await replyOf(app, signedIn(request).member, ref)).frame,
    };
    await logView(db, actorOf(request), ref);
    return { success: true, message: `${item.kindLabel} ${item.reference}.`, data: item };
  });

  app.patch<{ Params: { id: string }; Body: ItemChangeBody }>(
    ITEM,
    { config: inboxRoles, schema: { body: itemChangeSchema } },
    async (request) => {
      const { status, assignee } = request.body;
      if (status === undefined && assignee === undefined) throw new PublicError(400, INBOX_MESSAGES.nothing);
      const ref = await itemOf(request);
      let assigneeId: number | null | undefined;
      let assigneeName = '';
      if (assignee) {
        const member = await memberByPublicId(db, assignee);
        if (!member || !(STAFF_AREAS.inbox as readonly string[]).includes(member.role)) {
          throw new PublicError(400, INBOX_MESSAGES.assignee);
        }
        assigneeId = member.id;
        assigneeName = member.displayName || member.email;
      } else if (assignee === null) assigneeId = null;
      const changed = await changeItem(db, actorOf(request), ref, { status, assigneeId });
      const said = [
        ...(changed.status ? [`Marked ${STATUS_LABELS[changed.status]}.`] : []),
        ...(changed.assigneeChanged ? [assigneeId ? `Assigned to ${assigneeName}.` : 'No one is assigned now.'] : []),
      ];
      return { success: true, message: said.join(' ') || 'Nothing changed.' };
    },
  );

  app.post<{ Params: { id: string }; Body: ItemNoteBody }>(
    `${ITEM}/notes`,
    { config: inboxRoles, schema: { body: itemNoteSchema } },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) throw new PublicError(400, INBOX_MESSAGES.noteEmpty);
      const ref = await itemOf(request);
      await noteItem(db, actorOf(request), ref, text);
      return reply.code(201).send({ success: true, message: 'Note added.' });
    },
  );

  app.post<{ Body: InboxExportBody }>(
    INBOX_API.export,
    { config: inboxRoles, schema: { body: inboxExportSchema } },
    async (request, reply) => {
      const filter = { ...filterOf(request.body), kind: request.body.kind };
      const result = await inboxCsv(db, kinds, filter, centreNames());
      await logExport(db, actorOf(request), filter, result.rows);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${result.fileName}"`)
        .header('cache-control', 'no-store')
        .send(result.csv);
    },
  );
};

export default inboxRoutes;
