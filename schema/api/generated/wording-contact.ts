/* GENERATED FILE - do not edit by hand. What the error sentences and the required marks use of contact.schema.json.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
import type { PayloadWording } from '../validation-messages.ts';

export const wording: PayloadWording = {
  "required": [
    "name",
    "phone",
    "email",
    "message",
    "consent",
    "noticeVersion"
  ],
  "properties": {
    "name": {
      "title": "Name"
    },
    "phone": {
      "title": "Phone number",
      "description": "A telephone number to call back: an Indian number has 10 digits (a mobile number starts with 6, 7, 8 or 9; a landline number includes its STD code), with +91 or 0 in front if you like; a number from another country starts with + and its country code, 7 to 15 digits in all. Spaces, dashes, dots or brackets may group the digits."
    },
    "email": {
      "title": "Email"
    },
    "message": {
      "title": "Message"
    },
    "consent": {
      "title": "Agreement to the privacy notice"
    }
  }
};
