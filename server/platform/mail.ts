import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from './private-files';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

type Log = { info(object: object, message: string): void };

const FROM = 'Donor Portal <no-reply@donor-portal.local>';

/** Over SMTP when SMTP_URL is set. */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: FROM, ...message });
    },
  };
}

let sequence = 0;

/**
 * Without SMTP every message becomes an .eml file in DATA_DIR/mail, named `<time>-<n>-<recipient>.eml` so the
 * newest mail for an address is the last of its files in name order (docs/decisions/015-mail-in-development.md).
 */
export function fileMailer(mailDir: string, log: Log): Mailer {
  ensurePrivateDir(mailDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      sequence = (sequence + 1) % 1_000_000;
      const file = join(mailDir, `${stamp}-${String(sequence).padStart(6, '0')}-${message.to.toLowerCase()}.eml`);
      const raw: unknown = info.message;
      writeFileSync(file, Buffer.isBuffer(raw) ? raw : String(raw), { mode: PRIVATE_FILE_MODE });
      // Never the link: a reset or invitation link in the log would let anyone who reads it take the account over.
      log.info({ to: message.to, file }, `mail written: ${message.subject}`);
    },
  };
}
