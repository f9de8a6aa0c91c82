// What the payload schemas cannot say. The payload types themselves are generated from the
// schemas into ./generated/payload-types.ts (npm run types:generate).

/** Name of the hidden anti-spam field; people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = 'website';

/** data of a successful POST /api/test-upload (an answer, so not one of the payload schemas). */
export interface TestUploadResult {
  name: string;
  fileName: string;
  size: number;
  type: 'application/pdf';
  sha256: string;
  stored: boolean;
}
