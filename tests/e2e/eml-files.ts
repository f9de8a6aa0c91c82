// The e-mails the server under test wrote as .eml files (no SMTP_URL in the browser tests), as text
// with quoted-printable soft line breaks and "=3D" undone, so links and addresses read whole.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function emlFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) =>
        readFileSync(join(dir, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
  } catch {
    return [];
  }
}
