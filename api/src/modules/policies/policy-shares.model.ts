import { Schema, model, models, type Model, type Types } from 'mongoose';
import { SHARE_ROLES, type ShareRole } from '@renewly/shared-contracts';

/**
 * One person a policy is shared with (issue 27): an open invitation until accepted (`memberId` unset, `tokenHash`
 * and `expiresAt` set), then a membership (`memberId` set, the token gone). `userId` is the OWNER: the user-data
 * walk (export, erasure) finds what an owner gives by it; what a member holds is found by `memberId`.
 * Small by nature (at most MAX_SHARES_PER_OWNER per owner): every read of it is cheap on the embedded database.
 */
export interface PolicyShareRecord {
  _id: Types.ObjectId;
  policyId: Types.ObjectId;
  /** The policy's owner. */
  userId: Types.ObjectId;
  /** The invited address, normalised (trimmed, lower case). */
  email: string;
  role: ShareRole;
  /** The member, once the invitation is accepted. */
  memberId?: Types.ObjectId | null;
  /** SHA-256 (base64url) of the invitation token; the token itself only ever exists in the email. */
  tokenHash?: string | null;
  expiresAt?: Date | null;
  invitedAt: Date;
  acceptedAt?: Date | null;
  /**
   * The caps, claimed atomically (FerretDB's findAndModify is not atomic; a counted check lets two racing invites
   * both pass): each share holds one of the owner's MAX_SHARES_PER_OWNER places (`ownerSlot`, unique per owner),
   * and an open invitation one of its policy's MAX_OPEN_INVITES_PER_POLICY places (`openSlot` '0'..'9', unique per
   * policy; 'member:<share id>' once accepted, which frees the place).
   */
  ownerSlot: number;
  openSlot: string;
}

const policyShareSchema = new Schema<PolicyShareRecord>(
  {
    policyId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true },
    role: { type: String, enum: SHARE_ROLES, required: true },
    memberId: { type: Schema.Types.ObjectId },
    tokenHash: { type: String },
    expiresAt: { type: Date },
    invitedAt: { type: Date, required: true, default: () => new Date() },
    acceptedAt: { type: Date },
    ownerSlot: { type: Number, required: true, min: 0 },
    openSlot: { type: String, required: true },
  },
  { versionKey: false, collection: 'policy_shares' },
);
// One invitation or membership per address and policy: two invites racing for one address, one wins.
policyShareSchema.index({ policyId: 1, email: 1 }, { unique: true, name: 'policy_email_unique' });
policyShareSchema.index({ userId: 1 }, { name: 'owner' });
export const OWNER_SLOT_INDEX = 'owner_slot_unique';
export const OPEN_SLOT_INDEX = 'policy_open_slot_unique';
policyShareSchema.index({ userId: 1, ownerSlot: 1 }, { unique: true, name: OWNER_SLOT_INDEX });
policyShareSchema.index({ policyId: 1, openSlot: 1 }, { unique: true, name: OPEN_SLOT_INDEX });
policyShareSchema.index({ memberId: 1 }, { name: 'member' });
policyShareSchema.index({ tokenHash: 1 }, { name: 'token_hash' });
policyShareSchema.index({ email: 1 }, { name: 'email' });

export const PolicyShareModel: Model<PolicyShareRecord> =
  (models.PolicyShare as Model<PolicyShareRecord> | undefined) ?? model<PolicyShareRecord>('PolicyShare', policyShareSchema);
