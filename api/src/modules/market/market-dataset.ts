import { VEHICLES_V1, type VehicleEntry } from './data/vehicles.v1';

const key = (make: string, model: string) => `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
const BY_MODEL = new Map(VEHICLES_V1.map((v) => [key(v.make, v.model), v]));

/** The dataset entry of a make and model (case-insensitive), or null when the dataset has none. */
export function findVehicle(make: string, model: string): VehicleEntry | null {
  return BY_MODEL.get(key(make, model)) ?? null;
}

const MAKES = [...new Set(VEHICLES_V1.map((v) => v.make))];

/**
 * The form's models of the same segment from other makes: one per make (its first in the dataset), taking the makes
 * that follow this one alphabetically and wrapping round, at most `limit`.
 */
export function competitorsOf(entry: VehicleEntry, limit = 5): string[] {
  const start = MAKES.indexOf(entry.make);
  const order = [...MAKES.slice(start + 1), ...MAKES.slice(0, Math.max(0, start))];
  const rivals: string[] = [];
  for (const make of order) {
    const rival = VEHICLES_V1.find((v) => v.make === make && v.segment === entry.segment);
    if (rival) rivals.push(`${rival.make} ${rival.model}`);
    if (rivals.length === limit) break;
  }
  return rivals;
}
