import { Schema, model, models, type Model, type Types } from 'mongoose';

/** One browser's web push subscription: one record per endpoint, owned by the user who last subscribed it. */
export interface PushSubscriptionRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** The push service URL for that browser (a capability: whoever holds it can address the browser). */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** When the browser says the subscription expires (ms since the epoch), if it says. */
  expirationTime: number | null;
  createdAt: Date;
}

const pushSubscriptionSchema = new Schema<PushSubscriptionRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    endpoint: { type: String, required: true },
    keys: {
      type: new Schema({ p256dh: { type: String, required: true }, auth: { type: String, required: true } }, { _id: false }),
      required: true,
    },
    expirationTime: { type: Number, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'pushsubscriptions' },
);
// One record per browser; inserting under it is the claim (FerretDB v1 has no atomic upsert).
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true, name: 'endpoint_unique' });
pushSubscriptionSchema.index({ userId: 1, createdAt: 1 }, { name: 'user_oldest_first' });

export const PushSubscriptionModel: Model<PushSubscriptionRecord> =
  (models.PushSubscription as Model<PushSubscriptionRecord> | undefined) ??
  model<PushSubscriptionRecord>('PushSubscription', pushSubscriptionSchema);
