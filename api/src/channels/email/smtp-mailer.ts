import nodemailer from 'nodemailer';
import type { Config } from '../../core/config/env';
import type { MailMessage, Mailer, SentMail } from '../../core/ports/mailer';

export interface SmtpMailerOptions {
  smtp: NonNullable<Config['smtp']>;
  from: string;
  /** Skip STARTTLS (loopback test servers). */
  ignoreTLS?: boolean;
  /** Refuse to send unless the connection is TLS (implicit or STARTTLS), so STARTTLS cannot be stripped. */
  requireTLS?: boolean;
  /** Keep up to 5 connections open and reuse them (batches of reminders); close() ends them. */
  pool?: boolean;
}

export function createSmtpMailer({ smtp, from, ignoreTLS, requireTLS = true, pool = false }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    ...(pool ? { pool: true as const, maxConnections: 5 } : {}),
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ignoreTLS: ignoreTLS ?? false,
    requireTLS: !smtp.secure && !ignoreTLS && requireTLS,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10000,
    greetingTimeout: 10000,
    socketTimeout: 20000,
  });
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: String(info.messageId), transport: 'smtp' };
    },
    close: () => transport.close(),
  };
}
