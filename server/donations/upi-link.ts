// The UPI deep link a donor's app opens (NPCI's "UPI Linking Specification": upi://pay with pa, pn,
// am, cu, tr, tn), and its QR code as an SVG drawn on the server, so the page shows it without
// JavaScript. The pledge's reference goes in `tr`, so the foundation's bank statement names the pledge.
import QRCode from 'qrcode';

export interface UpiPayment {
  /** The payee's UPI ID (pa). */
  upiId: string;
  /** The payee's name (pn). */
  payeeName: string;
  /** Whole rupees (am, written with two decimals as the specification shows). */
  amountRupees: number;
  /** The pledge's reference (tr). */
  reference: string;
  /** A short note the donor's app shows (tn). */
  note: string;
}

/** upi://pay?pa=..&pn=..&am=..&cu=INR&tr=..&tn=.. with every value percent-encoded. */
export function upiLink(payment: UpiPayment): string {
  const parts: [string, string][] = [
    ['pa', payment.upiId],
    ['pn', payment.payeeName],
    ['am', payment.amountRupees.toFixed(2)],
    ['cu', 'INR'],
    ['tr', payment.reference],
    ['tn', payment.note.slice(0, 50)],
  ];
  return `upi://pay?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * The QR code of `text` as an SVG element sized by its viewBox (the page sets its width), dark on
 * white with the quiet zone scanners need, and named for screen readers by `label`.
 */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return svg.replace('<svg ', `<svg role="img" aria-label="${escaped}" `).replace(/\n/g, '');
}
