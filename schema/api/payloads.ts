// TypeScript shapes of the three payloads, matching the JSON Schemas beside this file.
// tests/api-contracts.test.ts fails if a schema gains or loses a property these do not have.

export type Domain = 'ccae' | 'csii' | 'csaa' | 'general';

export const DOMAINS: readonly Domain[] = ['ccae', 'csii', 'csaa', 'general'];

/** Name of the hidden anti-spam field; people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = 'website';

export interface ContactPayload {
  name: string;
  phone: string;
  email: string;
  message: string;
  website?: string;
}

export interface VolunteerApplicationPayload {
  domain: Domain;
  firstName: string;
  lastName: string;
  contact: string;
  /** DD/MM/YYYY */
  dateOfBirth: string;
  email: string;
  whyJoinUs: string;
  questionsForUs?: string;
  /** Copy of domain. */
  selectedInitiative?: Domain;
  website?: string;
}

export interface TestUploadFields {
  name: string;
}

/** Every API answer. */
export interface ApiResponse<Data = Record<string, unknown>> {
  success: boolean;
  message: string;
  data?: Data;
}

/** data of a successful POST /api/test-upload. */
export interface TestUploadResult {
  name: string;
  fileName: string;
  size: number;
  type: 'application/pdf';
  sha256: string;
  stored: boolean;
}
