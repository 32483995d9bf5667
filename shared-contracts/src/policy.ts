import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { calendarDateSchema } from './common';
import { COVERAGE_OPTIONS, DVLA_ALERT_KINDS, INSURER_POLICY_NUMBER_MAX, NAME_MAX, NOTIFICATION_METHODS, REMINDER_DAY_OPTIONS, type DvlaAlertKind } from './constants';
import { MESSAGES } from './messages';
import { quoteSchema } from './quote';
import { isValidUkRegistration, normaliseRegistration } from './rules/registration';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** '' and null mean "not given" for optional fields. */
const absent = lazySchema(() => z.union([z.literal(''), z.null()]).transform(() => undefined));
function optionalField<T extends z.ZodType>(schema: T) {
  return z.union([absent, schema]).optional();
}

/** A required name; too long names the field ('Car Model is too long ...'). */
const requiredText = (tooLong: string) => z.string().trim().min(1, MESSAGES.policyRequiredFields).max(NAME_MAX, tooLong);

/** A registration in any UK format, stored upper case without spaces. */
export const registrationSchema = lazySchema(() =>
  z
    .string()
    .max(12, MESSAGES.invalidRegistration)
    .transform(normaliseRegistration)
    .pipe(
      z
        .string()
        .min(1, { message: MESSAGES.policyRequiredFields, abort: true })
        .refine(isValidUkRegistration, MESSAGES.invalidRegistration),
    )
);

/** A non-negative amount of money with up to 2 decimals, given as a number or a numeric string. */
const moneyText = lazySchema(() =>
  z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(z.string().regex(MONEY, MESSAGES.invalidAmount))
);

/**
 * Last year's premium (issue 25): a money amount like currentPremium; '' or null clears it; left out, it stays as it
 * is on an edit (a caller that does not know the field, such as an older client, must not erase it).
 */
const previousPremium = lazySchema(() =>
  z.union([z.union([z.literal(''), z.null()]).transform(() => null), moneyText]).optional()
);

/**
 * The insurer's own policy number (issue 25: read from the renewal notice; Renewly's policyNumber is its own RN-…):
 * '' or null clears it; left out, it stays as it is on an edit.
 */
const insurerPolicyNumber = lazySchema(() =>
  z
    .union([z.null(), z.string()])
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(INSURER_POLICY_NUMBER_MAX, MESSAGES.insurerPolicyNumberTooLong))
    .transform((v) => v || null)
    .optional()
);

/** POST /api/policies and PUT /api/policies/:id body. */
export const policyInputSchema = lazySchema(() =>
  z
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
      reminderMethods: z
        .array(z.enum(NOTIFICATION_METHODS))
        .min(1, MESSAGES.fillAllFields)
        .max(NOTIFICATION_METHODS.length)
        .transform((methods) => [...new Set(methods)])
        .default(() => ['app' as const]),
    })
    .strict()
);
export type PolicyInput = z.infer<typeof policyInputSchema>;
export type PolicyInputBody = z.input<typeof policyInputSchema>;

/** Household sharing (issue 27): the roles an owner gives, and what a user may do with a policy. */
export const SHARE_ROLES = ['viewer', 'editor'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];
export const POLICY_ACCESS_LEVELS = ['owner', 'editor', 'viewer'] as const;
export type PolicyAccess = (typeof POLICY_ACCESS_LEVELS)[number];

/** A policy as the API returns it. */
export const policySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    registrationNumber: z.string(),
    carManufacturer: z.string(),
    carModel: z.string(),
    policyNumber: z.string(),
    insurer: z.string().nullish(),
    renewalDate: z.string(),
    motExpiryDate: z.string().nullish(),
    roadTaxExpiryDate: z.string().nullish(),
    currentPremium: z.string().nullish(),
    /** Last year's premium, from the renewal notice (ICOBS 6.5.1R: the notice shows it beside the new one). */
    previousPremium: z.string().nullish(),
    /** The insurer's policy number, from the renewal notice. */
    insurerPolicyNumber: z.string().nullish(),
    excess: z.number().nullish(),
    coverage: z.string().nullish(),
    isActive: z.boolean(),
    quotes: z.array(quoteSchema).default([]),
    createdAt: z.string(),
    /** The user's setting: keep the MOT and tax dates current from the DVLA (on unless turned off). */
    dvlaRefresh: z.boolean().default(true),
    /** Whether the server can check with the DVLA at all (a DVLA key is configured). */
    dvlaRefreshAvailable: z.boolean().default(false),
    /** When the DVLA last gave a usable answer for this vehicle (ISO instant). */
    dvlaCheckedAt: z.string().nullish(),
    /** What the DVLA reports that needs the driver's attention, with the day it first said so. */
    dvlaAlerts: z.array(z.object({ kind: z.enum(DVLA_ALERT_KINDS), since: z.string() })).default([]),
    /** What the signed-in user may do with it (absent from older servers: their own, 'owner'). */
    access: z.enum(POLICY_ACCESS_LEVELS).optional(),
    /** Set when someone else shared it with the user: the owner's first name, for the 'Shared by' mark. */
    sharedBy: z.object({ firstName: z.string() }).nullish(),
  })
);
export type Policy = z.infer<typeof policySchema>;

/** POST /api/policies answer: the policy plus how many reminders were made ('... with N reminder(s)' toast). */
export const createdPolicySchema = lazySchema(() => policySchema.extend({ remindersCreated: z.number().int().min(0) }));
export type CreatedPolicy = z.infer<typeof createdPolicySchema>;

/** PATCH /api/policies/:id/status body. */
export const policyStatusUpdateSchema = lazySchema(() => z.object({ isActive: z.boolean() }).strict());
export type PolicyStatusUpdate = z.infer<typeof policyStatusUpdateSchema>;

/** The warning tag's words for each DVLA status alert. */
export const DVLA_ALERT_LABELS: Record<DvlaAlertKind, string> = {
  untaxed: 'DVLA: untaxed',
  sorn: 'DVLA: SORN',
  motInvalid: 'DVLA: MOT not valid',
};
