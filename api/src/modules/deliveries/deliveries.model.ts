// Three append-only collections. On FerretDB v1 an insert under a unique index is the only atomic claim and costs
// the same whatever the collection size, while every update costs in proportion to it; so nothing here is updated:
// a delivery's status is read from its latest attempt and that attempt's outcome.
import { Schema, model, models, type Model, type Types } from 'mongoose';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, type DeliveryStatus } from '@renewly/shared-contracts';
import { isUserChannelRef } from '@renewly/shared-contracts/features/user-channels';
import type { EngineChannel } from './due-time';

/**
 * One per (reminder, channel, renewal date); `_id` is that key, so inserting it claims the delivery. For MOT and
 * road-tax reminders `renewalDate` holds the MOT / road-tax date the cycle counts down to (the field keeps its name:
 * stored documents, indexes and pruning use it, and pruning by the cycle's date is right for all three).
 */
export interface DeliveryRecord {
  _id: string;
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  reminderId: Types.ObjectId;
  channel: EngineChannel;
  renewalDate: string;
  dueAt: Date;
  createdAt: Date;
}

const deliverySchema = new Schema<DeliveryRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    reminderId: { type: Schema.Types.ObjectId, required: true },
    channel: {
      type: String,
      required: true,
      validate: (v: string) => (DELIVERY_CHANNELS as readonly string[]).includes(v) || isUserChannelRef(v),
    },
    renewalDate: { type: String, required: true },
    dueAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'deliveries' },
);
deliverySchema.index({ reminderId: 1 }, { name: 'reminder' });
deliverySchema.index({ userId: 1, policyId: 1 }, { name: 'user_policy' });
// The sweep reads only the current cycle (renewal date not passed); pruning removes the rest.
deliverySchema.index({ renewalDate: 1 }, { name: 'renewal_date' });

/** One per try of a delivery; `_id` is '{deliveryId}#{attemptNo}', so inserting it claims that try. */
export interface DeliveryAttemptRecord {
  _id: string;
  deliveryId: string;
  attemptNo: number;
  reminderId: Types.ObjectId;
  policyId: Types.ObjectId;
  renewalDate: string;
  startedAt: Date;
  /** After this the try is presumed dead (its process crashed) and the next attempt number may be claimed. */
  leaseUntil: Date;
}

const attemptSchema = new Schema<DeliveryAttemptRecord>(
  {
    _id: { type: String, required: true },
    deliveryId: { type: String, required: true },
    attemptNo: { type: Number, required: true },
    reminderId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    renewalDate: { type: String, required: true },
    startedAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
  },
  { versionKey: false, collection: 'delivery_attempts' },
);
// The unique (deliveryId, attemptNo) pair is the _id itself; a second unique index would only slow the insert.
attemptSchema.index({ reminderId: 1 }, { name: 'reminder' });
attemptSchema.index({ policyId: 1 }, { name: 'policy' });
attemptSchema.index({ renewalDate: 1 }, { name: 'renewal_date' });

export type OutcomeStatus = Exclude<DeliveryStatus, 'scheduled' | 'sending'>;
export const OUTCOME_STATUSES = DELIVERY_STATUSES.filter(
  (s): s is OutcomeStatus => s !== 'scheduled' && s !== 'sending',
);

/** How one attempt ended; `_id` equals the attempt's, so an attempt has at most one outcome. */
export interface DeliveryOutcomeRecord {
  _id: string;
  deliveryId: string;
  attemptNo: number;
  reminderId: Types.ObjectId;
  policyId: Types.ObjectId;
  renewalDate: string;
  status: OutcomeStatus;
  at: Date;
  reason: string | null;
  nextAttemptAt: Date | null;
  /** The provider's id for what was handed over (SMTP Message-ID, Twilio sid, notification key). */
  providerId: string | null;
}

const outcomeSchema = new Schema<DeliveryOutcomeRecord>(
  {
    _id: { type: String, required: true },
    deliveryId: { type: String, required: true },
    attemptNo: { type: Number, required: true },
    reminderId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    renewalDate: { type: String, required: true },
    status: { type: String, enum: OUTCOME_STATUSES, required: true },
    at: { type: Date, required: true },
    reason: { type: String, default: null },
    nextAttemptAt: { type: Date, default: null },
    providerId: { type: String, default: null },
  },
  { versionKey: false, collection: 'delivery_outcomes' },
);
outcomeSchema.index({ reminderId: 1 }, { name: 'reminder' });
outcomeSchema.index({ policyId: 1 }, { name: 'policy' });
outcomeSchema.index({ renewalDate: 1 }, { name: 'renewal_date' });

export const DeliveryModel: Model<DeliveryRecord> =
  (models.Delivery as Model<DeliveryRecord> | undefined) ?? model<DeliveryRecord>('Delivery', deliverySchema);
export const DeliveryAttemptModel: Model<DeliveryAttemptRecord> =
  (models.DeliveryAttempt as Model<DeliveryAttemptRecord> | undefined) ??
  model<DeliveryAttemptRecord>('DeliveryAttempt', attemptSchema);
export const DeliveryOutcomeModel: Model<DeliveryOutcomeRecord> =
  (models.DeliveryOutcome as Model<DeliveryOutcomeRecord> | undefined) ??
  model<DeliveryOutcomeRecord>('DeliveryOutcome', outcomeSchema);
