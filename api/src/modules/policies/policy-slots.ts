// The policy cap (MAX_POLICIES_PER_USER), claimed atomically: each policy holds one numbered slot, a document whose
// `_id` is '{userId}:{n}' with n below the cap. Two creates at 49 policies race for slot 49 by inserting it: the
// unique `_id` lets exactly one win (FerretDB's findAndModify is not atomic; a counted check lets both pass).
import { Schema, Types, model, models, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../../core/db/errors';

interface PolicySlot {
  _id: string;
  userId: Types.ObjectId;
  /** The policy holding it; null from the claim until that policy is stored. */
  policyId: Types.ObjectId | null;
  claimedAt: Date;
}

const slotSchema = new Schema<PolicySlot>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, default: null },
    claimedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'policy_slots' },
);
slotSchema.index({ userId: 1 }, { name: 'user' });

export const PolicySlotModel: Model<PolicySlot> =
  (models.PolicySlot as Model<PolicySlot> | undefined) ?? model<PolicySlot>('PolicySlot', slotSchema);

const oid = (id: string) => new Types.ObjectId(id);

/** Inserts the lowest free slot below `max` for `policyId`; its id, or null when every slot is taken. */
async function claimFreeSlot(userId: string, max: number, taken: Set<number>, policyId: Types.ObjectId | null): Promise<string | null> {
  for (let n = 0; n < max; n++) {
    if (taken.has(n)) continue;
    const id = `${userId}:${n}`;
    try {
      await PolicySlotModel.create({ _id: id, userId: oid(userId), policyId });
      taken.add(n);
      return id;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      taken.add(n); // another request has it
    }
  }
  return null;
}

/**
 * Claims a slot for a policy about to be created: the slot's id, or null when the user is at the cap. Policies
 * stored before slots existed get theirs first (a race there can only give a policy two slots: stricter, not looser).
 */
export async function claimPolicySlot(userId: string, max: number, policyIds: Types.ObjectId[]): Promise<string | null> {
  const slots = await PolicySlotModel.find({ userId: oid(userId) }, { _id: 1, policyId: 1 }).lean();
  const taken = new Set(slots.map((s) => Number(s._id.slice(s._id.lastIndexOf(':') + 1))));
  const held = new Set(slots.map((s) => String(s.policyId)));
  for (const id of policyIds.filter((p) => !held.has(String(p)))) {
    if ((await claimFreeSlot(userId, max, taken, id)) === null) return null;
  }
  return claimFreeSlot(userId, max, taken, null);
}

/** The claimed slot now names its policy. */
export async function assignPolicySlot(slotId: string, policyId: Types.ObjectId): Promise<void> {
  await PolicySlotModel.updateOne({ _id: slotId }, { $set: { policyId } });
}

export async function releasePolicySlot(slotId: string): Promise<void> {
  await PolicySlotModel.deleteOne({ _id: slotId });
}

/** Frees the slots of a deleted policy. */
export async function releaseSlotsOf(userId: string, policyId: string): Promise<void> {
  await PolicySlotModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
}
