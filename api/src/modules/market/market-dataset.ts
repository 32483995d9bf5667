import { VEHICLES_V2, type VehicleEntry } from './data/vehicles.v2';

export { DATASET_VERSION, type VehicleEntry } from './data/vehicles.v2';

const key = (make: string, model: string) => `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
const BY_MODEL = new Map(VEHICLES_V2.map((v) => [key(v.make, v.model), v]));

/** The dataset entry of a make and model (case-insensitive), or null when the dataset has none. */
export function findVehicle(make: string, model: string): VehicleEntry | null {
  return BY_MODEL.get(key(make, model)) ?? null;
}

const MAKES = [...new Set(VEHICLES_V2.map((v) => v.make))];

/** Both new prices are known and within `PRICE_BAND` of this one's. */
export const PRICE_BAND = 0.25;
const closeInPrice = (a: VehicleEntry, b: VehicleEntry) =>
  a.newPrice !== null && b.newPrice !== null && Math.abs(b.newPrice.gbp - a.newPrice.gbp) <= PRICE_BAND * a.newPrice.gbp;

/**
 * The form's models of the same segment from other makes, at most `limit`, one per make: the makes that follow this
 * one alphabetically, wrapping round. From each make its model within about 25% of this one's new price when both
 * prices are known, else its first of the segment; makes with such a model come first, each group in that order.
 */
export function competitorsOf(entry: VehicleEntry, limit = 5): string[] {
  const start = MAKES.indexOf(entry.make);
  const order = [...MAKES.slice(start + 1), ...MAKES.slice(0, Math.max(0, start))];
  const close: VehicleEntry[] = [];
  const others: VehicleEntry[] = [];
  for (const make of order) {
    const sameSegment = VEHICLES_V2.filter((v) => v.make === make && v.segment === entry.segment);
    const near = sameSegment.find((v) => closeInPrice(entry, v));
    if (near) close.push(near);
    else if (sameSegment[0]) others.push(sameSegment[0]);
  }
  return [...close, ...others].slice(0, limit).map((v) => `${v.make} ${v.model}`);
}
