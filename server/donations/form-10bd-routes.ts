// Form 10BD's file from the staff area (the Donation reports page), for admins (STAFF_AREAS.donationReports):
// POST /api/staff/donations/form-10bd { year, part? } → the CSV, recorded in the processing log and the
// staff audit (it holds every donor's ID number). The command line asks the same of a running server
// through the loopback admin route (server/admin/admin-routes.ts), which shares `form10bdAnswer`.
import type { FastifyPluginAsync } from 'fastify';
import type { Form10BdBody } from '../../schema/api/generated/route-types.ts';
import { STAFF_API, STAFF_AREAS } from '../../schema/api/staff.ts';
import form10bdSchema from '../../schema/api/staff/form-10bd.schema.json' with { type: 'json' };
import type { Queryable } from '../db/database.ts';
import { PublicError } from '../http/errors.ts';
import { logProcessing } from '../privacy/processing-log.ts';
import { recordAudit } from '../staff/audit-store.ts';
import { signedIn } from '../staff/guard.ts';
import {
  type Form10bdPart,
  Form10bdError,
  form10bdCsv,
  form10bdFileName,
  form10bdSummary,
  readForm10bd,
} from './form-10bd.ts';

/** The file, its name and the summary in words; the download recorded (staff: who, or null for the command line). */
export async function form10bdAnswer(
  db: Queryable,
  secret: Buffer,
  body: Form10BdBody,
  staff: number | null,
): Promise<{ csv: string; fileName: string; summary: string; rows: number }> {
  const part: Form10bdPart = body.part ?? 'part-b';
  let form: Awaited<ReturnType<typeof readForm10bd>>;
  try {
    form = await readForm10bd(db, secret, body.year);
  } catch (error) {
    if (error instanceof Form10bdError) throw new PublicError(400, error.message, 'year');
    throw error;
  }
  const rows = part === 'part-b' ? form.rows.length : form.withoutId.length;
  await recordAudit(db, {
    actor: staff ?? undefined,
    action: 'form-10bd-export',
    details: { year: form.year, part, rows },
  });
  await logProcessing(db, {
    action: 'exported',
    submissionType: 'donation',
    count: rows,
    reason: `Form 10BD ${form.year} (${part})`,
    staff: staff ?? undefined,
  });
  return { csv: form10bdCsv(form, part), fileName: form10bdFileName(form, part), summary: form10bdSummary(form), rows };
}

const form10bdRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Form10BdBody }>(
    STAFF_API.form10bd,
    { config: { staff: { roles: STAFF_AREAS.donationReports } }, schema: { body: form10bdSchema } },
    async (request, reply) => {
      const answer = await form10bdAnswer(
        app.database,
        app.privacy.config.hashKey,
        request.body,
        signedIn(request).member.id,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${answer.fileName}"`)
        .header('x-summary', encodeURIComponent(answer.summary))
        .header('cache-control', 'no-store')
        .send(answer.csv);
    },
  );
};

export default form10bdRoutes;
