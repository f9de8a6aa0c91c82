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
      "description": "A telephone number: 7 to 15 digits, optionally starting with + and grouped with spaces, dashes, dots or brackets."
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
