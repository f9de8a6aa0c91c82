/* GENERATED FILE - do not edit by hand. What the error sentences and the required marks use of donation-pledge.schema.json.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
import type { PayloadWording } from '../validation-messages.ts';

export const wording: PayloadWording = {
  "required": [
    "amount",
    "purpose"
  ],
  "properties": {
    "amount": {
      "title": "Amount",
      "enum": [
        "500",
        "1000",
        "2500",
        "5000",
        "other"
      ]
    },
    "otherAmount": {
      "title": "Other amount",
      "description": "The amount in whole rupees when amount is \"other\": digits only, from 1 to 10000000 (one crore), commas allowed."
    },
    "purpose": {
      "title": "Purpose",
      "enum": [
        "general",
        "ccae",
        "csii",
        "csaa"
      ]
    }
  }
};
