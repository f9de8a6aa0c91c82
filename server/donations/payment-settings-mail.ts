// A change of the settings that move money (payment-settings.ts) is told to every admin at once, in the
// same transaction as the change and its audit entry: a UPI ID or bank account changed by someone
// who should not have would divert gifts, so the admins must see it the same day. The e-mail says what
// changed (old and new values: these are the foundation's own account details, not a person's), who
// changed it and when, and what to do. The audit entry names the settings only, never their values.
import type { Database, Queryable } from '../db/database.ts';
import { escapeHtml, formatIst } from '../lib/text-format.ts';
import type { EmailPayload } from '../outbox/outbox-store.ts';
import { recordAudit } from '../staff/audit-store.ts';
import { mailEveryAdmin } from '../staff/mail-every-admin.ts';
import { PAYMENT_SETTINGS, type PaymentSettingName, writePaymentSettings } from './payment-settings.ts';

export const PAYMENT_SETTINGS_CHANGED = 'payment-settings-changed';

export interface PaymentSettingsChange {
  by: string;
  at: Date;
  changes: { name: PaymentSettingName; before: string; after: string }[];
}

export function paymentSettingsEmail(
  to: string,
  change: PaymentSettingsChange,
  context: { organisation: string; siteUrl: string },
): EmailPayload {
  const shown = (value: string) => (value === '' ? '(empty)' : value);
  const paragraphs = [
    `${change.by} changed the payment settings of ${context.organisation} on ${formatIst(change.at)}. Donors are now shown:`,
    ...change.changes.map(
      (one) => `${PAYMENT_SETTINGS[one.name].label}: was ${shown(one.before)}; now ${shown(one.after)}.`,
    ),
    `Gifts now go where these settings say. If you did not expect this change, set the old values again in the staff area (${context.siteUrl}/staff) at once, and ask ${change.by} about it. If they did not make it either, remove their access on the Staff page: someone may be using their account.`,
    'Every admin receives this e-mail; the staff audit trail lists the change too.',
  ];
  return {
    to: [to],
    subject: `Payment settings changed on the site of ${context.organisation}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="en"><body style="font-family:sans-serif;font-size:16px">\n${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('\n')}\n</body></html>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** Queues the e-mail to every admin and the audit entry, in the caller's transaction; returns how many admins. */
export async function recordPaymentSettingsChange(
  tx: Queryable,
  actor: number,
  change: PaymentSettingsChange,
  context: { organisation: string; siteUrl: string; messageIdDomain: string },
): Promise<number> {
  const admins = await mailEveryAdmin(
    tx,
    PAYMENT_SETTINGS_CHANGED,
    (email) => paymentSettingsEmail(email, change, context),
    context.messageIdDomain,
  );
  await recordAudit(tx, {
    actor,
    action: PAYMENT_SETTINGS_CHANGED,
    subjectType: 'payment-settings',
    details: { settings: change.changes.map((one) => one.name).join(', '), admins },
  });
  return admins;
}

/** Stores an admin's values, and when any changed, audits and e-mails every admin: one transaction. */
export function changePaymentSettings(
  db: Database,
  given: Partial<Record<PaymentSettingName, string>>,
  member: { id: number; displayName: string; email: string },
  context: { organisation: string; siteUrl: string; messageIdDomain: string },
): Promise<PaymentSettingsChange['changes']> {
  return db.transaction(async (tx) => {
    const changes = await writePaymentSettings(tx, given, member.id);
    if (changes.length > 0)
      await recordPaymentSettingsChange(
        tx,
        member.id,
        { by: member.displayName || member.email, at: new Date(), changes },
        context,
      );
    return changes;
  });
}
