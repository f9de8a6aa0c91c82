/** A request's body, up to a size: a larger one is refused (413) without keeping more than the limit. */
import type { IncomingMessage } from 'node:http';
import { Refused } from './session-guard.ts';

export function readBody(req: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      req.resume();
      return reject(new Refused(413, tooLarge));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new Refused(413, tooLarge));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
