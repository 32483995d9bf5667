// Shared set-up for the DVLA dates refresh tests: a policy made through the API, the sweep against the fake DVLA.
import { createLogger } from '../src/core/logger';
import { sweepVehicleRefresh, type RefreshSweepOptions } from '../src/modules/vehicle-refresh/refresh-sweep';
import { VehicleRefreshModel } from '../src/modules/vehicle-refresh/refresh.model';
import { createDvlaClient } from '../src/modules/vehicle/dvla-client';
import type { VehicleProvider } from '../src/modules/vehicle/vehicle-provider';
import type { FakeDvla } from './fake-dvla-server';
import type { SignedInAgent } from './helpers';

export const silentLogger = createLogger('silent');

export function dvlaProvider(dvla: FakeDvla): VehicleProvider {
  return createDvlaClient({ apiKey: dvla.apiKey, baseUrl: `${dvla.url}/vehicle-enquiry` });
}

/** One sweep at `now` (generous quotas unless given). */
export function sweepAt(
  now: Date,
  provider: VehicleProvider | null,
  more: Partial<RefreshSweepOptions> = {},
): ReturnType<typeof sweepVehicleRefresh> {
  return sweepVehicleRefresh({
    provider,
    quota: { perUserPerDay: 1000, globalPerDay: 1000 },
    logger: silentLogger,
    now: () => now,
    ...more,
  });
}

export async function addPolicy(
  agent: SignedInAgent,
  fields: { registrationNumber: string; motExpiryDate?: string; roadTaxExpiryDate?: string; dvlaRefresh?: boolean },
): Promise<{ id: string }> {
  const res = await agent.post('/api/policies').send({
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: '2027-12-01',
    isActive: true,
    ...fields,
  });
  if (res.status !== 201) throw new Error(`policy ${res.status} ${res.text}`);
  return { id: res.body.id as string };
}

/** The policy's refresh records, oldest first. */
export async function historyOf(policyId: string) {
  return VehicleRefreshModel.find({ policyId }).sort({ checkedAt: 1, _id: 1 }).lean();
}
