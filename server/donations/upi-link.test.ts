// @vitest-environment node
// The QR code on the pledge page is decoded as a phone would read it: the SVG drawn to pixels (sharp),
// then read by jsQR, and the upi:// link it holds carries the foundation's UPI ID, name, the amount in
// rupees, INR, the pledge's reference and a note.
import { describe, expect, it } from 'vitest';
import { decodeQrSvg } from '../../tests/helpers/qr-decode.ts';
import { qrCode, qrSvg, upiLink } from './upi-link.ts';

describe('the UPI link and its QR code', () => {
  const payment = {
    upiId: 'ewf@okaxis',
    payeeName: 'Example Welfare Foundation',
    amountRupees: 2500,
    reference: 'K7M29QXD',
    note: 'Gift K7M2-9QXD to EWF',
  };

  it('names the payee, the amount in rupees, INR, the reference and a note, each percent-encoded', () => {
    const link = upiLink(payment);
    expect(link.startsWith('upi://pay?')).toBe(true);
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'ewf@okaxis',
      pn: 'Example Welfare Foundation',
      am: '2500.00',
      cu: 'INR',
      tr: 'K7M29QXD',
      tn: 'Gift K7M2-9QXD to EWF',
    });
    expect(link).toContain('pn=Example%20Welfare%20Foundation');
  });

  it('draws a QR code a scanner reads back as the same link', async () => {
    const link = upiLink(payment);
    const qr = await qrCode(link, 'QR code to pay Rs 2,500 by UPI');
    expect(qr.path).toMatch(/^M4 4\.5h7/);
    const svg = qrSvg(qr);
    expect(svg).toContain('role="img" aria-label="QR code to pay Rs 2,500 by UPI"');
    expect(await decodeQrSvg(svg)).toBe(link);
  });
});
