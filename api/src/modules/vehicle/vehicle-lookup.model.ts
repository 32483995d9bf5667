import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { VehicleLookupResult } from '@renewly/shared-contracts/features/vehicle';
import type { RawDvlaStatus } from './vehicle-provider';

/** One cached answer per registration; freshness is checked in code (no TTL index: FerretDB v1 has none). */
export interface VehicleLookupRecord {
  _id: Types.ObjectId;
  registration: string;
  /** null when the source answered "no such vehicle". */
  vehicle: VehicleLookupResult | null;
  fetchedAt: Date;
  /** The DVLA's MOT and tax fields as sent (absent on entries cached before the dates refresh, or from no DVLA). */
  dvlaStatus?: RawDvlaStatus | null;
}

const vehicleLookupSchema = new Schema<VehicleLookupRecord>(
  {
    registration: { type: String, required: true },
    vehicle: {
      type: new Schema(
        {
          manufacturer: String,
          model: String,
          year: { type: Number, default: null },
          motExpiryDate: { type: String, default: null },
          roadTaxExpiryDate: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    fetchedAt: { type: Date, required: true },
    dvlaStatus: {
      type: new Schema(
        {
          motStatus: { type: String, default: null },
          motExpiryDate: { type: String, default: null },
          taxStatus: { type: String, default: null },
          taxDueDate: { type: String, default: null },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { versionKey: false, collection: 'vehicle_lookups' },
);
vehicleLookupSchema.index({ registration: 1 }, { unique: true, name: 'registration_unique' });
vehicleLookupSchema.index({ fetchedAt: 1 }, { name: 'fetched_at' });

export const VehicleLookupModel: Model<VehicleLookupRecord> =
  (models.VehicleLookup as Model<VehicleLookupRecord> | undefined) ??
  model<VehicleLookupRecord>('VehicleLookup', vehicleLookupSchema);
