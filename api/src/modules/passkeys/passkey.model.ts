// A user's passkeys (issue 40): WebAuthn credentials registered from Profile → Passkeys. What the library documents
// keeping (SimpleWebAuthn's "WebAuthnCredential"): the credential id, its public key, the signature counter, the
// transports, the device type and the backed-up flag; and the user's name for it, when it was added and last used.
import { Schema, model, models, type Model, type Types } from 'mongoose';

export type PasskeyDeviceType = 'singleDevice' | 'multiDevice';

export interface PasskeyRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** base64url, unique across all users (the authenticator's id for the credential). */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The signature counter last seen (0 for authenticators that do not count). */
  counter: number;
  transports: string[];
  /** multiDevice: may be synced (backup eligible); fixed at registration. */
  deviceType: PasskeyDeviceType;
  /** Synced (backed up) at the last use. */
  backedUp: boolean;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const passkeySchema = new Schema<PasskeyRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    credentialId: { type: String, required: true },
    publicKey: { type: String, required: true },
    counter: { type: Number, required: true },
    transports: { type: [String], default: [] },
    deviceType: { type: String, enum: ['singleDevice', 'multiDevice'], required: true },
    backedUp: { type: Boolean, required: true },
    name: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'passkeys' },
);
// Sign-in finds the passkey by the credential the browser answered with; no two users can hold one credential.
passkeySchema.index({ credentialId: 1 }, { unique: true, name: 'credential_id_unique' });
passkeySchema.index({ userId: 1 }, { name: 'user' });

export const PasskeyModel: Model<PasskeyRecord> =
  (models.Passkey as Model<PasskeyRecord> | undefined) ?? model<PasskeyRecord>('Passkey', passkeySchema);
