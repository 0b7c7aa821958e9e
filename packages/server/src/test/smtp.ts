import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks undone, for reading codes out of it. */
  text: string;
}

export interface TestSmtp {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), requiring the login
 * `mailer` / `secret`. Plain connection without STARTTLS, as a local relay would be.
 */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: raw.replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The settings that point the platform's mailer at this server. */
export function smtpSettings(smtp: TestSmtp, overrides: Record<string, unknown> = {}) {
  return { smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_secure: false, smtp_user: 'mailer', smtp_pass: 'secret', smtp_sender: 'Vessel <noreply@example.com>', ...overrides };
}
