// The phone number rule of the contact form's phone and the join form's contact number, written out from
// its parts. The payload schemas carry the pattern built here (phone-number.test.ts holds them to it), so
// the browser's generated validators, the JSON API and the plain no-JavaScript post all run this one rule.
// Pure and dependency-free, like every file here the browser may import.
//
// - An Indian number (with +91, with the trunk 0, or as it is) has 10 digits after those: a mobile number
//   starts with 6, 7, 8 or 9; a landline number is its STD code and the subscriber's number, 10 digits in
//   all, and no STD code starts with 0 once the trunk 0 is taken off. So: 10 digits, the first not 0.
//   "+91 (0)40 ..." (both) is taken too, as people write it on letterheads.
// - A number with another country code (+ and a code other than 91) keeps the general rule: 7 to 15 digits
//   with the code. No country code starts with 91 but India's, so "+91" always means India.
// - Spaces, dashes, dots and brackets may group the digits anywhere.
// A number written with 00 or 91 in front and no + is not one of these, and is refused: the sentence that
// refuses it (the schema's description) says to write + first.

/** What may stand between the digits. */
const GROUPING = '[\\s().-]*';

const INDIA = `\\+${GROUPING}9${GROUPING}1`;
const TRUNK = `${GROUPING}0`;
/** 10 digits, the first not 0: a mobile number or an STD code with its subscriber's number. */
const NATIONAL = `${GROUPING}[1-9](?:${GROUPING}\\d){9}`;
/** + and a country code other than India's, then the rest: 7 to 15 digits in all, as before. */
const ABROAD = `\\+(?!${GROUPING}9${GROUPING}1)(?:${GROUPING}\\d){7,15}`;

/** The JSON Schema `pattern` of every phone field of the payload schemas (schema/api/*.schema.json). */
export const PHONE_PATTERN = `^(?:(?:${INDIA})?(?:${TRUNK})?${NATIONAL}|${ABROAD})${GROUPING}$`;
