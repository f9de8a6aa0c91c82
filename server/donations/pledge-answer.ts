// The answer of POST /api/donations/pledge: how to pay the pledge. Declared property by property, so
// the serializer sends these and nothing else (server/http/response-schemas.ts).
import { withData } from '../http/response-schemas.ts';

const text = (description: string) => ({ type: 'string', description }) as const;

export const pledgeAnswer = withData('How to pay the pledge (schema/api/donation-payment.ts).', {
  reference: text("The pledge's reference (K7M2-9QXD): the UPI link's tr, and what a bank transfer quotes."),
  amountRupees: { type: 'integer', description: 'The amount in whole rupees.' },
  purpose: text('general, or the code of the centre the gift is for.'),
  upiLink: text('upi://pay?pa=..&pn=..&am=..&cu=INR&tr=..&tn=..'),
  qr: {
    type: 'object',
    description: 'The QR code of upiLink: its size in modules, the SVG path of its dark modules, and its name.',
    properties: {
      size: { type: 'integer', description: 'Modules per side, the quiet zone included.' },
      path: text('SVG path data of the dark modules, each stroked one module wide.'),
      label: text('What it is, for screen readers.'),
    },
  },
  upiId: text("The foundation's UPI ID."),
  payeeName: text('The payee name UPI apps show.'),
  bank: {
    type: 'object',
    description: "The foundation's bank account for transfers.",
    properties: {
      accountName: text('Account name.'),
      accountNumber: text('Account number.'),
      ifsc: text("The branch's IFSC."),
      bankName: text('Bank and branch.'),
    },
  },
  cheque: {
    type: 'object',
    description: 'Cheques and demand drafts.',
    properties: { payee: text('Payable to.'), address: text('Where to send them.') },
  },
  fcra: {
    type: 'object',
    description: 'Only when the foundation has an FCRA registration: where foreign contributions go.',
    properties: { registration: text('FCRA registration number.'), account: text('The FCRA account.') },
  },
  receiptDays: { type: 'integer', description: 'Working days within which a receipt follows once the money is seen.' },
  placeholders: {
    type: 'boolean',
    description: 'true while a value shown is a placeholder the foundation has not filled in.',
  },
});
