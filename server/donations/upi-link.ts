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

/** A QR code as the page draws it: a square of `size` modules (quiet zone included) and the dark modules' path. */
export interface QrCode {
  size: number;
  /** SVG path data of the dark modules, stroked one module wide (qrcode's own drawing). */
  path: string;
  /** What it is, for screen readers. */
  label: string;
}

/** The QR code of `text`, with the quiet zone scanners need. */
export async function qrCode(text: string, label: string): Promise<QrCode> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) throw new Error('qrcode drew an SVG of an unexpected shape.');
  return { size, path, label };
}

/** The QR code as a standalone SVG element (the page without a build; tests read it back). */
export function qrSvg(qr: QrCode): string {
  const label = qr.label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h${qr.size}v${qr.size}H0z"/><path stroke="#000000" d="${qr.path}"/></svg>`;
}
