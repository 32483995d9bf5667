import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MESSAGES } from '@renewly/shared-contracts';
import { vehicleLookupParamSchema } from '@renewly/shared-contracts/features/vehicle';
import { ApiError } from '../../core/http/api-error';
import { dbRateLimit } from '../../core/http/rate-limit';
import { hitRateWindow } from '../../core/security/rate-counter';
import type { AppDeps } from '../../core/app-deps';
import { validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { createDvlaClient } from './dvla-client';
import { noVehicleProvider, type VehicleProvider } from './vehicle-provider';
import { createVehicleLookupService } from './vehicle.service';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VEHICLE_LOOKUP_RATE_LIMIT = { windowMs: 60_000, limit: 30 };
export const VEHICLE_LOOKUP_RATE_LIMIT_MESSAGE = 'Too many vehicle lookups. Please wait a minute and try again.';

/** The DVLA client when a key is configured; otherwise no provider (every lookup answers 404). */
export function vehicleProviderFor(config: AppDeps['config']): VehicleProvider {
  return config.dvla.apiKey ? createDvlaClient({ apiKey: config.dvla.apiKey, baseUrl: config.dvla.apiUrl }) : noVehicleProvider;
}

export function createVehicleRouter(deps: AppDeps, options: { provider?: VehicleProvider } = {}): Router {
  const service = createVehicleLookupService({
    provider: options.provider ?? vehicleProviderFor(deps.config),
    // Only calls that reach the paid service count against the global ceiling; cached answers are free.
    beforeProviderCall: async () => {
      const { allowed } = await hitRateWindow({
        name: 'vehicle-lookup-all',
        key: 'all',
        limit: deps.config.vehicleLookupQuota.globalPerDay,
        windowMs: DAY_MS,
      });
      if (!allowed) throw new ApiError(429, MESSAGES.vehicleLookupUnavailable);
    },
  });
  const router = Router();
  router.get(
    '/vehicle/lookup/:registration',
    requireAuth,
    // Per user, in memory (per process): typing is debounced in the form, and answers are cached, so this is modest.
    rateLimit({
      ...VEHICLE_LOOKUP_RATE_LIMIT,
      keyGenerator: (req) => currentUser(req).id,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      message: { message: VEHICLE_LOOKUP_RATE_LIMIT_MESSAGE },
    }),
    validate({ params: vehicleLookupParamSchema }),
    // Per user per UTC day, in the database (every process shares it).
    dbRateLimit(
      [
        {
          name: 'vehicle-lookup-user',
          limit: deps.config.vehicleLookupQuota.perUserPerDay,
          windowMs: DAY_MS,
          key: (req) => currentUser(req).id,
        },
      ],
      MESSAGES.vehicleLookupQuota,
    ),
    async (req, res) => {
      res.json(await service.lookup(String(req.params.registration)));
    },
  );
  return router;
}
