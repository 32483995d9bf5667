// The devices (browsers) an account has been signed in on, so a sign-in on a new one can be told to the account's
// address (new-device-notice.ts). A device is a random id in a long-lived cookie; only its hash is kept, under the
// user's id: `_id` is `<userId>:<hash>`, so the claim of a new device is one insert and a known one one `_id` update.
import { Schema, Types, model, models, type Model } from 'mongoose';

export interface KnownDevice {
  _id: string;
  userId: Types.ObjectId;
  /** "Chrome 131 on Windows 10", as "Where you're signed in" says it; null when the browser said nothing readable. */
  device: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

const knownDeviceSchema = new Schema<KnownDevice>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    device: { type: String, default: null },
    firstSeenAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'known_devices' },
);

// Export and erasure, and "has this account any other device" (docs/database-indexes.md).
knownDeviceSchema.index({ userId: 1 }, { name: 'user' });
// The purge job's delete of devices not seen for longer than their cookie lives.
knownDeviceSchema.index({ lastSeenAt: 1 }, { name: 'last_seen' });

export const KnownDeviceModel: Model<KnownDevice> =
  (models.KnownDevice as Model<KnownDevice> | undefined) ?? model<KnownDevice>('KnownDevice', knownDeviceSchema);
