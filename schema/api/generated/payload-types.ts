/* GENERATED FILE - do not edit by hand. Payload types.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */

/**
 * What the Contact Us form (/ContactPage) sends to POST /api/contact. Every text is trimmed of surrounding spaces before it is checked.
 */
export interface ContactPayload {
  /**
   * The sender's name, as they want to be addressed.
   */
  name: string;
  /**
   * A telephone number to call back: an Indian number has 10 digits (a mobile number starts with 6, 7, 8 or 9; a landline number includes its STD code), with +91 or 0 in front if you like; a number from another country starts with + and its country code, 7 to 15 digits in all. Spaces, dashes, dots or brackets may group the digits.
   */
  phone: string;
  /**
   * An e-mail address to answer to, like name@example.org.
   */
  email: string;
  /**
   * The question or message for the foundation.
   */
  message: string;
  /**
   * "yes" when the person ticked the box saying they read the form's privacy notice and agree; the form cannot be sent without it.
   */
  consent: 'yes';
  /**
   * The version of the privacy notice the person was shown: the first 12 hex digits of the SHA-256 of its words, as the page carries it. Only the current version is accepted.
   */
  noticeVersion: string;
  /**
   * Anti-spam trap. The form renders it hidden from people, so it stays empty; a bot that fills it is answered as a person is, and its submission is stored flagged as spam: never notified, left out of the export, deleted after 30 days.
   */
  website?: string;
  /**
   * The language of the page the form was sent from: en (English, the default), hi (Hindi) or te (Telugu). The answer's sentences, the confirmation page and the e-mails to the sender are in it.
   */
  language?: 'en' | 'hi' | 'te';
}

/**
 * What the first step of the Donate form (/donate) sends to POST /api/donations/pledge: how much a donor means to give and what for. It holds nothing about the person; the answer is the pledge's reference and how to pay it. Every text is trimmed of surrounding spaces before it is checked.
 */
export interface DonationPledgePayload {
  /**
   * One of the amounts the page offers in rupees (500, 1000, 2500, 5000), or "other" with the amount in otherAmount.
   */
  amount: '500' | '1000' | '2500' | '5000' | 'other';
  /**
   * The amount in whole rupees when amount is "other": digits only, from 1 to 10000000 (one crore), commas allowed.
   */
  otherAmount?: string;
  /**
   * What the gift is for: general (wherever the foundation needs it most), or one centre: ccae (Civil Administration & Engagement), csii (Social Impact & Innovation), csaa (Social Awareness & Action).
   */
  purpose: 'general' | 'ccae' | 'csii' | 'csaa';
  /**
   * Anti-spam trap, hidden from people, so it stays empty; a pledge that fills it is answered as any other and stored flagged as spam.
   */
  website?: string;
  /**
   * The language of the page the form was sent from: en (English, the default), hi (Hindi) or te (Telugu). The answer and the page that shows how to pay are in it.
   */
  language?: 'en' | 'hi' | 'te';
}

/**
 * What the second step of the Donate form sends to POST /api/donations after the donor has paid a pledge: who gave, the ID for the tax deduction, and how the money was sent. Every text is trimmed of surrounding spaces before it is checked.
 */
export interface DonationPayload {
  /**
   * The reference of the pledge the page showed with the payment details, like K7M2-9QXD.
   */
  pledge: string;
  /**
   * The donor's full name as written on the ID given below (it goes on the receipt and in Form 10BD).
   */
  name: string;
  /**
   * An e-mail address for the confirmation and the receipt, like name@example.org.
   */
  email: string;
  /**
   * A telephone number: 7 to 15 digits, optionally starting with + and grouped with spaces, dashes, dots or brackets.
   */
  phone: string;
  /**
   * The donor's postal address with the PIN code (Form 10BD needs it).
   */
  address: string;
  /**
   * Which ID is given for the 80G deduction: pan (preferred), aadhaar, passport, voter (elector's photo identity card), driving (driving licence), ration (ration card), or none (the gift is welcome but cannot be reported for a deduction).
   */
  idType: 'pan' | 'aadhaar' | 'passport' | 'voter' | 'driving' | 'ration' | 'none';
  /**
   * The number of the ID chosen: a PAN is 10 characters like ABCDE1234F, an Aadhaar number 12 digits; empty when no ID is given.
   */
  idNumber?: string;
  /**
   * The day the money was sent, as DD/MM/YYYY.
   */
  paidOn: string;
  /**
   * upi (a UPI app), bank (a bank transfer: NEFT, RTGS or IMPS) or cheque (a cheque or demand draft).
   */
  mode: 'upi' | 'bank' | 'cheque';
  /**
   * For UPI the 12-digit UTR (UPI reference) the app shows; for a bank transfer its reference; for a cheque or DD its number.
   */
  transactionRef: string;
  /**
   * "yes" when the donor confirms they are an Indian citizen; the foundation cannot accept foreign contributions, so the form cannot be sent without it.
   */
  citizen: 'yes';
  /**
   * "yes" when the person ticked the box saying they read the form's privacy notice and agree; the form cannot be sent without it.
   */
  consent: 'yes';
  /**
   * The version of the privacy notice the person was shown: the first 12 hex digits of the SHA-256 of its words, as the page carries it. Only the current version is accepted.
   */
  noticeVersion: string;
  /**
   * Anti-spam trap, hidden from people, so it stays empty; a submission that fills it is answered as any other and stored flagged as spam, never e-mailed.
   */
  website?: string;
  /**
   * The language of the page the form was sent from: en (English, the default), hi (Hindi) or te (Telugu). The answer, the confirmation page and the e-mail to the donor are in it.
   */
  language?: 'en' | 'hi' | 'te';
}

/**
 * The text fields of the multipart request the File Upload Test screen (/FileUploadTest) sends to POST /api/test-upload. The file itself travels in the part named resume: one PDF (it must start with %PDF-), at most 5 MB.
 */
export interface TestUploadPayload {
  /**
   * A label for the upload, usually the chosen file's name or the sender's name. Only echoed back; never used as a file name on the server.
   */
  name: string;
  /**
   * The language of the page the form was sent from: en (English, the default), hi (Hindi) or te (Telugu). The answer's sentences, the confirmation page and the e-mails to the sender are in it.
   */
  language?: 'en' | 'hi' | 'te';
}

/**
 * What the Join Us form (/JoinUs) sends to POST /api/volunteer-simple. Every text is trimmed of surrounding spaces before it is checked. The date of birth is also checked by checkDateOfBirth in date-of-birth.ts (real date, at least 8 years old).
 */
export interface VolunteerApplicationPayload {
  /**
   * The centre or track the person applies to: ccae (Civil Administration & Engagement), csii (Social Impact & Innovation), csaa (Social Awareness & Action) or general (General Volunteer).
   */
  domain: 'ccae' | 'csii' | 'csaa' | 'general';
  /**
   * The applicant's first (given) name.
   */
  firstName: string;
  /**
   * The applicant's last (family) name.
   */
  lastName: string;
  /**
   * A telephone number: an Indian number has 10 digits (a mobile number starts with 6, 7, 8 or 9; a landline number includes its STD code), with +91 or 0 in front if you like; a number from another country starts with + and its country code, 7 to 15 digits in all. Spaces, dashes, dots or brackets may group the digits.
   */
  contact: string;
  /**
   * Date of birth written day, month, year: DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY, for example 25/12/2001. Must be a real date and the applicant at least 8 years old.
   */
  dateOfBirth: string;
  /**
   * An e-mail address to answer to, like name@example.org.
   */
  email: string;
  /**
   * In the applicant's words, why they want to volunteer.
   */
  whyJoinUs: string;
  /**
   * Optional questions the applicant has for the foundation; may be left empty.
   */
  questionsForUs?: string;
  /**
   * A copy of domain kept for compatibility with the original form; optional, but when sent it must equal domain.
   */
  selectedInitiative?: 'ccae' | 'csii' | 'csaa' | 'general';
  /**
   * Needed when the applicant is under 18: the name of the parent or lawful guardian who will be asked to agree.
   */
  guardianName?: string;
  /**
   * Needed when the applicant is under 18: where the parent or guardian gets the link to agree; it must differ from the applicant's own email. Empty for an adult (a form without JavaScript always sends the field).
   */
  guardianEmail?: string;
  /**
   * Needed when the applicant is under 18: how the parent or guardian is related to the applicant, for example Mother.
   */
  guardianRelationship?: string;
  /**
   * "yes" when the person ticked the box saying they read the form's privacy notice and agree; the form cannot be sent without it.
   */
  consent: 'yes';
  /**
   * The version of the privacy notice the person was shown: the first 12 hex digits of the SHA-256 of its words, as the page carries it. Only the current version is accepted.
   */
  noticeVersion: string;
  /**
   * Anti-spam trap. The form renders it hidden from people, so it stays empty; a bot that fills it is answered as a person is, and its submission is stored flagged as spam: never notified, left out of the export, deleted after 30 days.
   */
  website?: string;
  /**
   * The language of the page the form was sent from: en (English, the default), hi (Hindi) or te (Telugu). The answer's sentences, the confirmation page and the e-mails to the sender are in it.
   */
  language?: 'en' | 'hi' | 'te';
}
