// POST /api/admin/staff {command}: `npm run staff -- ...` through the running server when it holds
// the embedded database (behind admin-routes.ts's loopback-and-token guard). The answer is the
// command's result, refusals included (ok: false with the sentence), so the command prints it.
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../schema/api/staff.ts';
import { runStaffCommand, type StaffCommand } from '../staff/staff-commands.ts';

const email = { type: 'string', minLength: 3, maxLength: 254 } as const;
const role = { type: 'string', enum: STAFF_ROLES } as const;

const commandSchema = {
  type: 'object',
  required: ['command'],
  additionalProperties: false,
  properties: {
    command: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', enum: ['list', 'invite', 'link', 'role', 'remove'] },
        email,
        role,
        displayName: { type: 'string', maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$' },
        printLink: { type: 'boolean' },
      },
    },
  },
} as const;

export function staffAdminRoutes(app: FastifyInstance): void {
  app.post<{ Body: { command: StaffCommand } }>(
    '/api/admin/staff',
    { schema: { body: commandSchema } },
    async (request) => {
      const result = await runStaffCommand(app.database, request.body.command, {
        messageIdDomain: app.outbox.messageIdDomain,
        siteUrl: app.privacy.config.siteUrl,
      });
      if (result.ok) app.outbox.kick();
      return { success: true, message: result.message, data: { result } };
    },
  );
}
