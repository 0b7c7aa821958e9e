import { createTransport } from 'nodemailer';
import type { SettingsService } from './settings/settings.js';

/** One outgoing mail. `text` is always sent; `html` is the richer alternative for clients that show it. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

/** How every area sends mail (verification codes, alerts, test mails). */
export interface Mailer {
  /** True when the SMTP settings name a host and a sender: mail can at least be attempted. */
  configured(): Promise<boolean>;
  /** Sends one message; rejects with a MailerError saying what went wrong. */
  send(message: MailMessage): Promise<void>;
}

/** Why a mail could not be sent, in words an administrator can act on (never a stack trace). */
export class MailerError extends Error {
  constructor(
    /** `not_configured` (no host or sender), or `failed` (the SMTP server refused or could not be reached). */
    readonly reason: 'not_configured' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'MailerError';
  }
}

interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  sender: string;
}

/** Seconds the mailer waits for an SMTP server, so that a dead server fails a request rather than hanging it. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Mail over the SMTP settings (`smtp_host`, `smtp_port`, `smtp_secure`, `smtp_user`, `smtp_pass`,
 * `smtp_sender`). A transport is built per message from the settings in force, so a change in the system
 * configuration applies to the next mail without a restart.
 */
export class SmtpMailer implements Mailer {
  constructor(private readonly settings: SettingsService) {}

  private async read(): Promise<SmtpSettings> {
    return {
      host: (await this.settings.text('smtp_host')).trim(),
      port: await this.settings.number('smtp_port'),
      secure: await this.settings.flag('smtp_secure'),
      user: (await this.settings.text('smtp_user')).trim(),
      pass: await this.settings.text('smtp_pass'),
      sender: (await this.settings.text('smtp_sender')).trim(),
    };
  }

  async configured(): Promise<boolean> {
    const smtp = await this.read();
    return smtp.host !== '' && senderAddress(smtp) !== '';
  }

  async send(message: MailMessage): Promise<void> {
    const smtp = await this.read();
    const from = senderAddress(smtp);
    if (smtp.host === '' || from === '') {
      throw new MailerError('not_configured', 'SMTP host or sender is not set');
    }
    const transport = createTransport({
      host: smtp.host,
      port: smtp.port,
      // secure: TLS from the first byte (465); otherwise STARTTLS when the server offers it (587, 25).
      secure: smtp.secure,
      auth: smtp.user !== '' ? { user: smtp.user, pass: smtp.pass } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    try {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    } catch (error) {
      throw new MailerError('failed', describeSmtpError(error));
    } finally {
      transport.close();
    }
  }
}

/** The sender setting may be a bare address or `Name <address>`; without one, the login user if it is an address. */
function senderAddress(smtp: SmtpSettings): string {
  if (smtp.sender !== '') return smtp.sender;
  return smtp.user.includes('@') ? smtp.user : '';
}

/** nodemailer's errors carry a code (ECONNREFUSED, EAUTH, ETIMEDOUT...) and the server's answer: keep those. */
function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detail = error as Error & { code?: string; response?: string };
  const parts = [detail.code, detail.response ?? error.message].filter((part): part is string => Boolean(part));
  return parts.join(': ').slice(0, 300);
}
