import { VEHICLES_V1, type VehicleEntry } from './data/vehicles.v1';

const key = (make: string, model: string) => `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
const BY_MODEL = new Map(VEHICLES_V1.map((v) => [key(v.make, v.model), v]));

/** The dataset entry of a make and model (case-insensitive), or null when the dataset has none. */
export function findVehicle(make: string, model: string): VehicleEntry | null {
  return BY_MODEL.get(key(make, model)) ?? null;
}

/** The form's models of the same segment from other makes, in dataset order (at most `limit`). */
export function competitorsOf(entry: VehicleEntry, limit = 5): string[] {
  return VEHICLES_V1.filter((v) => v.segment === entry.segment && v.make !== entry.make)
    .slice(0, limit)
    .map((v) => `${v.make} ${v.model}`);
}
