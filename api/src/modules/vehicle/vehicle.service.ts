import { normaliseManufacturer, stripPowertrainSuffix, type VehicleLookupResult } from '@renewly/shared-contracts/features/vehicle';
import { ApiError } from '../../core/http/api-error';
import { VehicleLookupModel } from './vehicle-lookup.model';
import { type RawVehicle, type VehicleProvider, VehicleProviderError } from './vehicle-provider';

export const VEHICLE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const VEHICLE_NOT_FOUND_MESSAGE = 'Vehicle not found';

export interface VehicleLookupService {
  /** `registration` must already be normalised and valid. Throws ApiError 404/400/502/503. */
  lookup(registration: string): Promise<VehicleLookupResult>;
}

export function toLookupResult(raw: RawVehicle): VehicleLookupResult {
  return {
    manufacturer: normaliseManufacturer(raw.make),
    model: raw.model ? stripPowertrainSuffix(raw.model) : '',
    year: raw.yearOfManufacture,
    motExpiryDate: raw.motExpiryDate,
    roadTaxExpiryDate: raw.taxDueDate,
  };
}

/**
 * Looks vehicles up through the provider, caching found and not-found answers per registration for a day in the
 * database (shared by every API process). Failures are not cached. Concurrent lookups of one plate share a call.
 */
export function createVehicleLookupService(options: {
  provider: VehicleProvider;
  /** Runs before each call to the provider (not for cached answers); throw to refuse the call. */
  beforeProviderCall?: () => Promise<void>;
  cacheTtlMs?: number;
  now?: () => Date;
}): VehicleLookupService {
  const { provider } = options;
  const ttl = options.cacheTtlMs ?? VEHICLE_CACHE_TTL_MS;
  const now = options.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<VehicleLookupResult | null>>();

  async function readFresh(registration: string): Promise<{ vehicle: VehicleLookupResult | null } | undefined> {
    const cached = await VehicleLookupModel.findOne({ registration }, { _id: 0, vehicle: 1, fetchedAt: 1 }).lean();
    return cached && now().getTime() - cached.fetchedAt.getTime() < ttl ? { vehicle: cached.vehicle } : undefined;
  }

  async function fetchAndCache(registration: string): Promise<VehicleLookupResult | null> {
    // Again: a lookup of this plate may have finished and cached between our read and now.
    const justCached = await readFresh(registration);
    if (justCached) return justCached.vehicle;
    let raw: RawVehicle | null;
    await options.beforeProviderCall?.();
    try {
      raw = await provider.lookup(registration);
    } catch (err) {
      if (err instanceof VehicleProviderError) throw new ApiError(err.status, err.message);
      throw err;
    }
    const vehicle = raw ? toLookupResult(raw) : null;
    await cacheVehicleAnswer(registration, raw, now());
    return vehicle;
  }

  async function lookupCachedOrFresh(registration: string): Promise<VehicleLookupResult | null> {
    const cached = await readFresh(registration);
    if (cached) return cached.vehicle;
    let pending = inFlight.get(registration);
    if (!pending) {
      pending = fetchAndCache(registration).finally(() => inFlight.delete(registration));
      inFlight.set(registration, pending);
    }
    return pending;
  }

  return {
    async lookup(registration) {
      // Without a data source there is nothing worth caching.
      const vehicle =
        provider.name === 'none' ? null : await lookupCachedOrFresh(registration);
      if (!vehicle) throw new ApiError(404, VEHICLE_NOT_FOUND_MESSAGE);
      return vehicle;
    },
  };
}

/** Stores a provider's answer (null: not found) as the plate's cached lookup; a failed write is ignored. */
export async function cacheVehicleAnswer(registration: string, raw: RawVehicle | null, fetchedAt: Date): Promise<void> {
  const vehicle = raw ? toLookupResult(raw) : null;
  await VehicleLookupModel.updateOne(
    { registration },
    { $set: { vehicle, fetchedAt, dvlaStatus: raw?.status ?? null } },
    { upsert: true },
  ).catch(() => undefined); // a cache write failure must not fail the lookup
}

/** Removes cache entries older than the TTL (they are never served; this only keeps the collection small). */
export async function pruneVehicleLookupCache(now = new Date(), ttlMs = VEHICLE_CACHE_TTL_MS): Promise<number> {
  const r = await VehicleLookupModel.deleteMany({ fetchedAt: { $lt: new Date(now.getTime() - ttlMs) } });
  return r.deletedCount;
}

/** The year of manufacture a past lookup cached for this plate (any age), or null: never calls the provider. */
export async function cachedVehicleYear(registration: string): Promise<number | null> {
  const cached = await VehicleLookupModel.findOne({ registration }, { _id: 0, vehicle: 1 }).lean();
  const year = cached?.vehicle?.year;
  return typeof year === 'number' && Number.isFinite(year) ? year : null;
}
