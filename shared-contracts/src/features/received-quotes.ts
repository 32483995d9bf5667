// Not exported from the index: '@renewly/shared-contracts/features/received-quotes' (issue 39 §3, "Quotes you got").
// The body of POST and PUT /api/policies/:id/received-quotes[/:quoteId], as the API parses it and the dialog's form
// checks it, with its messages. The comparison rules (no zod) are in received-quotes-compare.ts.
import { z } from 'zod';
import { COVERAGE_OPTIONS, QUOTE_ADD_ONS } from '../constants';
import { isCalendarDate, londonToday } from '../rules/dates';
import { oneYearOn } from '../rules/policy-terms';
import { objectIdSchema } from './schemas';
import { RECEIVED_QUOTE_SOURCES } from './received-quotes-compare';

export * from './received-quotes-compare';

/** The section's name on the page, and what a reader of the code looks for. */
export const RECEIVED_QUOTES_TITLE = 'Quotes you got';
export const RECEIVED_QUOTE_INSURER_MAX = 60;
export const RECEIVED_QUOTE_PRICE_MAX = 100_000;
export const RECEIVED_QUOTE_REFERENCE_MAX = 300;
/** Quotes one policy may keep for one insurance year (more is a list nobody reads, or a script). */
export const MAX_RECEIVED_QUOTES_PER_TERM = 50;

export const RECEIVED_QUOTE_MESSAGES = {
  insurerRequired: "Enter the insurer's name",
  insurerTooLong: `The insurer's name is too long (at most ${RECEIVED_QUOTE_INSURER_MAX} characters)`,
  priceRequired: 'Enter the annual price in pounds, like 540 or 540.50',
  priceDecimals: 'Enter the price in pounds and pence, with at most two decimals (like 540.50)',
  priceTooLow: 'The annual price must be more than £0',
  priceTooHigh: 'The annual price must be £100,000 or less',
  excessInvalid: 'Enter the excess in pounds, with at most two decimals (0 if there is none)',
  excessTooHigh: 'The excess must be £100,000 or less',
  coverRequired: 'Choose the cover the quote is for',
  sourceRequired: 'Choose where you got the quote',
  dateInvalid: 'Enter the date you were given the quote, a real date (DD/MM/YYYY)',
  dateInFuture: "The date you were given the quote can't be in the future",
  dateTooOld: 'The date you were given the quote must be within the last 12 months',
  referenceTooLong: `The reference or link is too long (at most ${RECEIVED_QUOTE_REFERENCE_MAX} characters)`,
  referenceLink: 'A link must start with http:// or https://',
  addOnInvalid: 'Choose add-ons from the list',
  notFound: 'Quote not found',
  tooMany: `You can keep up to ${MAX_RECEIVED_QUOTES_PER_TERM} quotes for one renewal. Delete one you no longer need first.`,
  added: 'Quote added',
  updated: 'Quote updated',
  deleted: 'Quote deleted',
} as const;

const M = RECEIVED_QUOTE_MESSAGES;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** A sum typed as a number or text ('540', '540.50', '£1,200'): its text, or '' when it is neither. */
const amountText = (value: unknown): string =>
  typeof value === 'number'
    ? Number.isFinite(value) ? String(value) : 'x'
    : typeof value === 'string' ? value.trim().replace(/^£/, '').replace(/,/g, '') : '';

/** Pounds with at most two decimals, from min (exclusive with `above`) to £100,000, each refusal with its own words. */
function pounds(words: { required: string; decimals: string; tooLow: string; tooHigh: string }, above: boolean) {
  return z.unknown().transform((value, ctx) => {
    const text = amountText(value);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail(words.required);
    if (/^-\d/.test(text) && Number.isFinite(Number(text))) return fail(words.tooLow);
    if (/^\d+\.\d{3,}$/.test(text)) return fail(words.decimals);
    if (!MONEY.test(text)) return fail(words.required);
    const amount = Number(text);
    if (above ? amount <= 0 : amount < 0) return fail(words.tooLow);
    if (amount > RECEIVED_QUOTE_PRICE_MAX) return fail(words.tooHigh);
    return amount;
  });
}

const annualPrice = pounds({ required: M.priceRequired, decimals: M.priceDecimals, tooLow: M.priceTooLow, tooHigh: M.priceTooHigh }, true);
const excess = pounds({ required: M.excessInvalid, decimals: M.excessInvalid, tooLow: M.excessInvalid, tooHigh: M.excessTooHigh }, false);

/** Free text, or a link: a link only as http(s), so no `javascript:` or `data:` address is ever kept or shown. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\S/i;
export function isAllowedReference(text: string): boolean {
  if (!SCHEME.test(text)) return true;
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}
/** A reference that is a link the page may show as one. */
export const isReferenceLink = (reference: string | null | undefined): reference is string =>
  !!reference && /^https?:\/\//i.test(reference) && isAllowedReference(reference);

const reference = z
  .union([z.null(), z.string()])
  .transform((v) => (v ?? '').trim())
  .pipe(z.string().max(RECEIVED_QUOTE_REFERENCE_MAX, M.referenceTooLong).refine(isAllowedReference, M.referenceLink))
  .transform((v) => v || null)
  .optional()
  .transform((v) => v ?? null);

/** Add-ons, each once. */
const addOnsSchema = z
  .array(z.enum(QUOTE_ADD_ONS, { error: M.addOnInvalid }))
  .max(QUOTE_ADD_ONS.length)
  .transform((addOns) => [...new Set(addOns)]);

/**
 * The renewal offer typed in "Quotes you got" when no notice was imported (issue 51): the insurer's price for the
 * coming year and its add-ons. The dialog saves it as the notice import does (PUT /api/policies/:id).
 */
export const renewalOfferFormSchema = z.object({ renewalOffer: annualPrice, addOns: addOnsSchema });
export type RenewalOfferFormValues = z.input<typeof renewalOfferFormSchema>;

/** POST /api/policies/:id/received-quotes and PUT .../:quoteId body (the whole quote). */
export const receivedQuoteInputSchema = z
  .object({
    insurer: z
      .string({ error: M.insurerRequired })
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, M.insurerRequired).max(RECEIVED_QUOTE_INSURER_MAX, M.insurerTooLong)),
    annualPrice,
    excess,
    coverage: z.enum(COVERAGE_OPTIONS, { error: M.coverRequired }),
    source: z.enum(RECEIVED_QUOTE_SOURCES, { error: M.sourceRequired }),
    quotedOn: z
      .string({ error: M.dateInvalid })
      .trim()
      .refine(isCalendarDate, { message: M.dateInvalid, abort: true })
      .refine((d) => d <= londonToday(), { message: M.dateInFuture, abort: true })
      // A quote is for the coming renewal: one older than a year is a mistyped year ('1990').
      .refine((d) => d >= oneYearOn(londonToday(), -1), M.dateTooOld),
    reference,
    /** The add-ons the quote includes (issue 51); left out: none. */
    addOns: addOnsSchema.optional().transform((v) => v ?? []),
  })
  .strict();
export type ReceivedQuoteInput = z.infer<typeof receivedQuoteInputSchema>;
export type ReceivedQuoteInputBody = z.input<typeof receivedQuoteInputSchema>;

/** Route params `{ id, quoteId }`: /api/policies/:id/received-quotes/:quoteId. */
export const receivedQuoteParamsSchema = z.object({ id: objectIdSchema, quoteId: objectIdSchema }).strict();

/** GET /api/policies/:id/received-quotes answer: the current insurance year's quotes. */
export interface ReceivedQuoteList {
  policyId: string;
  /** The renewal date of the insurance year listed (the policy's renewal date now). */
  termRenewalDate: string;
  quotes: import('./received-quotes-compare').ReceivedQuote[];
  /** The cheapest like-for-like quote (the same rule as the page), for a 'Switched insurer' prefill. */
  cheapestLikeForLike: import('./received-quotes-compare').ReceivedQuote | null;
}
