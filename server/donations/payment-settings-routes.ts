// The settings that move money, for admins only (the staff guard refuses every other role with 403
// before the body is read, so an editor's or a coordinator's change stores nothing).
// GET /api/staff/payment-settings   every setting, its value (or placeholder) and whether it is one
// PUT /api/staff/payment-settings   { upiId?, bankIfsc?, ... }: checks every value (400 with each wrong
//                                   one's sentence in data.fieldErrors, nothing stored), stores the
//                                   changed ones, audits and e-mails every admin in one transaction
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentSettingsBody } from '../../schema/api/generated/route-types.ts';
import paymentSettingsSchema from '../../schema/api/staff/payment-settings.schema.json' with { type: 'json' };
import { STAFF_AREAS } from '../../schema/api/staff.ts';
import { signedIn } from '../staff/guard.ts';
import { changePaymentSettings } from './payment-settings-mail.ts';
import {
  isPaymentSettingName,
  PAYMENT_SETTING_NAMES,
  PAYMENT_SETTINGS,
  readPaymentSettings,
  refusalOf,
} from './payment-settings.ts';

export const PAYMENT_SETTINGS_PATH = '/api/staff/payment-settings';

/** Admins only: the same roles as staff management (STAFF_AREAS.staff). */
const admins = { staff: { roles: STAFF_AREAS.staff } };

const paymentSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(PAYMENT_SETTINGS_PATH, { config: admins }, async () => {
    const { values, placeholders } = await readPaymentSettings(app.database);
    const data = PAYMENT_SETTING_NAMES.map((name) => ({
      name,
      label: PAYMENT_SETTINGS[name].label,
      value: values[name],
      placeholder: placeholders.includes(name),
    }));
    return { success: true, message: `${data.length} payment settings.`, data };
  });

  app.put<{ Body: PaymentSettingsBody }>(
    PAYMENT_SETTINGS_PATH,
    { config: admins, schema: { body: paymentSettingsSchema } },
    async (request, reply) => {
      const member = signedIn(request).member;
      const given: Record<string, string> = {};
      // Every wrong value at once, each beside its setting on the admin's screen; nothing is stored then.
      const fieldErrors: Record<string, string> = {};
      for (const [name, raw] of Object.entries(request.body)) {
        if (!isPaymentSettingName(name) || typeof raw !== 'string') continue;
        const value = raw.trim();
        const refusal = refusalOf(name, value);
        if (refusal) fieldErrors[name] = refusal;
        else given[name] = value;
      }
      const refusals = Object.values(fieldErrors);
      if (refusals.length > 0) {
        return reply.code(400).send({ success: false, message: refusals.join(' '), data: { fieldErrors } });
      }
      const changed = await changePaymentSettings(app.database, given, member, {
        organisation: app.outbox.settings.organisation,
        siteUrl: app.privacy.config.siteUrl,
        messageIdDomain: app.outbox.messageIdDomain,
      });
      if (changed.length > 0) app.outbox.kick();
      return {
        success: true,
        message:
          changed.length === 0
            ? 'Nothing changed.'
            : `Changed ${changed.length} setting(s); every admin has been e-mailed about it.`,
        data: { changed: changed.map((one) => one.name) },
      };
    },
  );
};

export default paymentSettingsRoutes;
