import { NOTIFICATION_METHODS, type NotificationMethod, type User } from '@renewly/shared-contracts';
import { Schema, model, models, type HydratedDocument, type Model, type Types } from 'mongoose';

export interface UserRecord {
  _id: Types.ObjectId;
  /** The email address, lowercased; unique; changes only by a link opened at the new address (or a restore link). */
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  passwordHash: string;
  /** When the email address was confirmed by the link sent to it at sign-up (absent: not yet). */
  emailVerifiedAt?: Date | null;
  /**
   * The pending verification link of the account's address: the SHA-256 of its token, when it stops working and the
   * address it was sent to (it verifies only while the account still has that address; absent in links sent before
   * issue 51, which no longer work).
   */
  emailToken?: { hash: string; expiresAt: Date; address?: string } | null;
  /** A change of address asked for (issue 51): the new address becomes the account's only when its link is opened. */
  emailChange?: { address: string; hash: string; expiresAt: Date } | null;
  /** When `mobileNumber` was confirmed by a code sent to it (absent or null: not yet; a new number resets it). */
  mobileVerifiedAt?: Date | null;
  /** The pending 6-digit code: its salted SHA-256, the number (E.164) it was sent to, its id and expiry. */
  mobileCode?: { id: string; hash: string; to: string; expiresAt: Date } | null;
  /**
   * Reminder delivery preferences, on the user because there is exactly one set per user and it lives and dies with
   * the account (export and erasure take it along). Absent: the defaults (09:00, no quiet hours, the spec's channels).
   */
  deliveryPreferences?: {
    deliveryHour: number;
    quietHours: { enabled: boolean; start: number; end: number };
    defaultChannels: NotificationMethod[] | null;
    /** false: no notice emails about the user's cars (issue 41); absent: on. */
    noticeEmails?: boolean;
  };
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserRecord>(
  {
    username: { type: String, required: true },
    email: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    mobileNumber: { type: String, required: true },
    passwordHash: { type: String, required: true },
    emailVerifiedAt: { type: Date, required: false, default: null },
    emailToken: {
      type: new Schema(
        { hash: { type: String, required: true }, expiresAt: { type: Date, required: true }, address: { type: String, required: false } },
        { _id: false },
      ),
      required: false,
      default: null,
    },
    emailChange: {
      type: new Schema(
        { address: { type: String, required: true }, hash: { type: String, required: true }, expiresAt: { type: Date, required: true } },
        { _id: false },
      ),
      required: false,
      default: null,
    },
    mobileVerifiedAt: { type: Date, required: false, default: null },
    mobileCode: {
      type: new Schema(
        {
          id: { type: String, required: true },
          hash: { type: String, required: true },
          to: { type: String, required: true },
          expiresAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      required: false,
      default: null,
    },
    deliveryPreferences: {
      type: new Schema(
        {
          deliveryHour: { type: Number, required: true, min: 0, max: 23 },
          quietHours: {
            enabled: { type: Boolean, required: true },
            start: { type: Number, required: true, min: 0, max: 23 },
            end: { type: Number, required: true, min: 0, max: 23 },
          },
          defaultChannels: { type: [String], enum: NOTIFICATION_METHODS, default: null },
          noticeEmails: { type: Boolean },
        },
        { _id: false },
      ),
      required: false,
    },
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);
userSchema.index({ username: 1 }, { unique: true, name: 'username_unique' });

export const UserModel: Model<UserRecord> =
  (models.User as Model<UserRecord> | undefined) ?? model<UserRecord>('User', userSchema);

export type UserDocument = HydratedDocument<UserRecord>;

/** What the API ever shows of a user (never the password hash): the shared contract's User. */
export function toPublicUser(
  user: Pick<UserRecord, '_id' | 'username' | 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'createdAt' | 'emailVerifiedAt' | 'mobileVerifiedAt'>,
): User {
  return {
    id: String(user._id),
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    emailVerifiedAt: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
    mobileVerifiedAt: user.mobileVerifiedAt ? user.mobileVerifiedAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}

type ContractUser = User;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // req.user, as set by passport's deserializeUser.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends ContractUser {}
  }
}
