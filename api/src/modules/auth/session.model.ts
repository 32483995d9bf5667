// connect-mongo owns the sessions collection (session-store.ts); this model only declares the indexes the API's own
// queries on it need, so ensureIndexes() creates them with every other model's (docs/database-indexes.md).
import { Schema, model, models, type Model } from 'mongoose';

export const SESSIONS_COLLECTION = 'sessions';

interface SessionRecord {
  _id: string;
  expires: Date;
  session: unknown;
}

const sessionSchema = new Schema<SessionRecord>(
  { _id: { type: String }, expires: { type: Date }, session: { type: Schema.Types.Mixed } },
  { versionKey: false, collection: SESSIONS_COLLECTION, strict: false },
);
// The purge job's delete of expired sessions (not a TTL index: FerretDB v1 has none).
sessionSchema.index({ expires: 1 }, { name: 'expires_at' });
// Sign-out everywhere and the per-user session limit.
sessionSchema.index({ 'session.passport.user': 1 }, { name: 'passport_user' });

export const SessionIndexModel: Model<SessionRecord> =
  (models.SessionIndex as Model<SessionRecord> | undefined) ?? model<SessionRecord>('SessionIndex', sessionSchema);
