// The policy dialog's form (spec §5): its values, its schema (each field's own message, then the API schema's
// rules) and the API body it gives. Kept here because the apps take every zod schema from the contracts.
import { z } from 'zod';
import { daysAlreadyPassed } from './reminder-timing';
import { policyInputSchema } from './policy-input';
import { BEST_QUOTE_DAYS_BEFORE, NOTIFICATION_METHODS, type NotificationMethod, MESSAGES, type Policy, type PolicyInputBody, isCalendarDate, londonToday, displayRegistration, normaliseRegistration } from '@renewly/shared-contracts';

/** What the policy dialog edits (strings as typed, numbers from the numeric inputs). */
export interface PolicyFormValues {
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  insurer: string;
  /** Dates: 'YYYY-MM-DD', '' or text the user typed that is not a real date (the schema rejects it). */
  renewalDate: string;
  motExpiryDate: string;
  roadTaxExpiryDate: string;
  currentPremium: number | null;
  /** Last year's premium (issue 25). */
  previousPremium: number | null;
  excess: number | null;
  coverage: string;
  isActive: boolean;
  /** Keep the MOT and tax dates current from the DVLA (issue 26); on by default. */
  dvlaRefresh: boolean;
  reminderDays: number[];
  /** A 'Best day to get quotes' reminder (issue 39 §2): offered ticked when a policy is added. */
  bestDayReminder: boolean;
  reminderMethods: NotificationMethod[];
}

export const EMPTY_POLICY_FORM: PolicyFormValues = {
  registrationNumber: '',
  carManufacturer: '',
  carModel: '',
  insurer: '',
  renewalDate: '',
  motExpiryDate: '',
  roadTaxExpiryDate: '',
  currentPremium: null,
  previousPremium: null,
  excess: null,
  coverage: '',
  isActive: true,
  dvlaRefresh: true,
  reminderDays: [],
  bestDayReminder: true,
  // Spec §5: reminder methods in the policy form default to app.
  reminderMethods: ['app'],
};

/** A stored money string as the numeric input's value (null when absent or not a number). */
function amountOf(value: string | null | undefined): number | null {
  const n = value == null || value === '' ? null : Number(value);
  return n !== null && Number.isFinite(n) ? n : null;
}

export function policyFormValues(policy: Policy): PolicyFormValues {
  return {
    ...EMPTY_POLICY_FORM,
    // Spaced as the cards show it.
    registrationNumber: displayRegistration(policy.registrationNumber),
    carManufacturer: policy.carManufacturer,
    carModel: policy.carModel,
    insurer: policy.insurer ?? '',
    renewalDate: policy.renewalDate,
    motExpiryDate: policy.motExpiryDate ?? '',
    roadTaxExpiryDate: policy.roadTaxExpiryDate ?? '',
    currentPremium: amountOf(policy.currentPremium),
    previousPremium: amountOf(policy.previousPremium),
    excess: policy.excess ?? null,
    coverage: policy.coverage ?? '',
    isActive: policy.isActive,
    dvlaRefresh: policy.dvlaRefresh,
  };
}

export const POLICY_REQUIRED_FIELDS = ['registrationNumber', 'carManufacturer', 'carModel', 'renewalDate'] as const;
const DATE_FIELDS = ['renewalDate', 'motExpiryDate', 'roadTaxExpiryDate'] as const;
const MAX_PLATE_CHARS = 7;


/** True when the renewal date is a real date before today (London). */
export function renewalHasPassed(renewalDate: string, today: string = londonToday()): boolean {
  return isCalendarDate(renewalDate) && renewalDate < today;
}

/** The same day and month in the first year it is still ahead (29 February becomes the 28th in other years). */
export function sameDateNextYear(date: string, today: string = londonToday()): string {
  const [year, monthDay] = [Number(date.slice(0, 4)), date.slice(4)];
  for (let y = year + 1; ; y += 1) {
    const candidate = isCalendarDate(`${y}${monthDay}`) ? `${y}${monthDay}` : `${y}-02-28`;
    if (candidate > today) return candidate;
  }
}

/** The chosen reminder days whose one delivery (that many days before renewal) would be before today. */
export function pastReminderDays(renewalDate: string, days: readonly number[], today: string = londonToday()): number[] {
  return isCalendarDate(renewalDate) ? daysAlreadyPassed(renewalDate, days, today) : [];
}

/** The API body for valid form values. Reminders are only sent when creating, and only those still to come. */
export function toPolicyBody(values: PolicyFormValues, mode: 'create' | 'edit', today: string = londonToday()): PolicyInputBody {
  const body: PolicyInputBody = {
    registrationNumber: normaliseRegistration(values.registrationNumber),
    carManufacturer: values.carManufacturer.trim(),
    carModel: values.carModel.trim(),
    insurer: values.insurer,
    renewalDate: values.renewalDate,
    motExpiryDate: values.motExpiryDate,
    roadTaxExpiryDate: values.roadTaxExpiryDate,
    currentPremium: values.currentPremium === null ? '' : String(values.currentPremium),
    previousPremium: values.previousPremium === null ? '' : String(values.previousPremium),
    excess: values.excess === null ? '' : values.excess,
    coverage: values.coverage as PolicyInputBody['coverage'],
    isActive: values.isActive,
    dvlaRefresh: values.dvlaRefresh,
  };
  const past = pastReminderDays(values.renewalDate, values.reminderDays, today);
  const reminderDays = values.reminderDays.filter((d) => !past.includes(d));
  // The best day is only asked for while it is still ahead (or today), as the renewal reminders are.
  const bestDay = values.bestDayReminder && pastReminderDays(values.renewalDate, [BEST_QUOTE_DAYS_BEFORE], today).length === 0;
  if (mode === 'create' && reminderDays.length > 0) body.reminderDays = reminderDays as PolicyInputBody['reminderDays'];
  if (mode === 'create' && bestDay && isCalendarDate(values.renewalDate)) body.bestDayReminder = true;
  if (mode === 'create' && (reminderDays.length > 0 || body.bestDayReminder)) body.reminderMethods = values.reminderMethods;
  return body;
}

const formShape = z.object({
  registrationNumber: z.string(),
  carManufacturer: z.string(),
  carModel: z.string(),
  insurer: z.string(),
  renewalDate: z.string(),
  motExpiryDate: z.string(),
  roadTaxExpiryDate: z.string(),
  currentPremium: z.number().nullable(),
  previousPremium: z.number().nullable(),
  excess: z.number().nullable(),
  coverage: z.string(),
  isActive: z.boolean(),
  dvlaRefresh: z.boolean(),
  reminderDays: z.array(z.number()),
  bestDayReminder: z.boolean(),
  reminderMethods: z.array(z.enum(NOTIFICATION_METHODS)),
});

/**
 * The dialog's schema: each field gets its own message (a missing required field 'Required', a date that is not
 * real, a plate longer than a UK plate can be), then the shared API schema's rules, each on its field. Its output is
 * the API body.
 */
export function policyFormSchema(mode: 'create' | 'edit', today: string = londonToday()) {
  return formShape
    .superRefine((values, ctx) => {
      const fail = (field: keyof PolicyFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      for (const field of POLICY_REQUIRED_FIELDS) if (!values[field].trim()) fail(field, MESSAGES.required);
      if (normaliseRegistration(values.registrationNumber).length > MAX_PLATE_CHARS) {
        fail('registrationNumber', MESSAGES.registrationTooLong);
      }
      for (const field of DATE_FIELDS) {
        if (values[field].trim() && !isCalendarDate(values[field])) fail(field, MESSAGES.invalidUkDate);
      }
      if (ctx.issues.length > 0) return;
      const parsed = policyInputSchema.safeParse(toPolicyBody(values, mode, today));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'registrationNumber') as keyof PolicyFormValues;
        fail(field in values ? field : 'registrationNumber', issue.message);
      }
    })
    .transform((values) => toPolicyBody(values, mode, today));
}

/** Is a required field missing? Then the dialog also shows the spec's one message at the top. */
export function missesRequiredField(values: PolicyFormValues): boolean {
  return POLICY_REQUIRED_FIELDS.some((field) => !values[field].trim());
}
