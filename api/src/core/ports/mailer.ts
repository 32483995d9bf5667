export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** '<id@host>': set it to make a repeated send recognisable as the same message; otherwise one is generated. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe on reminder emails). */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** SMTP message id, or the outbox document id in development. */
  messageId: string;
  transport: 'smtp' | 'outbox';
}

/** Sends email. SMTP when SMTP_HOST is set, otherwise the development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close?(): void;
}
