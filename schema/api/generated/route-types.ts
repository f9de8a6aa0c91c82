/* GENERATED FILE - do not edit by hand. The types of the staff, publishing and admin routes' requests and answers.
 * Made by `npm run types:generate` from schema/api/<area>/*.schema.json; edit those and run it again. */

/**
 * The query string of GET /api/staff/audit: the staff audit trail, newest first.
 */
export interface AuditQuery {
  /**
   * How many entries to answer with: a whole number from 1 to 999 (50 when left out).
   */
  limit?: string;
}

/**
 * The query string of GET /api/staff/donations: which donations to list, 50 a page, newest first (spam left out). Every part is optional.
 */
export interface DonationsQuery {
  /**
   * Only those whose money is waiting to be checked against the bank statement, received, or not received; all (or left out) for every one.
   */
  money?: 'waiting' | 'received' | 'not-received' | 'all';
  /**
   * Only gifts for this purpose: general, or a centre's key in the site's settings.
   */
  purpose?: string;
  /**
   * Only those sent from a page in this language: en (English), hi (Hindi) or te (Telugu).
   */
  language?: 'en' | 'hi' | 'te';
  /**
   * Only those the donor told us about on or after this day (India time), as YYYY-MM-DD.
   */
  from?: string;
  /**
   * Only those told on or before this day (India time), as YYYY-MM-DD.
   */
  to?: string;
  /**
   * Any part of the donor's name (in any script, spelt loosely), e-mail address or phone number, or the donation's reference (K7M2-9QXD), as in the inbox. Every word must be found.
   */
  q?: string;
  /**
   * Where the page starts: the `next` of the page before (left out: the first page).
   */
  after?: string;
}

/**
 * What the Donation reports page sends to POST /api/staff/donations/form-10bd, and `npm run donations -- 10bd` to the running server: the CSV of Part B of Form 10BD for one financial year (received donations with an ID), or the list apart of those without an ID. Recorded in the processing log.
 */
export interface Form10BdBody {
  /**
   * The financial year as the income tax portal names it, like 2026-27 (1 April 2026 to 31 March 2027, India time).
   */
  year: string;
  /**
   * part-b (left out: part-b): the rows to upload; without-id: the received donations that cannot be reported for want of an ID.
   */
  part?: 'part-b' | 'without-id';
}

/**
 * What the Donation reports page sends to POST /api/staff/donations/form-10be for each PDF the income tax portal made: the file's name and its bytes. It is matched to a received donation by the donor's ID number in its name or text and e-mailed to her; a file that matches no one is only answered as such, never kept or sent.
 */
export interface Form10BeBody {
  /**
   * The file's name as it was downloaded from the portal (it may hold the donor's ID number).
   */
  fileName: string;
  /**
   * The PDF's bytes as base64, at most 2 MB.
   */
  content: string;
}

/**
 * What an admin's invite form sends to POST /api/staff/members: the server e-mails the new member a sign-in link.
 */
export interface MemberInviteBody {
  /**
   * The new member's e-mail address, like name@example.org.
   */
  email: string;
  /**
   * The name the staff pages show for them: one line, no control characters.
   */
  displayName?: string;
  /**
   * What they may do: admin (everything), coordinator (inbox, spam and privacy tasks) editor (the pages) translator (reviewing the Hindi and Telugu texts) or treasurer (donations: marking them received and issuing receipts).
   */
  role: 'admin' | 'coordinator' | 'editor' | 'translator' | 'treasurer';
}

/**
 * What an admin sends to PATCH /api/staff/members/:id. It takes effect at once, in every session; the last admin cannot be demoted.
 */
export interface MemberRoleBody {
  /**
   * The new role: admin (everything), coordinator (inbox, spam and privacy tasks) editor (the pages) translator (reviewing the Hindi and Telugu texts) or treasurer (donations: marking them received and issuing receipts).
   */
  role: 'admin' | 'coordinator' | 'editor' | 'translator' | 'treasurer';
}

/**
 * What a treasurer or an admin sends to POST /api/staff/donations/:id/not-received when the bank statement does not show the gift: the donor is e-mailed kindly in her language, with this reason.
 */
export interface MoneyNotReceivedBody {
  /**
   * What the donor is told, in a sentence or two (she reads it in the e-mail): several lines allowed, no other control characters.
   */
  reason: string;
}

/**
 * What a treasurer or an admin sends to POST /api/staff/donations/:id/received once the bank statement shows the gift: a receipt is numbered, made and e-mailed to the donor in the same step.
 */
export interface MoneyReceivedBody {
  /**
   * The day the bank credited the money, as YYYY-MM-DD (printed on the receipt as the date of the donation; its financial year numbers the receipt).
   */
  creditedOn: string;
  /**
   * The reference of the credit in the bank statement (the UTR of a UPI payment or transfer, a cheque's number): 1 to 60 letters, digits, spaces and / - .
   */
  bankReference: string;
}

/**
 * What the browser's passkey prompt answered, sent to POST /api/staff/sign-in/passkey (signing in) or POST /api/staff/passkeys (adding a passkey). Only its shape is checked here; the WebAuthn library verifies the rest.
 */
export interface PasskeyAnswerBody {
  /**
   * The authenticator's answer as @simplewebauthn/browser gives it (AuthenticationResponseJSON or RegistrationResponseJSON).
   */
  response: {};
}

/**
 * What an admin sends to PUT /api/staff/payment-settings: the settings that move money, each optional (a setting left out keeps its value). Every change is audited and e-mailed to every admin; any other role is refused with 403 and nothing is stored.
 */
export interface PaymentSettingsBody {
  /**
   * The foundation's UPI ID that donors pay: a business (merchant) UPI ID like ewf@okaxis.
   */
  upiId?: string;
  /**
   * The name UPI apps show to the donor (pn of the UPI link).
   */
  payeeName?: string;
  /**
   * The name of the foundation's bank account, as a bank transfer needs it.
   */
  bankAccountName?: string;
  /**
   * The account number for bank transfers: 9 to 18 digits.
   */
  bankAccountNumber?: string;
  /**
   * The IFSC of the account's branch, like SBIN0001234.
   */
  bankIfsc?: string;
  /**
   * The bank and branch, in words.
   */
  bankName?: string;
  /**
   * Whom cheques and demand drafts are made payable to.
   */
  chequePayee?: string;
  /**
   * Where donors send cheques and demand drafts.
   */
  postalAddress?: string;
  /**
   * The foundation's PAN, printed on receipts and Form 10BD.
   */
  pan?: string;
  /**
   * The unique registration number of the foundation's 80G approval.
   */
  urn80g?: string;
  /**
   * The date of the 80G approval, as YYYY-MM-DD.
   */
  urn80gDate?: string;
  /**
   * The FCRA registration number; empty when the foundation accepts no foreign contributions.
   */
  fcraRegistration?: string;
  /**
   * The account for foreign contributions (the FCRA account at SBI, New Delhi Main Branch); empty without an FCRA registration.
   */
  fcraAccount?: string;
  /**
   * Working days within which a receipt follows once the foundation sees the money.
   */
  receiptDays?: string;
  /**
   * The start of every receipt number, before the financial year and the serial (EWF gives EWF/2026-27/00001): 2 to 12 capital letters or digits.
   */
  receiptPrefix?: string;
  /**
   * The name and title of the person who signs the receipts, printed under Authorised signatory.
   */
  receiptSignatory?: string;
}

/**
 * What a treasurer or an admin sends to POST /api/staff/donations/:id/receipt/cancel: the receipt in force is marked cancelled with this reason (its number is never used again) and a new one is numbered, made and e-mailed to the donor. The date credited and bank reference may be corrected for the new one.
 */
export interface ReceiptCancelBody {
  /**
   * Why the receipt is cancelled (kept with it; staff only).
   */
  reason: string;
  /**
   * The corrected day the bank credited the money, as YYYY-MM-DD (left out: unchanged).
   */
  creditedOn?: string;
  /**
   * The corrected bank reference (left out: unchanged).
   */
  bankReference?: string;
}

/**
 * What the sign-in page sends to POST /api/staff/sign-in/email. The answer is the same for every address; a link is e-mailed only to a member of staff.
 */
export interface SignInEmailBody {
  /**
   * The member's e-mail address, like name@example.org. Surrounding spaces are ignored.
   */
  email: string;
}

/**
 * What the link page sends to POST /api/staff/sign-in/link/check (does the link work?) and POST /api/staff/sign-in/link (use it and open a session).
 */
export interface SignInLinkBody {
  /**
   * The token of the e-mailed link (its ?t= part). Each link works once, for 15 minutes.
   */
  token: string;
}

/**
 * The query string of GET /api/staff/privacy/corrections.
 */
export interface CorrectionsQuery {
  /**
   * true: the requests already marked done; false or left out: the open ones.
   */
  done?: 'true' | 'false';
}

/**
 * What the privacy page sends to POST /api/staff/privacy/erase: first a dry run listing what would be erased, then the erasure of exactly that list.
 */
export interface ErasePersonBody {
  /**
   * The e-mail address of the person who asked to be erased, like name@example.org.
   */
  email: string;
  /**
   * true: only list what would be erased; false: erase it (then confirm must be true).
   */
  dryRun: boolean;
  /**
   * true when the member pressed the button that erases the listed items.
   */
  confirm?: boolean;
  /**
   * The references of the items the dry run listed: when what would be erased is no longer exactly these, nothing is erased (409).
   *
   * @maxItems 1000
   */
  references?: string[];
}

/**
 * What the inbox sends to POST /api/staff/inbox/export: the CSV of one kind under the current filter (all pages), recorded in the processing log.
 */
export interface InboxExportBody {
  /**
   * The kind of submission to download (contact, volunteer, ...): one file per kind, with its own columns.
   */
  kind: string;
  /**
   * Only submissions about this centre (its key in the site's settings), for a kind with centres.
   */
  centre?: string;
  /**
   * Only this status: new, in-progress, done or archived; all for every status. Left out: everything but archived.
   */
  status?: 'new' | 'in-progress' | 'done' | 'archived' | 'all';
  /**
   * Only those sent from a page in this language: en (English), hi (Hindi) or te (Telugu).
   */
  language?: 'en' | 'hi' | 'te';
  /**
   * Only those received on or after this day (India time), as YYYY-MM-DD.
   */
  from?: string;
  /**
   * Only those received on or before this day (India time), as YYYY-MM-DD.
   */
  to?: string;
  /**
   * A name, part of an e-mail address, or a reference (K7M2-9QXD).
   */
  q?: string;
}

/**
 * The query string of GET /api/staff/inbox: which submissions to list, 50 a page, newest first. Every part is optional.
 */
export interface InboxQuery {
  /**
   * Only this kind of submission (contact, volunteer, ...).
   */
  kind?: string;
  /**
   * Only submissions about this centre (its key in the site's settings), for a kind with centres.
   */
  centre?: string;
  /**
   * Only this status: new, in-progress, done or archived; all for every status. Left out: everything but archived.
   */
  status?: 'new' | 'in-progress' | 'done' | 'archived' | 'all';
  /**
   * Only those sent from a page in this language: en (English), hi (Hindi) or te (Telugu).
   */
  language?: 'en' | 'hi' | 'te';
  /**
   * Only those received on or after this day (India time), as YYYY-MM-DD (the staff app turns the day/month/year a coordinator types into it).
   */
  from?: string;
  /**
   * Only those received on or before this day (India time), as YYYY-MM-DD.
   */
  to?: string;
  /**
   * Any part of a name (in any script, spelt loosely), of an e-mail address, of a phone number (any spacing, with or without +91 or 0) or of a reference (K7M2-9QXD, with or without the hyphen). Every word must be found.
   */
  q?: string;
  /**
   * Where the page starts: the `next` of the page before (left out: the first page).
   */
  after?: string;
}

/**
 * What the item page sends to PATCH /api/staff/inbox/items/:id: its status, who looks after it, or both.
 */
export interface ItemChangeBody {
  /**
   * The item's new status: new, in-progress, done or archived.
   */
  status?: 'new' | 'in-progress' | 'done' | 'archived';
  /**
   * The public id of the member of staff who looks after it (one who may use the inbox), or null for no one.
   */
  assignee?: string | null;
}

/**
 * What the item page sends to POST /api/staff/inbox/items/:id/notes. Only staff see notes; they are erased with the item.
 */
export interface ItemNoteBody {
  /**
   * The note: several lines and tabs allowed, no other control characters.
   */
  text: string;
}

/**
 * What the item page sends to POST /api/staff/inbox/items/:id/reply: the words a coordinator wrote. The server puts a greeting and a closing in the sender's language around them and e-mails them through the outbox, from the site's address with Reply-To the form's team address.
 */
export interface ItemReplyBody {
  /**
   * The reply: several lines and paragraphs allowed, no other control characters.
   */
  text: string;
}

/**
 * The query string of GET /api/staff/privacy/log: the processing log, newest first. Every part is optional.
 */
export interface LogQuery {
  /**
   * Only entries on or after this day (India time), as YYYY-MM-DD.
   */
  from?: string;
  /**
   * Only entries on or before this day (India time), as YYYY-MM-DD.
   */
  to?: string;
  /**
   * Only this action (stored, erased, viewed-by-staff, ...).
   */
  action?: string;
  /**
   * Where the page starts: the `next` of the page before (left out: the first page).
   */
  after?: string;
}

/**
 * The query string of GET /api/staff/spam: the flagged submissions, newest first.
 */
export interface SpamQuery {
  /**
   * Where the page starts: the `next` of the page before (left out: the first page).
   */
  after?: string;
}

/**
 * What the Pages page and the section editor send to POST /api/staff/content/check: a saved revision to check (the draft when left out), or unsaved texts on top of it.
 */
export interface CheckContentBody {
  /**
   * The revision to check, or the one the unsaved texts replace parts of; left out: the draft.
   */
  revision?: number;
  /**
   * An unsaved pages.json text to check instead of the revision's.
   */
  pages?: string;
  /**
   * Unsaved translation files' texts, by language, to check instead of the revision's.
   */
  translations?: {
    /**
     * translations/hi.json's text.
     */
    hi?: string;
    /**
     * translations/te.json's text.
     */
    te?: string;
  };
}

/**
 * What the section editor sends to POST /api/staff/content/pictures/delete: an uploaded picture no revision names (409 while one does).
 */
export interface DeletePictureBody {
  /**
   * The picture's address, /images/<name>.
   */
  src: string;
}

/**
 * What the section editor sends to PUT /api/staff/content/working-copy a few seconds after the last change: the signed-in member's own unsaved work and the revision it started from. It replaces her previous working copy; it is never a revision.
 */
export interface KeepWorkingCopyBody {
  /**
   * The revision the editor started from: saving a draft from the working copy names it, and is refused (409) when the draft moved on since.
   */
  baseRevision: number;
  /**
   * pages.json's text; left out: the base revision's.
   */
  pages?: string;
  /**
   * Each changed translation file's text, by language; a language left out is the base revision's.
   */
  translations?: {
    /**
     * translations/hi.json's text.
     */
    hi?: string;
    /**
     * translations/te.json's text.
     */
    te?: string;
  };
}

/**
 * What the Pages page sends to POST /api/staff/content/preview: whether this browser sees the draft on the site while signed in.
 */
export interface PreviewBody {
  /**
   * true: this browser sees the draft on the site's addresses; false: the published site again.
   */
  on: boolean;
}

/**
 * What the Pages page sends to POST /api/staff/content/publish: the draft it showed, checked, drawn and made what visitors see (409 when the draft moved on, 422 with the checker's errors).
 */
export interface PublishBody {
  /**
   * The draft's revision number, as the page showed it.
   */
  revision: number;
  /**
   * What changed, in a few words (kept in the history).
   */
  note?: string;
}

/**
 * What the Pages page sends to POST /api/staff/content/roll-back: an earlier published revision's content, published again as a new revision.
 */
export interface RollBackBody {
  /**
   * The earlier published revision whose content visitors should see again.
   */
  revision: number;
  /**
   * Why, in a few words (kept in the history); it may not be empty.
   */
  note: string;
}

/**
 * What the section editor sends to POST /api/staff/content/drafts: a new draft on top of the revision it started from (409 when the draft moved on since).
 */
export interface SaveDraftBody {
  /**
   * The revision the editor started from: a save on top of another one is refused (409).
   */
  baseRevision: number;
  /**
   * pages.json's text; left out: unchanged.
   */
  pages?: string;
  /**
   * Each changed translation file's text, by language; a language left out is unchanged.
   */
  translations?: {
    /**
     * translations/hi.json's text.
     */
    hi?: string;
    /**
     * translations/te.json's text.
     */
    te?: string;
  };
  /**
   * What changed, in a few words (kept in the history).
   */
  note?: string;
}

/**
 * What the section editor sends to POST /api/staff/content/pictures: a picture's file name and its bytes in base64 (the staff API speaks JSON only). The rules of `npm run edit` apply: name, format inside, size.
 */
export interface UploadPictureBody {
  /**
   * The file's name; the picture's address is made from it (/images/<name>).
   */
  name: string;
  /**
   * The file's bytes in base64.
   */
  data: string;
}

/**
 * What the translations page sends to POST /api/staff/translations/correct: one text's new translation, saved into a new draft on top of the revision the page showed (409 when the draft or the English moved on since).
 */
export interface TextCorrectionBody {
  /**
   * hi (Hindi) or te (Telugu).
   */
  language: 'hi' | 'te';
  /**
   * The draft the page showed: a correction on top of another one is refused (409).
   */
  revision: number;
  /**
   * Where the text is written, as the list names it (translations/te.json /history /blocks/0/heading).
   */
  where: string;
  /**
   * The English the translator saw beside it: when it has changed since, the correction is refused.
   */
  english: string;
  /**
   * The new translation, with every {placeholder} of the English kept as it is.
   */
  text: string;
}

/**
 * The query of GET /api/staff/translations: which language's texts of the current draft to list.
 */
export interface TextsQuery {
  /**
   * hi (Hindi) or te (Telugu).
   */
  language: 'hi' | 'te';
}

/**
 * What the translations page sends to POST /api/staff/translations/review: texts a native speaker has read and found right, recorded as reviewed in a new draft on top of the revision the page showed.
 */
export interface TextsReviewBody {
  /**
   * hi (Hindi) or te (Telugu).
   */
  language: 'hi' | 'te';
  /**
   * The draft the page showed: marks on top of another one are refused (409).
   */
  revision: number;
  /**
   * Each text marked reviewed, with the English and the translation the translator read.
   *
   * @minItems 1
   * @maxItems 200
   *
   * Items: One text marked reviewed.
   */
  texts: [
    {
      /**
       * Where the text is written, as the list names it.
       */
      where: string;
      /**
       * The English the translator read.
       */
      english: string;
      /**
       * The translation the translator read and found right.
       */
      text: string;
    },
    ...{
      /**
       * Where the text is written, as the list names it.
       */
      where: string;
      /**
       * The English the translator read.
       */
      english: string;
      /**
       * The translation the translator read and found right.
       */
      text: string;
    }[]
  ];
}

/**
 * What `npm run content -- import` sends to POST /api/admin/content: the repository's files as a new draft, refused on the checker's errors.
 */
export interface ContentImportBody {
  /**
   * pages.json and every translation file, as texts.
   */
  files: {
    /**
     * pages.json's text.
     */
    pagesText: string;
    /**
     * Each translation file's text, by language.
     */
    translations: {
      /**
       * translations/hi.json's text.
       */
      hi: string;
      /**
       * translations/te.json's text.
       */
      te: string;
    };
  };
  /**
   * true: replace a draft holding unpublished changes (otherwise the import is refused).
   */
  replaceDraft?: boolean;
}

/**
 * What `npm run submissions -- erase` sends to POST /api/admin/erase: exactly one of email, id or phone names the person.
 */
export interface EraseTargetBody {
  /**
   * Erase everything sent from, or naming, this e-mail address.
   */
  email?: string;
  /**
   * Erase the one submission with this reference (K7M2-9QXD) or id.
   */
  id?: string;
  /**
   * Erase everything with this phone number (spaces and dashes do not matter).
   */
  phone?: string;
  /**
   * true: only list what would be erased.
   */
  dryRun?: boolean;
}

/**
 * The query string of POST /api/admin/purge: `npm run submissions -- purge` through the running server.
 */
export interface PurgeQuery {
  /**
   * "true": only count what would be purged.
   */
  dryRun?: 'true';
  /**
   * One rule of the purge alone, by kind ('spam': the flagged submissions); still audited.
   */
  only?: string;
}

/**
 * What `npm run staff -- ...` sends to POST /api/admin/staff when the running server holds the embedded database.
 */
export interface StaffCommandBody {
  /**
   * The command and its arguments, as the command line parsed them.
   */
  command: {
    /**
     * list, invite, link (e-mail a new sign-in link), role (change it) or remove.
     */
    name: 'list' | 'invite' | 'link' | 'role' | 'remove';
    /**
     * The member's e-mail address.
     */
    email?: string;
    /**
     * admin, coordinator, editor, translator or treasurer.
     */
    role?: 'admin' | 'coordinator' | 'editor' | 'translator' | 'treasurer';
    /**
     * The name the staff pages show: one line, no control characters.
     */
    displayName?: string;
    /**
     * true: the sign-in link is printed as well as e-mailed.
     */
    printLink?: boolean;
  };
}

/**
 * The query string of GET /api/admin/submissions: `npm run submissions -- export` through the running server.
 */
export interface SubmissionsQuery {
  /**
   * The kind of submission to export (contact, volunteer, ...).
   */
  type: string;
  /**
   * Only those received on or after this day, as YYYY-MM-DD.
   */
  since?: string;
  /**
   * "true": the flagged ones instead (query strings are never coerced, so the flag is the text "true").
   */
  spam?: 'true';
}

/**
 * What GET /api/health answers with 200: which database answers, how the rate limits count, the outbox, and the uptime. Fastify writes only the properties declared here.
 */
export interface HealthAnswer {
  /**
   * true when the request was accepted.
   */
  success: boolean;
  /**
   * A sentence for a person: what happened or what to fix.
   */
  message: string;
  /**
   * Which database answers, how the rate limits count, the outbox, and the uptime.
   */
  data?: {
    /**
     * Which database answers: pglite (embedded) or postgres.
     */
    database?: string;
    /**
     * Where the rate limits are counted: redis (shared by every instance), local (no Redis set), or "degraded: rate limits local" (Redis set but away: each instance counts its own).
     */
    rateLimits?: string;
    /**
     * Emails and webhook calls waiting (pending), the age of the oldest one waiting, and the failed ones. Counts only: never an address or a subject.
     */
    outbox?: {
      /**
       * Messages waiting to be sent.
       */
      pending?: number;
      /**
       * How long the oldest waiting message has waited, in seconds.
       */
      oldestPendingAgeSeconds?: number;
      /**
       * Messages that failed for good.
       */
      failed?: number;
    };
    /**
     * Seconds since this server started.
     */
    uptimeSeconds?: number;
  };
}
