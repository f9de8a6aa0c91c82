// The server's own words in English, from en.json: what it says to visitors on the pages it draws itself
// and in the e-mails to a visitor or a guardian. hi.json and te.json give the same in Hindi and Telugu
// (read by hi.ts and te.ts). Plain data, so it can be listed, checked and handed to a translator (the
// review sheet and the glossary check read these files as they read the forms' words): templates whose
// {placeholders} the code fills (index.ts), no markup (a value carries it, as the applicant's name in
// bold), no choices (a sentence that changes with a number or a missing value is two entries, and the
// code picks one). The groups, by where a reader meets them:
// - privacyPages: both kinds of privacy page: the footer's links, the page about a link that does not
//   work, a "your data" session that ended; {link} is the Your data page.
// - guardianPage: the page a guardian's e-mailed link opens (/privacy/guardian), the answer to their
//   choice and, opened again, what they decided (already...); intro's {relationship} is the applicant's
//   word or someRelationship; the application's details (free texts only as answered or leftEmpty); the
//   notice to the parent ({months}: RETENTION_VOLUNTEER_MONTHS), then grievanceOfficer from pages.json
//   ({role}; {contact}: e-mail, phone).
// - yourDataPages: the pages a Your data link opens (/privacy/your-data); done: what the list says after
//   an action; purposes: what each item was for (guardian: a child's application); confirm...: the
//   page that asks before erasing one item or everything.
// - visitorEmails: the Your data link, the erasure's confirmation (erasedOne or erasedMany first), and
//   the reference line of an acknowledgement.
// - staffReply: a reply a coordinator writes in the staff area, in the sender's language: the subject
//   ({reference}: K7M2-9QXD), the greeting above her words (greetingNoName when no name was given), the
//   closing and signature below them ({sender}: the member's name), and the greeting of "Reply on WhatsApp".
// - guardianRequest: the e-mail to the guardian an applicant under 18 named (greetingNoName and
//   someRelationship when the applicant left those out); its last paragraph follows the link.
// - plainForms: the small pages of a plain form post when the built page renderer is missing, and the
//   body of the redirect after one; waitingReference is the line an applicant under 18 reads after the
//   server's sentence on either page ({reference}: K7M2-9QXD), word for word as the scripted form shows
//   it (src/shared/forms/waiting-reference.ts).
// - previewBanner: the banner above a page a signed-in editor sees from the draft's preview (made in
//   server/site/preview-banner.ts): label names the region, {revision} is the draft's number.
// - donationMoney: the e-mails a donor gets once the foundation has looked for her gift in its bank
//   statement (server/donations/money-email.ts): her receipt ({number}: EWF/2026-27/00001; {date}: the day
//   credited; receiptReplaces when it replaces a cancelled one), or that it was not found ({reason}: what
//   the treasurer wrote), with the donations group's greeting and closing.
import table from './en.json' with { type: 'json' };

export const english = table.texts;

export type ServerWords = typeof english;
