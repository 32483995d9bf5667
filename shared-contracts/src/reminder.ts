import type { ReminderTarget } from './constants';
import { displayRegistration } from './rules/registration';

// The reminder schemas (inputs, forms, the reminder as the API returns it) are in features/schemas/reminder.ts.
export type {
  Reminder,
  ReminderDelivery,
  ReminderEditFormValues,
  ReminderFormValues,
  ReminderInput,
} from './features/schemas/reminder';


const TARGET_WORDS = { renewal: 'renewal', mot: 'MOT', roadTax: 'road tax', bestDay: 'best day' } as const;

/** The 'Best day to get quotes' reminder's name (issue 39 §2): its title, label and calendar event. */
export const BEST_DAY_REMINDER_LABEL = 'Best day to get quotes';


/** Spec §3: '{N} day renewal reminder'; MOT and road tax say which ('30 day MOT reminder', '30 day road tax reminder'). */
export function reminderTitle(daysBefore: number, target: ReminderTarget = 'renewal'): string {
  if (target === 'bestDay') return BEST_DAY_REMINDER_LABEL;
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


