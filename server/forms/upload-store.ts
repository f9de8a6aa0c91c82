// Where an uploaded PDF goes while it arrives: streamed to a file, never held in memory, with
// its size, SHA-256 and first bytes checked on the way. In UPLOAD_DIR (kept, under a generated
// name, within a total quota) or in a temp directory removed afterwards. A file is written as
// `.<uuid>.partial` and only renamed once complete, so a failed upload leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES, MESSAGES } from '../../schema/api/messages.ts';
import { PublicError } from '../http/errors.ts';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
export const QUOTA_MESSAGE = 'The server has no room for more uploads right now. Please try again later.';
/** A partial file this old belongs to no running upload (requests time out after 2 minutes). */
const STALE_PARTIAL_MS = 60 * 60_000;

// Bytes promised to uploads in progress, per directory: each reserves the largest allowed file
// before it starts, so concurrent uploads cannot pass the quota together.
const reserved = new Map<string, number>();

async function bytesStored(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    const info = await stat(file).catch(() => undefined);
    if (!info) continue;
    if (!entry.name.endsWith('.partial')) total += info.size;
    else if (Date.now() - info.mtimeMs > STALE_PARTIAL_MS) await unlink(file).catch(() => {});
  }
  return total;
}

export interface ReceivedFile {
  size: number;
  sha256: string;
  /** Moves the file into UPLOAD_DIR under a generated name; false when there is no UPLOAD_DIR. */
  keep(): Promise<boolean>;
  /** Removes whatever keep() did not take and frees the reservation. Call it in every case. */
  release(): Promise<void>;
}

/** Streams `file` to disk; resolves once it is complete and checked. Cleans up itself on failure. */
export async function receivePdf(
  file: Readable & { truncated?: boolean },
  uploadDir: string | undefined,
  quotaBytes: number,
): Promise<ReceivedFile> {
  let dir = uploadDir;
  if (dir) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    reserved.set(dir, (reserved.get(dir) ?? 0) + MAX_UPLOAD_BYTES);
  } else {
    dir = await mkdtemp(path.join(os.tmpdir(), 'upload-'));
  }
  const partial = path.join(dir, `.${randomUUID()}.partial`);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    if (uploadDir) {
      reserved.set(uploadDir, (reserved.get(uploadDir) ?? 0) - MAX_UPLOAD_BYTES);
      await rm(partial, { force: true });
    } else {
      await rm(dir, { recursive: true, force: true });
    }
  };
  try {
    if (uploadDir && (await bytesStored(uploadDir)) + (reserved.get(uploadDir) ?? 0) > quotaBytes) {
      throw new PublicError(507, QUOTA_MESSAGE);
    }
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const check = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (head.length < PDF_SIGNATURE.length) {
          head = Buffer.concat([head, chunk.subarray(0, PDF_SIGNATURE.length - head.length)]);
          if (!PDF_SIGNATURE.subarray(0, head.length).equals(head)) return done(new PublicError(415, MESSAGES.notPdf));
        }
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(file, check, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    // busboy stops at the size limit and ends the stream quietly; only this flag tells.
    if (file.truncated) throw new PublicError(413, MESSAGES.fileTooLarge);
    if (size < PDF_SIGNATURE.length) throw new PublicError(415, MESSAGES.notPdf);
    const sha256 = hash.digest('hex');
    const keep = async () => {
      if (!uploadDir) return false;
      await rename(partial, path.join(uploadDir, `${randomUUID()}.pdf`));
      return true;
    };
    return { size, sha256, keep, release };
  } catch (error) {
    await release();
    throw error;
  }
}
