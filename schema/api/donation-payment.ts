// How a pledge is paid, as the server answers it (POST /api/donations/pledge, and the page a plain post
// is led to, /donate?pledge=K7M2-9QXD) and the Donate form shows it. The values come from the admin's
// payment settings at the moment of the answer, never from pages.json. No Node APIs: the client bundles it.

export interface PledgePayment {
  /** The pledge's reference as people read it (K7M2-9QXD): the UPI link's tr, and what a transfer quotes. */
  reference: string;
  amountRupees: number;
  /** general, or a centre's code. */
  purpose: string;
  /** upi://pay?pa=..&pn=..&am=..&cu=INR&tr=..&tn=.. */
  upiLink: string;
  /** The QR code of upiLink, made on the server: its size in modules, the dark modules' SVG path, its name. */
  qr: { size: number; path: string; label: string };
  upiId: string;
  payeeName: string;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
  cheque: { payee: string; address: string };
  /** Set only when the foundation has an FCRA registration: the account for foreign contributions. */
  fcra?: { registration: string; account: string };
  /** Working days within which a receipt follows once the money is seen. */
  receiptDays: number;
  /** True while any value shown is still a placeholder the foundation has not filled in. */
  placeholders: boolean;
}

/** The query of the page a plain post of the first step is led to: /donate?pledge=K7M2-9QXD. */
export const PLEDGE_QUERY = 'pledge';

/** Rupees as India writes them: 1,25,000. */
export const indianRupees = (rupees: number) => rupees.toLocaleString('en-IN');
