// How to pay a pledge (schema/api/donation-payment.ts), from the pledge and the admin's payment
// settings as they are now: the UPI link with the pledge's reference in `tr`, its QR code, the bank
// account, the cheque payee and address, and the FCRA account when the foundation has one.
import { indianRupees, type PledgePayment } from '../../schema/api/donation-payment.ts';
import type { Language } from '../../schema/api/languages.ts';
import { formatReference } from '../submissions/reference.ts';
import { fill, SERVER_WORDS } from '../words/index.ts';
import type { PaymentSettings } from './payment-settings.ts';
import type { Pledge } from './pledges-store.ts';
import { qrCode, upiLink } from './upi-link.ts';

export async function pledgePayment(
  pledge: Pledge,
  settings: PaymentSettings,
  language: Language,
  organisationShort: string,
): Promise<PledgePayment> {
  const { values } = settings;
  const reference = formatReference(pledge.reference);
  const link = upiLink({
    upiId: values.upiId,
    payeeName: values.payeeName,
    amountRupees: pledge.amountRupees,
    reference: pledge.reference,
    // Plain ASCII: every UPI app shows it, and the bank statement keeps it.
    note: `Donation ${reference} ${organisationShort}`.trim(),
  });
  const label = fill(SERVER_WORDS[language].donations.qrLabel, {
    amount: indianRupees(pledge.amountRupees),
    payee: values.payeeName,
  });
  return {
    reference,
    amountRupees: pledge.amountRupees,
    purpose: pledge.purpose,
    upiLink: link,
    qr: await qrCode(link, label),
    upiId: values.upiId,
    payeeName: values.payeeName,
    bank: {
      accountName: values.bankAccountName,
      accountNumber: values.bankAccountNumber,
      ifsc: values.bankIfsc,
      bankName: values.bankName,
    },
    cheque: { payee: values.chequePayee, address: values.postalAddress },
    ...(values.fcraRegistration
      ? { fcra: { registration: values.fcraRegistration, account: values.fcraAccount } }
      : {}),
    receiptDays: Number(values.receiptDays) || 7,
    placeholders: settings.placeholders.length > 0,
  };
}

/** What the donor reads once she has told us: the reference, when the receipt follows, and the refund rule. */
export function donationConfirmation(
  language: Language,
  details: { reference: string; receiptDays: number; withId: boolean },
): string {
  const words = SERVER_WORDS[language].donations;
  return [
    fill(words.confirmation, { reference: formatReference(details.reference), days: details.receiptDays }),
    details.withId ? words.oldRegime : words.noId,
    words.refund,
  ].join(' ');
}
