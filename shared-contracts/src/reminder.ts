import { REMINDER_DAY_OPTIONS } from './constants';
import { displayRegistration } from './rules/registration';

// The reminder schemas (inputs, forms, the reminder as the API returns it) are in features/schemas/reminder.ts.
export type {
  Reminder,
  ReminderDelivery,
  ReminderEditFormValues,
  ReminderFormValues,
  ReminderInput,
} from './features/schemas/reminder';

/** What a reminder counts down to: the renewal (spec default), the MOT expiry or the road-tax due date. */
export const REMINDER_TARGETS = ['renewal', 'mot', 'roadTax'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];

const TARGET_WORDS = { renewal: 'renewal', mot: 'MOT', roadTax: 'road tax' } as const;

/**
 * Day options per target. Renewal: spec §9. MOT and road tax follow the GOV.UK services (see
 * /work/shared/data/uk-references.md, 'GOV.UK reminder services'): DVSA's MOT reminder goes one month before expiry,
 * and at launch again two weeks before; DVLA's vehicle tax reminder (V11) comes in the month before tax is due.
 */
export const TARGET_DAY_OPTIONS = { renewal: REMINDER_DAY_OPTIONS, mot: [30, 14], roadTax: [30] } as const;

/** Spec §3: '{N} day renewal reminder'; MOT and road tax say which ('30 day MOT reminder', '30 day road tax reminder'). */
export function reminderTitle(daysBefore: number, target: ReminderTarget = 'renewal'): string {
  return `${daysBefore} day ${TARGET_WORDS[target]} reminder`;
}

/**
 * A reminder notice's title (the bell, a push, the in-page timer): its heading and the car, so two cars' notices differ:
 * 'Renewal reminder: Volkswagen Golf (AB12CDE)'.
 */
export function reminderNoticeTitle(
  heading: string,
  car: { carManufacturer?: string | null; carModel?: string | null; registrationNumber: string },
): string {
  const vehicle = `${car.carManufacturer ?? ''} ${car.carModel ?? ''}`.trim();
  const plate = displayRegistration(car.registrationNumber);
  return vehicle ? `${heading}: ${vehicle} (${plate})` : `${heading}: ${plate}`;
}

/** The reminder form's default method (spec §5). */
export const DEFAULT_REMINDER_METHODS = ['email'] as const;

/** A delivery's status, after GOV.UK Notify's model. */
export const DELIVERY_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'temporary-failure',
  'permanent-failure',
  'skipped',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

