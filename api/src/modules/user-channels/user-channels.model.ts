// A user's other reminder channels (issue 41). Tokens and secrets are stored only encrypted (channel-secrets.ts);
// `config` holds what is not secret (server URL, topic, chat id, the webhook's URL).
import { Schema, model, models, type Model, type Types } from 'mongoose';
import { USER_CHANNEL_KINDS, type UserChannelKind } from '@renewly/shared-contracts/features/user-channels';

export interface StoredChannelConfig {
  serverUrl?: string;
  topic?: string;
  chatId?: string;
  apiBaseUrl?: string;
  /** The webhook's URL (a signed webhook's address is not a credential: the signature is). */
  url?: string;
  /** Discord and Slack: the host of the webhook URL, for display (the URL itself is the credential). */
  host?: string;
}

export interface UserChannelRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  kind: UserChannelKind;
  name: string;
  enabled: boolean;
  isDefault: boolean;
  config: StoredChannelConfig;
  /** The token, credential URL or signing secret, AES-256-GCM encrypted; null when the channel has none (ntfy). */
  secret: string | null;
  /** '•••• abcd'. */
  secretHint: string | null;
  /** Set when the service refused the channel for good (401/403/404/410): delivery stopped until switched on again. */
  stoppedReason: string | null;
  /** When it was (last) switched on: the key of the one 'stopped' notice per stop. */
  enabledSince: Date;
  createdAt: Date;
}

const configSchema = new Schema<StoredChannelConfig>(
  { serverUrl: String, topic: String, chatId: String, apiBaseUrl: String, url: String, host: String },
  { _id: false },
);

const userChannelSchema = new Schema<UserChannelRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: USER_CHANNEL_KINDS, required: true },
    name: { type: String, required: true },
    enabled: { type: Boolean, required: true },
    isDefault: { type: Boolean, required: true },
    config: { type: configSchema, required: true },
    secret: { type: String, default: null },
    secretHint: { type: String, default: null },
    stoppedReason: { type: String, default: null },
    enabledSince: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'user_channels' },
);
userChannelSchema.index({ userId: 1 }, { name: 'user' });

export const UserChannelModel: Model<UserChannelRecord> =
  (models.UserChannel as Model<UserChannelRecord> | undefined) ?? model<UserChannelRecord>('UserChannel', userChannelSchema);
