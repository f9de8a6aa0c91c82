/** A file's fingerprint: the editor saves only over the version it loaded. */
import { createHash } from 'node:crypto';

export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex');
