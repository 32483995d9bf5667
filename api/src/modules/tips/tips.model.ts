import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { Tip } from '@renewly/shared-contracts';

export interface TipRecord extends Tip {
  _id: Types.ObjectId;
  /** Position in the seed list, so the tip of the day is stable across reads. */
  order: number;
}

const tipSchema = new Schema<TipRecord>(
  {
    title: { type: String, required: true },
    description: { type: String, required: true },
    category: { type: String, required: true },
    priority: { type: String, required: true, enum: ['high', 'medium', 'low'] },
    order: { type: Number, required: true },
  },
  { versionKey: false, collection: 'insurance_tips' },
);
// Seeding is idempotent through this index: a second seeder's insert of the same title fails harmlessly.
tipSchema.index({ title: 1 }, { unique: true, name: 'title_unique' });

export const TipModel: Model<TipRecord> =
  (models.InsuranceTip as Model<TipRecord> | undefined) ?? model<TipRecord>('InsuranceTip', tipSchema);
