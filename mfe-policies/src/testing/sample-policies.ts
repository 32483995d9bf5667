import { addDays, londonToday, type Policy } from '@renewly/shared-contracts';

let n = 0;
export function samplePolicy(overrides: Partial<Policy> & { inDays?: number } = {}): Policy {
  n += 1;
  const { inDays = 90, ...rest } = overrides;
  return {
    id: `6a0000000000000000000${String(n).padStart(3, '0')}`,
    registrationNumber: `AB${10 + n}CDE`,
    carManufacturer: 'Ford',
    carModel: 'Focus',
    policyNumber: `RN-TEST${String(n).padStart(4, '0')}`,
    insurer: 'Admiral',
    renewalDate: addDays(londonToday(), inDays),
    motExpiryDate: null,
    roadTaxExpiryDate: null,
    currentPremium: '500',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
    quotes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    dvlaRefresh: true,
    dvlaRefreshAvailable: false,
    dvlaCheckedAt: null,
    dvlaAlerts: [],
    dvlaNotFound: false,
    ...rest,
  };
}
