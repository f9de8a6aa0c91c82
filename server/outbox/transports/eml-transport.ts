// Without SMTP_URL (a newcomer's `npm start`) every email becomes an .eml file that staff can open
// in any mail program. The file is named after the Message-ID, never the address, and a retry
// overwrites the same file, so a crash between writing and marking sent leaves no duplicate.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailOptions, type Transport } from './transport.ts';

/** outbox-12-3fa9c1d2e4b5.eml for <outbox-12-3fa9c1d2e4b5@example.org>. */
export const emlFileName = (messageId: string) => `${messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '_')}.eml`;

export function createEmlTransport(dir: string, from: string): Transport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<void> | undefined;
  const prepare = async () => {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    // mkdir's mode does not apply to a folder that already existed.
    await fs.chmod(dir, 0o700);
  };
  return {
    async deliver(row) {
      ready ??= prepare();
      await ready;
      const info = await composer.sendMail(mailOptions(row, from));
      const file = path.join(dir, emlFileName(row.messageId));
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      // Renamed into place so a mail program never opens half a message.
      await fs.rename(partial, file);
    },
    close: () => composer.close(),
  };
}
