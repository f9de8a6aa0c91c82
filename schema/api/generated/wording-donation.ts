/* GENERATED FILE - do not edit by hand. What the error sentences and the required marks use of donation.schema.json.
 * Made by `npm run types:generate` from schema/api/*.schema.json; edit those and run it again. */
import type { PayloadWording } from '../validation-messages.ts';

export const wording: PayloadWording = {
  "required": [
    "pledge",
    "name",
    "email",
    "phone",
    "address",
    "idType",
    "paidOn",
    "mode",
    "transactionRef",
    "citizen",
    "consent",
    "noticeVersion"
  ],
  "properties": {
    "pledge": {
      "title": "Gift reference",
      "description": "The reference of the pledge the page showed with the payment details, like K7M2-9QXD."
    },
    "name": {
      "title": "Name as on your ID"
    },
    "email": {
      "title": "Email"
    },
    "phone": {
      "title": "Phone number",
      "description": "A telephone number: 7 to 15 digits, optionally starting with + and grouped with spaces, dashes, dots or brackets."
    },
    "address": {
      "title": "Postal address"
    },
    "idType": {
      "title": "ID for the tax deduction",
      "enum": [
        "pan",
        "aadhaar",
        "passport",
        "voter",
        "driving",
        "ration",
        "none"
      ]
    },
    "idNumber": {
      "title": "ID number",
      "description": "The number of the ID chosen: a PAN is 10 characters like ABCDE1234F, an Aadhaar number 12 digits; empty when no ID is given."
    },
    "paidOn": {
      "title": "Date paid",
      "description": "The day the money was sent, as DD/MM/YYYY."
    },
    "mode": {
      "title": "How you paid",
      "enum": [
        "upi",
        "bank",
        "cheque"
      ]
    },
    "transactionRef": {
      "title": "Transaction reference",
      "description": "For UPI the 12-digit UTR (UPI reference) the app shows; for a bank transfer its reference; for a cheque or DD its number."
    },
    "citizen": {
      "title": "Indian citizen"
    },
    "consent": {
      "title": "Agreement to the privacy notice"
    }
  }
};
