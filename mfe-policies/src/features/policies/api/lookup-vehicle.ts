import type { QueryClient } from '@tanstack/react-query';
import { apiJson, vehicleLookupKey } from '@renewly/shared-contracts';
import { normaliseManufacturer, stripPowertrainSuffix, vehicleLookupResultSchema, type VehicleLookupResult } from '@renewly/shared-contracts/features/vehicle';


/**
 * GET /api/vehicle/lookup/:registration through the query cache (a plate typed twice is asked once).
 * Throws on any failure (404 included); the caller shows 'Vehicle not found in database - please enter manually'.
 */
export async function lookupVehicle(queryClient: QueryClient, registration: string): Promise<VehicleLookupResult> {
  const result = await queryClient.fetchQuery({
    queryKey: vehicleLookupKey(registration),
    queryFn: async () =>
      vehicleLookupResultSchema.parse(
        await apiJson('GET', `/api/vehicle/lookup/${encodeURIComponent(registration)}`),
      ),
    staleTime: Infinity,
    retry: false,
  });
  return {
    ...result,
    manufacturer: normaliseManufacturer(result.manufacturer),
    model: result.model ? stripPowertrainSuffix(result.model) : '',
  };
}
