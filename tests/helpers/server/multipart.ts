// Hand-built multipart/form-data bodies, so tests control every byte: declared types that lie,
// hostile file names, two files, a cut-off body.
import { randomBytes } from 'node:crypto';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; content: Buffer };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/pdf'}`;
    }
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      'content' in part ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal file that starts like every PDF. */
export function pdfBytes(size = 1024): Buffer {
  const content = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.7\n').copy(content);
  return content;
}
