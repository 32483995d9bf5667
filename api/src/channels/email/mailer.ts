export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
