// Policy years (issue 39 §1, §5, §6): a policy keeps one term per insurance year. The policy's own fields are the
// current term (insurer, numbers, cover, excess, currentPremium); earlier terms are its history (`terms`, oldest
// first). Pure rules and wording, no zod: the card and the dashboard draw with them on the first paint.
//
// The renewal offer: the insurer's price for the NEXT year, read from the renewal notice. The notice import keeps
// writing it into currentPremium (and the price paid this year into previousPremium, as before issue 39: the
// price-rise note compares the two), and also stores it as `renewalOffer`. So while `renewalOffer` is set,
// currentPremium is the offer and previousPremium is this year's price; without it, currentPremium is this year's
// price. At the rollover the offer moves onto the new term (`termRenewalOffer`), so each term keeps the offer made
// for it beside the price actually paid.
import { plateRegistrationMonth } from '../features/plate-age';
import { addDays, formatUkDate } from './dates';
import { formatGBP } from './money';

export const TERM_BOUGHT_HOW = ['renewed', 'switched', 'new'] as const;
export type TermBoughtHow = (typeof TERM_BOUGHT_HOW)[number];

/** One insurance year. Dates 'YYYY-MM-DD'; `end` is the renewal date that closed it. Money as numeric strings. */
export interface PolicyTerm {
  start: string;
  end: string;
  insurer: string | null;
  insurerPolicyNumber: string | null;
  coverage: string | null;
  excess: number | null;
  /** The insurer's renewal offer for this year (from the notice), when known. */
  renewalOffer: string | null;
  /** The price actually paid for this year, when known. */
  pricePaid: string | null;
  bought: TermBoughtHow | null;
}

/** What the rules read of a policy (the API's Policy has all of it). */
export interface PolicyTermsView {
  registrationNumber?: string;
  renewalDate: string;
  currentPremium?: string | null;
  previousPremium?: string | null;
  renewalOffer?: string | null;
  termStart?: string | null;
  termRenewalOffer?: string | null;
  terms?: readonly PolicyTerm[];
  isActive?: boolean;
}

/** Highest price a term, offer or answer may carry (£100,000). */
export const TERM_PRICE_MAX = 100_000;
/** Insurer names in an answer: trimmed, at most this long. */
export const TERM_INSURER_MAX = 60;
/** The renewal question may be answered from this many days before the renewal date (the quote window). */
export const RENEWAL_ANSWER_EARLIEST_DAYS = 30;
/** No answer this many days after the renewal date: the card asks whether the car is still insured. */
export const STILL_INSURED_AFTER_DAYS = 30;

/** An earlier year may start at most this many years back when the plate does not date the car. */
export const TERM_HISTORY_MAX_YEARS = 50;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The earliest day a policy year may start (issue 51): the car's first registration month as its plate gives it (a
 * cherished plate can't make a car look newer, so the car is at least that old), else 50 years before `today`.
 */
export function earliestTermStart(registrationNumber: string | null | undefined, today: string): { date: string; registered: string | null } {
  const reg = registrationNumber ? plateRegistrationMonth(registrationNumber) : null;
  if (reg) return { date: `${reg.year}-${String(reg.month).padStart(2, '0')}-01`, registered: `${MONTH_NAMES[reg.month - 1]} ${reg.year}` };
  return { date: oneYearOn(today, -TERM_HISTORY_MAX_YEARS), registered: null };
}

/** The latest day a policy year may start: the end of next year. */
export const latestTermStart = (today: string): string => `${Number(today.slice(0, 4)) + 1}-12-31`;

/** The message for a year starting outside those bounds, or null when it is inside them. */
export function termStartOutOfRange(start: string, registrationNumber: string | null | undefined, today: string): string | null {
  const earliest = earliestTermStart(registrationNumber, today);
  if (start < earliest.date) {
    return earliest.registered ? TERM_MESSAGES.termBeforeRegistration(earliest.registered) : TERM_MESSAGES.termTooEarly(formatUkDate(earliest.date));
  }
  return start > latestTermStart(today) ? TERM_MESSAGES.termTooLate(Number(today.slice(0, 4)) + 1) : null;
}

/** The day a year on (29 February goes to 28 February). */
export function oneYearOn(date: string, years = 1): string {
  const [y, m, d] = date.split('-');
  const target = `${Number(y) + years}-${m}-${d}`;
  return m === '02' && d === '29' && (Number(y) + years) % 4 !== 0 ? `${Number(y) + years}-02-28` : target;
}

/** The current term's first day: stored since its rollover, else a year before the renewal date. */
export const currentTermStart = (p: Pick<PolicyTermsView, 'renewalDate' | 'termStart'>): string => p.termStart ?? oneYearOn(p.renewalDate, -1);

/** The price paid for the current year: previousPremium while the notice's offer sits in currentPremium. */
export function currentTermPrice(p: PolicyTermsView): string | null {
  return (p.renewalOffer ? p.previousPremium : p.currentPremium) ?? null;
}

/** The price the renewal question starts from: the notice's offer, else this year's price. */
export const renewalPricePrefill = (p: PolicyTermsView): string | null => p.renewalOffer ?? currentTermPrice(p);

export interface YearPrice {
  /** The calendar year the term started in. */
  year: number;
  start: string;
  end: string;
  paid: number | null;
  offer: number | null;
}

const amount = (v: string | null | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * Last year's price typed into the form (or kept from before the history existed) as last year's term: it counts
 * while no notice's offer is held and no stored year ends where the current one starts; null otherwise.
 */
export function impliedLastYearTerm(p: PolicyTermsView): PolicyTerm | null {
  const start = currentTermStart(p);
  if (p.renewalOffer || !p.previousPremium || (p.terms ?? []).some((t) => t.end === start)) return null;
  const none = { insurer: null, insurerPolicyNumber: null, coverage: null, excess: null, renewalOffer: null, bought: null };
  return { ...none, start: oneYearOn(start, -1), end: start, pricePaid: p.previousPremium };
}

/**
 * The earlier years, oldest first: the stored ones and the implied last year. Whatever is about to change what
 * previousPremium means (a notice's offer, the rollover) stores this first, so no year the user entered is lost.
 */
export function historyTerms(p: PolicyTermsView): PolicyTerm[] {
  const implied = impliedLastYearTerm(p);
  const terms = [...(p.terms ?? [])];
  if (implied) terms.push(implied);
  return terms.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** Every year, oldest first: the history, then the current term. */
export function yearPrices(p: PolicyTermsView): YearPrice[] {
  const history = historyTerms(p).map((t) => ({
    year: Number(t.start.slice(0, 4)),
    start: t.start,
    end: t.end,
    paid: amount(t.pricePaid),
    offer: amount(t.renewalOffer),
  }));
  const start = currentTermStart(p);
  const current = { year: Number(start.slice(0, 4)), start, end: p.renewalDate, paid: amount(currentTermPrice(p)), offer: amount(p.termRenewalOffer) };
  return [...history, current];
}

/** 'Paid £612 in 2025, £540 in 2024': the last three years with a known price, newest first; '' when none. */
export function paidHistoryLine(p: PolicyTermsView): string {
  const paid = yearPrices(p).filter((y) => y.paid !== null).reverse().slice(0, 3);
  if (paid.length === 0) return '';
  return `Paid ${paid.map((y) => `${formatGBP(y.paid)} in ${y.year}`).join(', ')}`;
}

/** The chart's text alternative: every figure, oldest first. */
export function priceHistoryText(p: PolicyTermsView): string {
  const parts = yearPrices(p)
    .filter((y) => y.paid !== null || y.offer !== null)
    .map((y) => {
      const paid = y.paid === null ? 'price paid not known' : `paid ${formatGBP(y.paid)}`;
      return y.offer === null ? `${y.year}: ${paid}` : `${y.year}: ${paid}, renewal offer ${formatGBP(y.offer)}`;
    });
  return parts.length === 0 ? 'No prices recorded yet' : `Price history: ${parts.join('; ')}`;
}

export interface RealSavings {
  /** Sum over the years where both the offer and the price paid are known of (offer − paid), in pounds. */
  total: number;
  /** The first such year. */
  since: number | null;
  years: number;
}

/** Savings that are real (§6): from the terms only, never an estimate. */
export function realSavings(policies: readonly PolicyTermsView[]): RealSavings {
  let total = 0;
  let since: number | null = null;
  let years = 0;
  for (const p of policies) {
    for (const y of yearPrices(p)) {
      if (y.offer === null || y.paid === null) continue;
      total += y.offer - y.paid;
      years += 1;
      since = since === null ? y.year : Math.min(since, y.year);
    }
  }
  return { total: Math.round(total * 100) / 100, since, years };
}

/** 'You saved £432 since 2024 by not auto-renewing'; null when nothing was saved (or nothing is known). */
export function realSavingsText(s: RealSavings): string | null {
  if (s.total <= 0 || s.since === null) return null;
  return `You saved ${formatGBP(s.total)} since ${s.since} by not auto-renewing`;
}

/** Where a policy stands with the renewal question on `today` ('YYYY-MM-DD', London). */
export function renewalQuestionState(p: PolicyTermsView, today: string): 'none' | 'ask' | 'stillInsured' {
  if (p.isActive === false || today <= p.renewalDate) return 'none';
  return today >= addDays(p.renewalDate, STILL_INSURED_AFTER_DAYS) ? 'stillInsured' : 'ask';
}

export const RENEWAL_QUESTION = {
  title: 'What happened at renewal?',
  stillInsured: (plate: string) => `Is ${plate} still insured? Driving without insurance is illegal`,
  renewed: (insurer: string | null | undefined) => (insurer ? `Renewed with ${insurer}` : 'Renewed'),
  switched: 'Switched insurer',
  stopped: 'No longer insured / sold the car',
  /** The bell's message under either title. */
  bellMessage: (plate: string, date: string) => `${plate}'s renewal date (${date}) has passed. Tell Renewly what happened so next year's reminders are set.`,
  saved: 'Your answer was saved',
} as const;

export const TERM_MESSAGES = {
  priceRequired: 'Please enter the price you paid',
  priceTooLow: 'The price must be more than £0',
  priceTooHigh: 'The price must be at most £100,000',
  priceInvalid: 'Please enter a valid price (pounds, up to 2 decimal places)',
  insurerRequired: 'Please enter the insurer',
  insurerTooLong: `Insurer is too long (at most ${TERM_INSURER_MAX} characters)`,
  renewalDateOrder: (after: string) => `The new renewal date must be after ${after}`,
  renewalDateTooFar: (last: string) => `The new renewal date must be on or before ${last}`,
  tooEarly: (from: string) => `You can answer this from ${from}`,
  notThisYear: 'This policy has moved on to another year: reload the page to see it',
  termDates: 'A policy year must end after it starts',
  termOverlap: 'Policy years must not overlap',
  termAfterCurrent: 'An earlier policy year must end by the start of the current one',
  termBeforeRegistration: (monthYear: string) => `A policy year can't start before the car was first registered (${monthYear})`,
  termTooEarly: (date: string) => `A policy year can't start before ${date}`,
  termTooLate: (year: number) => `A policy year can't start after ${year}`,
} as const;
