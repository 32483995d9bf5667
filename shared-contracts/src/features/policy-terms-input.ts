// Not exported from the index: '@renewly/shared-contracts/features/policy-terms-input'. The bodies of the renewal
// answer (POST /api/policies/:id/renewal) and of the history edit (PUT /api/policies/:id/terms), as the API parses
// them and the page's dialog checks them (same rules, same messages).
import { z } from 'zod';
import { COVERAGE_OPTIONS, INSURER_POLICY_NUMBER_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { formatUkDate, londonToday } from '../rules/dates';
import { oneYearOn, TERM_BOUGHT_HOW, TERM_INSURER_MAX, TERM_MESSAGES, TERM_PRICE_MAX, termStartOutOfRange } from '../rules/policy-terms';
import { calendarDateSchema } from './schemas';

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** A price in pounds: more than £0, at most £100,000, up to two decimals; given as a number or a numeric string. */
export const termPriceSchema = z
  .union([z.number(), z.string()], { error: TERM_MESSAGES.priceRequired })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .min(1, { message: TERM_MESSAGES.priceRequired, abort: true })
      .regex(PRICE, { message: TERM_MESSAGES.priceInvalid, abort: true })
      .refine((v) => Number(v) > 0, { message: TERM_MESSAGES.priceTooLow, abort: true })
      .refine((v) => Number(v) <= TERM_PRICE_MAX, TERM_MESSAGES.priceTooHigh),
  );

/** An optional price: '' or null is "not known"; anything else is checked as a price (its own message). */
const optionalPrice = z
  .unknown()
  .transform((v, ctx): string | null => {
    if (v === '' || v === null || v === undefined) return null;
    const parsed = termPriceSchema.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? TERM_MESSAGES.priceInvalid });
    return z.NEVER;
  })
  .optional();

/** An insurer's name as typed: trimmed, required, at most 60 characters. */
export const termInsurerSchema = z
  .string({ error: TERM_MESSAGES.insurerRequired })
  .trim()
  .min(1, TERM_MESSAGES.insurerRequired)
  .max(TERM_INSURER_MAX, TERM_MESSAGES.insurerTooLong);

const insurerPolicyNumber = z
  .union([z.null(), z.string()])
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().max(INSURER_POLICY_NUMBER_MAX, MESSAGES.insurerPolicyNumberTooLong))
  .transform((v) => v || null)
  .optional();

/** An excess in pounds: '' or null is none; 0 to £100,000 with up to two decimals. */
const excess = z
  .unknown()
  .transform((v, ctx): number | null => {
    if (v === '' || v === null || v === undefined) return null;
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (!PRICE.test(text)) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidAmount });
    else if (Number(text) > TERM_PRICE_MAX) ctx.addIssue({ code: 'custom', message: TERM_MESSAGES.priceTooHigh });
    else return Number(text);
    return z.NEVER;
  })
  .optional();

const coverage = z.union([z.literal(''), z.null(), z.enum(COVERAGE_OPTIONS)]).transform((v) => v || null).optional();
const optionalDate = z.union([z.literal(''), z.null()]).transform(() => undefined).or(calendarDateSchema).optional();

/** "What happened at renewal?": the question is about `forRenewalDate` (the date the card showed). */
const renewalAnswerShapes = z.discriminatedUnion('answer', [
  z
    .object({
      answer: z.literal('renewed'),
      forRenewalDate: calendarDateSchema,
      price: termPriceSchema,
      renewalDate: optionalDate,
    })
    .strict(),
  z
    .object({
      answer: z.literal('switched'),
      forRenewalDate: calendarDateSchema,
      insurer: termInsurerSchema,
      price: termPriceSchema,
      insurerPolicyNumber,
      coverage,
      excess,
      renewalDate: optionalDate,
    })
    .strict(),
  z.object({ answer: z.literal('stopped'), forRenewalDate: calendarDateSchema }).strict(),
]);

/** The answer, with a new renewal date given after the one answered and at most two years on. */
export const renewalAnswerSchema = renewalAnswerShapes.superRefine((a, ctx) => {
  if (a.answer === 'stopped' || !a.renewalDate) return;
  const last = oneYearOn(a.forRenewalDate, 2);
  if (a.renewalDate <= a.forRenewalDate) {
    ctx.addIssue({ code: 'custom', path: ['renewalDate'], message: TERM_MESSAGES.renewalDateOrder(formatUkDate(a.forRenewalDate)) });
  } else if (a.renewalDate > last) {
    ctx.addIssue({ code: 'custom', path: ['renewalDate'], message: TERM_MESSAGES.renewalDateTooFar(formatUkDate(last)) });
  }
});
export type RenewalAnswer = z.infer<typeof renewalAnswerSchema>;
export type RenewalAnswerBody = z.input<typeof renewalAnswerSchema>;

/** One earlier year as the history edit takes it. */
export const termInputSchema = z
  .object({
    start: calendarDateSchema,
    end: calendarDateSchema,
    insurer: z.union([z.literal(''), z.null(), z.string().trim().max(TERM_INSURER_MAX, TERM_MESSAGES.insurerTooLong)]).transform((v) => v || null).optional(),
    insurerPolicyNumber,
    coverage,
    excess,
    renewalOffer: optionalPrice,
    pricePaid: optionalPrice,
    bought: z.enum(TERM_BOUGHT_HOW).nullish(),
  })
  .strict()
  .refine((t) => t.end > t.start, { message: TERM_MESSAGES.termDates, path: ['end'] })
  // Within 50 years back and next year here; the API and the dialog also hold it to the plate's registration month.
  .superRefine((t, ctx) => {
    const wrong = termStartOutOfRange(t.start, null, londonToday());
    if (wrong) ctx.addIssue({ code: 'custom', message: wrong, path: ['start'] });
  });

/** PUT /api/policies/:id/terms: the whole history, oldest first, no two years overlapping. */
export const termsInputSchema = z
  .object({ terms: z.array(termInputSchema).max(50) })
  .strict()
  .superRefine(({ terms }, ctx) => {
    // The message sits on the later year's start, at its place in the list as given (the dialog's row).
    const sorted = terms.map((term, index) => ({ term, index })).sort((a, b) => (a.term.start < b.term.start ? -1 : 1));
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.term.start < sorted[i - 1]!.term.end) {
        ctx.addIssue({ code: 'custom', message: TERM_MESSAGES.termOverlap, path: ['terms', sorted[i]!.index, 'start'] });
      }
    }
  });
export type TermsInput = z.infer<typeof termsInputSchema>;
export type TermsInputBody = z.input<typeof termsInputSchema>;

/**
 * The price history dialog's schema: the API's own (termsInputSchema), plus the rule the API checks against the
 * stored policy (every earlier year ends by the start of the current one), here on the field that breaks it.
 */
export function termHistoryFormSchema(currentStart: string, registrationNumber?: string | null) {
  return termsInputSchema.superRefine(({ terms }, ctx) => {
    terms.forEach((t, i) => {
      if (t.end > currentStart) ctx.addIssue({ code: 'custom', message: TERM_MESSAGES.termAfterCurrent, path: ['terms', i, 'end'] });
      const wrong = registrationNumber ? termStartOutOfRange(t.start, registrationNumber, londonToday()) : null;
      if (wrong) ctx.addIssue({ code: 'custom', message: wrong, path: ['terms', i, 'start'] });
    });
  });
}

/** The renewal dialog's fields, all as typed (the dialog shows those its answer needs). */
export interface RenewalAnswerFormValues {
  answer: 'renewed' | 'switched' | 'stopped';
  price: string;
  insurer: string;
  insurerPolicyNumber: string;
  coverage: string;
  excess: string;
  renewalDate: string;
}

/** The API body for the dialog's values: only what the answer takes. */
export function renewalAnswerBody(v: RenewalAnswerFormValues, forRenewalDate: string): RenewalAnswerBody {
  if (v.answer === 'stopped') return { answer: 'stopped', forRenewalDate };
  const common = { forRenewalDate, price: v.price, ...(v.renewalDate.trim() ? { renewalDate: v.renewalDate.trim() } : {}) };
  if (v.answer === 'renewed') return { answer: 'renewed', ...common };
  const coverage = v.coverage as Extract<RenewalAnswerBody, { answer: 'switched' }>['coverage'];
  return { answer: 'switched', ...common, insurer: v.insurer, insurerPolicyNumber: v.insurerPolicyNumber, coverage, excess: v.excess };
}

/** The dialog's schema: the API's own rules and messages, each on its field. Its output is the API body. */
export function renewalAnswerFormSchema(forRenewalDate: string) {
  return z
    .object({
      answer: z.enum(['renewed', 'switched', 'stopped']),
      price: z.string(),
      insurer: z.string(),
      insurerPolicyNumber: z.string(),
      coverage: z.string(),
      excess: z.string(),
      renewalDate: z.string(),
    })
    .superRefine((v, ctx) => {
      const parsed = renewalAnswerSchema.safeParse(renewalAnswerBody(v, forRenewalDate));
      if (parsed.success) return;
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'price');
        if (seen.has(field)) continue;
        seen.add(field);
        ctx.addIssue({ code: 'custom', path: [field in v ? field : 'price'], message: issue.message });
      }
    })
    .transform((v) => renewalAnswerSchema.parse(renewalAnswerBody(v, forRenewalDate)));
}
