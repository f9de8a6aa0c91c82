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
      "description": "A telephone number to call back: 7 to 15 digits, optionally starting with + and grouped with spaces, dashes, dots or brackets."
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
