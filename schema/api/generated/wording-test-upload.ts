/* GENERATED FILE - do not edit by hand. What the error sentences and the required marks use of test-upload.schema.json.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
import type { PayloadWording } from '../validation-messages.ts';

export const wording: PayloadWording = {
  "required": [
    "name"
  ],
  "properties": {
    "name": {
      "title": "Name"
    }
  }
};
