// A real SMTP server in the test process (smtp-server, from the nodemailer project), for tests and
// the bench: it records what arrives, and can refuse recipients with a chosen reply code.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** RCPT TO answers with this code (e.g. 450, 550) while set; attempts are counted. */
  refuseWith?: number;
  refusals: number;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  secure?: boolean;
  auth?: { user: string; pass: string };
  /**
   * Holds the final 250 after a message arrived (it is already recorded): a client killed in this
   * window never learns the outcome and sends it again, as after a real network cut (fault test).
   */
  replyDelayMs?: number;
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}) {
  const state: Omit<SmtpTestServer, 'url' | 'close'> = { received: [], refusals: 0 };
  const server = new SMTPServer({
    secure: options.secure ?? false,
    // Without our own certificate smtp-server uses its built-in self-signed one.
    disabledCommands: options.secure ? [] : ['STARTTLS'],
    authOptional: !options.auth,
    logger: false,
    // A client that keeps its pooled connection open must not hold up the test's end.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuseWith) {
        state.refusals += 1;
        const error = Object.assign(new Error('Refused by test server'), { responseCode: state.refuseWith });
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (options.replyDelayMs) setTimeout(() => callback(), options.replyDelayMs);
        else callback();
      });
    },
  });
  // A client killed mid-session resets its connection; smtp-server reports that as an 'error' event.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = options.auth ? `${options.auth.user}:${options.auth.pass}@` : '';
  const test = state as SmtpTestServer;
  test.url = `${options.secure ? 'smtps' : 'smtp'}://${auth}127.0.0.1:${port}`;
  test.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return test;
}
