// The receipt of a donation as a PDF, made on the server with pdfkit, whose text layout (fontkit) shapes
// Indian scripts: a donor's name in Telugu or Devanagari comes out with its conjuncts and vowel signs as
// she writes it. The project's Noto fonts (the @fontsource packages the site itself uses) are embedded,
// subset: each run of text is set in the font of its script (Telugu, Devanagari, else Latin).
// The receipt is in English, the language of the tax papers it goes with; the donor's own words (name,
// address) stay in her script. What it holds is what section 80G and rule 18AB ask of a receipt.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { TAX_RULES } from './tax-rules.ts';

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

const FONTS = {
  latin: font('noto-sans-devanagari', 'noto-sans-devanagari-latin-400-normal.woff'),
  latinBold: font('noto-sans-devanagari', 'noto-sans-devanagari-latin-700-normal.woff'),
  latinExt: font('noto-sans-devanagari', 'noto-sans-devanagari-latin-ext-400-normal.woff'),
  devanagari: font('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
  telugu: font('noto-sans-telugu', 'noto-sans-telugu-telugu-400-normal.woff'),
} as const;
type FontName = keyof typeof FONTS;

/**
 * fontkit, the font engine pdfkit lays text out with, loaded as pdfkit loads it (its own dependency).
 * pdfkit takes a font fontkit has already read in place of a file (anything with `layout`), so the fonts
 * are read and parsed once per process instead of for every receipt; each document still embeds its own
 * subset of the glyphs it uses.
 */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(bytes: Uint8Array): object };

let parsedFonts: [FontName, PDFKit.Mixins.PDFFontSource][] | undefined;

/** The fonts, read from disk and parsed on the first receipt, shared by every receipt after. */
function receiptFonts(): [FontName, PDFKit.Mixins.PDFFontSource][] {
  parsedFonts ??= (Object.keys(FONTS) as FontName[]).map((name) => [
    name,
    fontkit.create(readFileSync(FONTS[name])) as PDFKit.Mixins.PDFFontSource,
  ]);
  return parsedFonts;
}

/** Everything a receipt states, as it was when it was issued (it is never changed after). */
export interface ReceiptContent {
  number: string;
  /** The day it is issued, India time (YYYY-MM-DD). */
  issuedOn: string;
  foundation: { name: string; address: string; pan: string; urn80g: string; urn80gDate: string };
  donor: { name: string; address: string; idType: string; idNumber: string };
  amountRupees: number;
  amountInWords: string;
  /** The day the bank credited the money (YYYY-MM-DD). */
  creditedOn: string;
  /** upi, bank, cheque (as the donor chose). */
  mode: string;
  bankReference: string;
  donorReference: string;
  /** What the gift is for, in words. */
  purpose: string;
  signatory: string;
  /** The number of the receipt it replaces (cancelled), if any. */
  replaces?: string;
}

export const MODE_NAMES: Record<string, string> = {
  upi: 'UPI',
  bank: 'Bank transfer (NEFT, RTGS or IMPS)',
  cheque: 'Cheque or demand draft',
  cash: 'Cash',
};

export const ID_NAMES: Record<string, string> = {
  pan: 'PAN',
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  voter: "Elector's photo identity card",
  driving: 'Driving licence',
  ration: 'Ration card',
  none: 'None given',
};

/** 2026-04-01 → 01-04-2026, as Indian papers write a date. */
export const indianDate = (day: string) => day.split('-').reverse().join('-');

/** Rs 1,25,000 (lakhs grouped the Indian way). */
export const indianFigures = (rupees: number) => `Rs ${rupees.toLocaleString('en-IN')}`;

/** The font a character is set in; undefined for one that goes with whatever run it is in (space, mark, joiner). */
function fontOf(char: string): FontName | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0c00 && code <= 0x0c7f) return 'telugu';
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x1cd0) return 'devanagari';
  if (code === 0x200c || code === 0x200d || /[\s\p{M}]/u.test(char)) return undefined;
  return code <= 0xff || (code >= 0x2000 && code <= 0x206f) ? 'latin' : 'latinExt';
}

/** A text cut into runs of one script each, in order. */
export function scriptRuns(text: string, base: FontName = 'latin'): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const wanted = fontOf(char);
    const last = runs.at(-1);
    if (last && (wanted === undefined || wanted === last.font)) last.text += char;
    else runs.push({ font: wanted ?? base, text: char });
  }
  return runs;
}

/** Makes the receipt; resolves with the PDF's bytes. */
export function receiptPdf(content: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Receipt ${content.number}`,
      Author: content.foundation.name,
      CreationDate: new Date(`${content.issuedOn}T00:00:00+05:30`),
    },
  });
  for (const [name, font] of receiptFonts()) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** A line (or several) of text in any script, each run in its script's font. */
  const write = (text: string, size = 11, bold = false) => {
    doc.fontSize(size);
    const lines = text.split(/\r?\n/);
    for (const line of lines) {
      const runs = scriptRuns(line || ' ', bold ? 'latinBold' : 'latin');
      runs.forEach((run, i) => {
        const face = bold && run.font === 'latin' ? 'latinBold' : run.font;
        doc.font(face).text(run.text, { continued: i < runs.length - 1 });
      });
    }
  };
  const field = (label: string, value: string) => {
    write(label, 9, true);
    write(value, 11);
    doc.moveDown(0.4);
  };

  const { foundation, donor } = content;
  write(foundation.name, 16, true);
  write(foundation.address, 10);
  write(`PAN: ${foundation.pan}`, 10);
  write(
    `${TAX_RULES.deductionSection.name} unique registration number (URN): ${foundation.urn80g}, dated ${indianDate(foundation.urn80gDate)}`,
    10,
  );
  doc.moveDown();
  write(`Receipt for a donation under section ${TAX_RULES.deductionSection.name}`, 14, true);
  write(`Receipt number: ${content.number}`, 12, true);
  write(`Date of receipt: ${indianDate(content.issuedOn)}`, 11);
  if (content.replaces) write(`This receipt replaces receipt ${content.replaces}, which is cancelled.`, 10);
  doc.moveDown();

  field('Received with thanks from', donor.name);
  field('Address', donor.address);
  field(
    'ID of the donor',
    donor.idType === 'none' ? ID_NAMES.none : `${ID_NAMES[donor.idType] ?? donor.idType}: ${donor.idNumber}`,
  );
  field('Amount', indianFigures(content.amountRupees));
  field('Amount in words', content.amountInWords);
  field('Date of the donation (credited to the foundation)', indianDate(content.creditedOn));
  field('Mode of payment', MODE_NAMES[content.mode] ?? content.mode);
  field('Reference', `${content.bankReference} (bank); ${content.donorReference} (gift reference)`);
  field('Purpose', content.purpose);

  doc.moveDown(0.5);
  write(
    `A donation in cash of more than Rs ${TAX_RULES.cashLimitRupees.value.toLocaleString('en-IN')} gives no deduction under section ${TAX_RULES.deductionSection.name} (${TAX_RULES.cashLimitRupees.rule}).`,
    9,
  );
  if (donor.idType === 'none')
    write(`No ID was given: this donation cannot be reported in ${TAX_RULES.statementForm.name} for a deduction.`, 9);
  write(
    `The deduction is claimed with the certificate in ${TAX_RULES.certificateForm.name} that follows the foundation's ${TAX_RULES.statementForm.name} for the year.`,
    9,
  );
  doc.moveDown(2);
  write(`For ${foundation.name}`, 11);
  doc.moveDown(1.5);
  write(content.signatory, 11);
  write('Authorised signatory', 10, true);
  doc.moveDown();
  write('Issued electronically by the authorised signatory named above.', 8);
  doc.end();
  return done;
}
