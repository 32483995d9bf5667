// Not exported from the index: '@renewly/shared-contracts/features/policy-input'. The body of POST /api/policies and
// PUT /api/policies/:id, as the API parses it and the policy form checks it (features/policy-form.ts); a page that only
// shows policies (the dashboard's first load) does not carry it.
import { z } from 'zod';
import { COVERAGE_OPTIONS, INSURER_POLICY_NUMBER_MAX, NAME_MAX, NOTIFICATION_METHODS, QUOTE_ADD_ONS, REMINDER_DAY_OPTIONS } from '../constants';
import { MESSAGES } from '../messages';
import { isValidUkRegistration, normaliseRegistration } from '../rules/registration';
import { calendarDateSchema } from './schemas';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** '' and null mean "not given" for optional fields. */
const absent = z.union([z.literal(''), z.null()]).transform(() => undefined);
function optionalField<T extends z.ZodType>(schema: T) {
  return z.union([absent, schema]).optional();
}

/** A required name; too long names the field ('Car Model is too long ...'). */
const requiredText = (tooLong: string) => z.string().trim().min(1, MESSAGES.policyRequiredFields).max(NAME_MAX, tooLong);

/** A registration in any UK format, stored upper case without spaces. */
export const registrationSchema = z
  .string()
  .max(12, MESSAGES.invalidRegistration)
  .transform(normaliseRegistration)
  .pipe(
    z
      .string()
      .min(1, { message: MESSAGES.policyRequiredFields, abort: true })
      .refine(isValidUkRegistration, MESSAGES.invalidRegistration),
  );

/** A non-negative amount of money with up to 2 decimals, given as a number or a numeric string. */
const moneyText = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(z.string().regex(MONEY, MESSAGES.invalidAmount));

/**
 * Last year's premium (issue 25): a money amount like currentPremium; '' or null clears it; left out, it stays as it
 * is on an edit (a caller that does not know the field, such as an older client, must not erase it).
 */
const previousPremium = z.union([z.union([z.literal(''), z.null()]).transform(() => null), moneyText]).optional();

/**
 * The insurer's own policy number (issue 25: read from the renewal notice; Renewly's policyNumber is its own RN-…):
 * '' or null clears it; left out, it stays as it is on an edit.
 */
const insurerPolicyNumber = z
  .union([z.null(), z.string()])
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().max(INSURER_POLICY_NUMBER_MAX, MESSAGES.insurerPolicyNumberTooLong))
  .transform((v) => v || null)
  .optional();

/** POST /api/policies and PUT /api/policies/:id body. */
export const policyInputSchema = z
  .object({
    registrationNumber: registrationSchema,
    carManufacturer: requiredText(MESSAGES.carMakeTooLong),
    carModel: requiredText(MESSAGES.carModelTooLong),
    insurer: optionalField(z.string().trim().max(NAME_MAX, MESSAGES.insurerTooLong)),
    renewalDate: z.string().min(1, MESSAGES.policyRequiredFields).pipe(calendarDateSchema),
    motExpiryDate: optionalField(calendarDateSchema),
    roadTaxExpiryDate: optionalField(calendarDateSchema),
    currentPremium: optionalField(moneyText),
    previousPremium,
    insurerPolicyNumber,
    /**
     * The notice's renewal premium as the insurer's offer for the next year (issue 39: rules/policy-terms.ts); sent by
     * the notice import; '' or null clears it; left out, it stays.
     */
    renewalOffer: previousPremium,
    /** The add-ons that offer includes (issue 51): null clears them (not recorded); left out, they stay. */
    renewalOfferAddOns: z
      .array(z.enum(QUOTE_ADD_ONS))
      .max(QUOTE_ADD_ONS.length)
      .transform((addOns) => [...new Set(addOns)])
      .nullable()
      .optional(),
    // The number conversion sits outside the union so a bad amount reports invalidAmount, not "Invalid input".
    excess: optionalField(moneyText).transform((v) => (v === undefined ? undefined : Number(v))),
    coverage: optionalField(z.enum(COVERAGE_OPTIONS)),
    isActive: z.boolean().default(true),
    // Keep the MOT and road-tax dates current from the DVLA (issue 26); left out: unchanged (on for a new policy).
    dvlaRefresh: z.boolean().optional(),
    reminderDays: z
      .array(z.literal(REMINDER_DAY_OPTIONS))
      .max(REMINDER_DAY_OPTIONS.length)
      .transform((days) => [...new Set(days)])
      .optional(),
    /** Also a 'Best day to get quotes' reminder (26 days before renewal, issue 39 §2), by reminderMethods. */
    bestDayReminder: z.boolean().optional(),
    reminderMethods: z
      .array(z.enum(NOTIFICATION_METHODS))
      .min(1, MESSAGES.fillAllFields)
      .max(NOTIFICATION_METHODS.length)
      .transform((methods) => [...new Set(methods)])
      .default(() => ['app' as const]),
  })
  .strict();
export type PolicyInput = z.infer<typeof policyInputSchema>;
export type PolicyInputBody = z.input<typeof policyInputSchema>;

