import type { Policy, Reminder, ReminderDelivery } from '@renewly/shared-contracts';

export const GOLF_ID = '665f1c2e9b1e8a0000000001';
export const FIESTA_ID = '665f1c2e9b1e8a0000000002';

export function samplePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    id: GOLF_ID,
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Volkswagen',
    carModel: 'Golf',
    policyNumber: 'POL-1',
    insurer: 'Aviva',
    renewalDate: '2026-12-20',
    isActive: true,
    quotes: [],
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  } as Policy;
}

let next = 100;
export function sampleReminder(overrides: Partial<Reminder> = {}): Reminder {
  next += 1;
  const daysBefore = overrides.daysBefore ?? 30;
  return {
    id: `665f1c2e9b1e8a0000000${next}`,
    policyId: GOLF_ID,
    title: `${daysBefore} day renewal reminder`,
    daysBefore,
    notificationMethods: ['email'],
    // A reminder still to send (one with nothing more to send shows no urgency tag).
    nextDeliveryAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    deliveries: [],
    ...overrides,
  };
}

export function delivery(overrides: Partial<ReminderDelivery>): ReminderDelivery {
  return { channel: 'email', status: 'scheduled', at: null, reason: null, nextAttemptAt: null, attempts: 0, ...overrides };
}
