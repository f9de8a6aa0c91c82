// POST /api/admin/staff {command}: `npm run staff -- ...` through the running server when it holds
// the embedded database (behind admin-routes.ts's loopback-and-token guard). The answer is the
// command's result, refusals included (ok: false with the sentence), so the command prints it.
import type { FastifyInstance } from 'fastify';
import staffCommandSchema from '../../schema/api/admin/staff-command.schema.json' with { type: 'json' };
import type { StaffCommandBody } from '../../schema/api/generated/route-types.ts';
import { runStaffCommand, type StaffCommand } from '../staff/staff-commands.ts';

export function staffAdminRoutes(app: FastifyInstance): void {
  // The schema checks each field; which fields a command needs is the command line's to send.
  app.post<{ Body: StaffCommandBody & { command: StaffCommand } }>(
    '/api/admin/staff',
    { schema: { body: staffCommandSchema } },
    async (request) => {
      const result = await runStaffCommand(app.database, request.body.command, {
        messageIdDomain: app.outbox.messageIdDomain,
        siteUrl: app.privacy.config.siteUrl,
        organisation: app.siteContent.organisation,
      });
      if (result.ok) app.outbox.kick();
      return { success: true, message: result.message, data: { result } };
    },
  );
}
