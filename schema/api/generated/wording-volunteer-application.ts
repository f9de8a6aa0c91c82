/* GENERATED FILE - do not edit by hand. What the error sentences and the required marks use of volunteer-application.schema.json.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
import type { PayloadWording } from '../validation-messages.ts';

export const wording: PayloadWording = {
  "required": [
    "domain",
    "firstName",
    "lastName",
    "contact",
    "dateOfBirth",
    "email",
    "whyJoinUs",
    "consent",
    "noticeVersion"
  ],
  "properties": {
    "domain": {
      "title": "Domain",
      "enum": [
        "ccae",
        "csii",
        "csaa",
        "general"
      ]
    },
    "firstName": {
      "title": "First name"
    },
    "lastName": {
      "title": "Last name"
    },
    "contact": {
      "title": "Contact number",
      "description": "A telephone number: an Indian number has 10 digits (a mobile number starts with 6, 7, 8 or 9; a landline number includes its STD code), with +91 or 0 in front if you like; a number from another country starts with + and its country code, 7 to 15 digits in all. Spaces, dashes, dots or brackets may group the digits."
    },
    "dateOfBirth": {
      "title": "Date of birth"
    },
    "email": {
      "title": "Email"
    },
    "whyJoinUs": {
      "title": "Why do you want to join us"
    },
    "questionsForUs": {
      "title": "Questions for us"
    },
    "guardianName": {
      "title": "Parent or guardian's name"
    },
    "guardianEmail": {
      "title": "Parent or guardian's email"
    },
    "guardianRelationship": {
      "title": "Relationship to you"
    },
    "consent": {
      "title": "Agreement to the privacy notice"
    }
  }
};
