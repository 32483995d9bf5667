import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { SenderAuthentication } from '@renewly/shared-contracts/features/inbound-readings';

/** How long a reading waits for the user's review before it is dropped (issue 49: unread readings expire after 30 days). */
export const INBOUND_READING_DAYS = 30;

/**
 * A forwarded renewal email, read and waiting for the user's review. Nothing on a policy changes until the user saves
 * the review; the reading itself holds what was read (the notice's fields as the reader returned them), who sent it
 * and the documents' names, not their bytes.
 */
export interface InboundReadingRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  receivedAt: Date;
  expiresAt: Date;
  sender?: { name?: string; address: string; domain: string };
  forwardedBy?: string;
  subject?: string;
  /** Who sent it, as checked on arrival (SPF/DKIM/DMARC); absent on readings stored before the check. */
  authentication?: SenderAuthentication;
  /** parseRenewalNotice's answer for the email's own words (empty when the figures are in a document). */
  notice: Record<string, unknown>;
  documents: { filename: string; contentType: string; size: number }[];
  /** Attached PDFs the worker could not read within its limits (pdf-text.ts): the review says so. */
  unreadableDocuments?: string[];
  status: 'unread' | 'reviewed';
  /** The notice's own file, encrypted in GridFS until the review keeps or drops it ("Keep this notice"). */
  heldNotice?: { filename: string; contentType: string; size: number; fileId: Types.ObjectId; nonce: string; tag: string };
}

const inboundReadingSchema = new Schema<InboundReadingRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    receivedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    sender: { type: new Schema({ name: String, address: String, domain: String }, { _id: false }), required: false },
    forwardedBy: { type: String },
    subject: { type: String },
    authentication: {
      type: new Schema({ how: String, signedBy: [String], alignedSigner: String, brokenSignature: Boolean, dmarc: String, unchecked: Boolean }, { _id: false }),
      required: false,
    },
    notice: { type: Schema.Types.Mixed, required: true, default: {} },
    documents: { type: [new Schema({ filename: String, contentType: String, size: Number }, { _id: false })], default: [] },
    unreadableDocuments: { type: [String], default: undefined },
    status: { type: String, enum: ['unread', 'reviewed'], required: true, default: 'unread' },
    heldNotice: {
      type: new Schema({ filename: String, contentType: String, size: Number, fileId: Schema.Types.ObjectId, nonce: String, tag: String }, { _id: false }),
      required: false,
    },
  },
  { versionKey: false, collection: 'inbound_readings', minimize: false },
);
inboundReadingSchema.index({ userId: 1, receivedAt: -1 }, { name: 'user_received' });
// The daily inbound-readings:prune job's deletes (FerretDB has no TTL indexes).
inboundReadingSchema.index({ expiresAt: 1 }, { name: 'expires' });

export const InboundReadingModel: Model<InboundReadingRecord> =
  (models.InboundReading as Model<InboundReadingRecord> | undefined) ??
  model<InboundReadingRecord>('InboundReading', inboundReadingSchema);
