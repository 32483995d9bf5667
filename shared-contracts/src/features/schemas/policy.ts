// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { DVLA_ALERT_KINDS, POLICY_ACCESS_LEVELS, QUOTE_ADD_ONS } from '../../constants';
import { TERM_BOUGHT_HOW } from '../../rules/policy-terms';
import { lazySchema } from '../../lazy-schema';
import { quoteSchema } from './quote';

/** One earlier insurance year of a policy (issue 39 §1; rules/policy-terms.ts). */
export const policyTermSchema = lazySchema(() =>
  z.object({
    start: z.string(),
    end: z.string(),
    insurer: z.string().nullable(),
    insurerPolicyNumber: z.string().nullable(),
    coverage: z.string().nullable(),
    excess: z.number().nullable(),
    renewalOffer: z.string().nullable(),
    pricePaid: z.string().nullable(),
    bought: z.enum(TERM_BOUGHT_HOW).nullable(),
  })
);

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
    /** The insurer's renewal offer for the year starting at renewalDate (from the notice; rules/policy-terms.ts). */
    renewalOffer: z.string().nullish(),
    /** The add-ons that offer includes, when recorded (issue 51); null: not recorded. */
    renewalOfferAddOns: z.array(z.enum(QUOTE_ADD_ONS)).nullish(),
    /** The current year's first day (a year before renewalDate unless a rollover set it). */
    termStart: z.string().nullish(),
    /** How the current year was bought; absent: 'new'. */
    termBought: z.enum(TERM_BOUGHT_HOW).nullish(),
    /** The renewal offer that was made for the current year (moved here from renewalOffer at the rollover). */
    termRenewalOffer: z.string().nullish(),
    /** Earlier years, oldest first. */
    terms: z.array(policyTermSchema).optional(),
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
    /** The DVLA has no vehicle under this registration (likely a typo): the dates are not kept current. */
    dvlaNotFound: z.boolean().default(false),
    /** What the signed-in user may do with it (absent from older servers: their own, 'owner'). */
    access: z.enum(POLICY_ACCESS_LEVELS).optional(),
    /** Set when someone else shared it with the user: the owner's first name, for the 'Shared by' mark. */
    sharedBy: z.object({ firstName: z.string() }).nullish(),
  })
);
export type Policy = z.infer<typeof policySchema>;

/** POST /api/policies answer: the policy plus how many reminders were made ('... with N reminder(s)' toast). */
/** GET /api/policies answer. */
export const policyListSchema = lazySchema(() => z.array(policySchema));

export const createdPolicySchema = lazySchema(() => policySchema.extend({ remindersCreated: z.number().int().min(0) }));
export type CreatedPolicy = z.infer<typeof createdPolicySchema>;

/** PATCH /api/policies/:id/status body. */
export const policyStatusUpdateSchema = lazySchema(() => z.object({ isActive: z.boolean() }).strict());
export type PolicyStatusUpdate = z.infer<typeof policyStatusUpdateSchema>;
