import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { Logger } from 'pino';
import type { MailMessage, Mailer, SentMail } from '../../core/ports/mailer';

export interface OutboxRecord extends MailMessage {
  _id: Types.ObjectId;
  from: string;
  createdAt: Date;
}

const outboxSchema = new Schema<OutboxRecord>(
  {
    from: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'outbox' },
);

// The purge job's delete of old mail.
outboxSchema.index({ createdAt: 1 }, { name: 'created_at' });

export const OutboxModel: Model<OutboxRecord> =
  (models.Outbox as Model<OutboxRecord> | undefined) ?? model<OutboxRecord>('Outbox', outboxSchema);

/** Development mail: stored in the `outbox` collection and logged, so flows like password reset work locally. */
export function createOutboxMailer({ from, logger }: { from: string; logger: Logger }): Mailer {
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const doc = await OutboxModel.create({ from, ...message });
      logger.info(
        // Never the body: it can hold a reset link.
        { outboxId: String(doc._id), subject: message.subject },
        'email stored in the development outbox (no SMTP_HOST configured)',
      );
      return { messageId: String(doc._id), transport: 'outbox' };
    },
  };
}
