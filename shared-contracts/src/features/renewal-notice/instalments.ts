// What paying the renewal costs beside the premium (issue 47 §2): the tax, fees, and paying by instalments (a deposit,
// n instalments of an amount, the total payable, the APR, the interest). None of them is ever the premium; the sums
// they make are checked: deposit + n x instalment = total payable (within 2p of rounding), and the premium + the
// interest (+ fees) = total payable when the notice gives the interest. A sum that fails is flagged with its reason.
import { snippetOf, type RenewalNoticeField } from './found-field';
import { totalNamedAsThePrice } from './like-for-like';
import { findAmounts, pence } from './uk-amounts';

export interface PaymentPart {
  /** As the notice names it ('Arrangement fee'), for fees; else the part's own name. */
  name: string;
  value: string;
  snippet: string;
}

export interface PaymentTerms {
  ipt?: PaymentPart;
  fees: PaymentPart[];
  deposit?: PaymentPart;
  /** n instalments of an amount each ('10 monthly instalments of £74.89', '11 x £53.99'). */
  instalments?: PaymentPart & { count: number };
  totalPayable?: PaymentPart;
  interest?: PaymentPart;
  /** The APR as the notice gives it, a percentage like '24.9'. */
  apr?: { value: string; snippet: string };
  /** True when deposit + n x instalment = total payable. */
  checked?: boolean;
  flag?: 'check';
  reason?: string;
}

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** Where a pattern's £ amount starts; findAmounts reads it from there (it knows OCR's ways: '£1O8.95', '£1 213.01'). */
const AMOUNT = String.raw`((?:£|\bGBP)\s?\d)`;
/** Between a label and its amount on the same row: spaces, dot leaders, a colon, 'of', 'is', 'will be'. */
const GAP = String.raw`[^£\n]{0,90}?`;

function countOf(raw: string): number {
  return COUNT_WORDS[raw.toLowerCase()] ?? Number(raw);
}

/** The amount whose start a match's group holds, read from the text; the snippet runs from the match to its end. */
function part(text: string, name: string, match: RegExpExecArray, amountGroup: number): PaymentPart | undefined {
  const start = match.index + match[0].lastIndexOf(match[amountGroup]!);
  const amount = findAmounts(text.slice(start, start + 30))[0];
  if (!amount || amount.start !== 0) return undefined;
  const end = Math.max(match.index + match[0].length, start + amount.end);
  return { name, value: amount.value, snippet: snippetOf(text, match.index, end) };
}

const FIRST = <T>(text: string, patterns: RegExp[], read: (m: RegExpExecArray) => T | undefined): T | undefined => {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    const found = m ? read(m) : undefined;
    if (found) return found;
  }
  return undefined;
};

const INSTALMENT_WORDS = String.raw`(?:further\s+|more\s+|equal\s+|remaining\s+|regular\s+)?(?:monthly\s+)?(?:instal?l?ments?|payments?|direct debits?|repayments?)`;
const INSTALMENT_PATTERNS = [
  // '10 monthly instalments of £74.89', 'followed by 10 monthly payments of £59.82'
  new RegExp(String.raw`\b${COUNT}\s+${INSTALMENT_WORDS}\s+of${GAP}${AMOUNT}`, 'i'),
  // '11 x £53.99'
  new RegExp(String.raw`\b${COUNT}\s*[x×]\s*${AMOUNT}`, 'i'),
  // '£53.99 a month for 11 months'
  new RegExp(String.raw`${AMOUNT}[\dOo,. ]*?\s+(?:a|per|each|every)\s+month\s+for\s+(?:the\s+(?:next|following)\s+)?${COUNT}\s+months`, 'i'),
];
/** A table's 'Number of instalments  10' and 'Monthly instalment  £74.89' rows. */
const NUMBER_OF = new RegExp(String.raw`number of (?:monthly\s+)?(?:instal?l?ments|payments|direct debits)[^\d\n]{0,20}(\d{1,2})\b`, 'i');
const INSTALMENT_ROW = new RegExp(String.raw`(?:^|\n)[ \t]*(?:each\s+|monthly\s+|regular\s+)*(?:instal?l?ment|monthly payment|direct debit)s?(?:\s+amount)?\b${GAP}${AMOUNT}`, 'i');

function findInstalments(text: string): PaymentTerms['instalments'] {
  const inSentence = FIRST(text, INSTALMENT_PATTERNS, (m) => {
    const [count, amount] = /^(?:£|GBP)/i.test(m[1]!) ? [m[2]!, 1] : [m[1]!, 2];
    const found = part(text, 'Instalments', m, amount);
    return found && countOf(count) >= 2 ? { ...found, count: countOf(count) } : undefined;
  });
  if (inSentence) return inSentence;
  const count = NUMBER_OF.exec(text);
  const row = INSTALMENT_ROW.exec(text);
  const found = count && row ? part(text, 'Instalments', row, 1) : undefined;
  return found && Number(count![1]) >= 2 ? { ...found, snippet: `${snippetOf(text, count!.index, count!.index + count![0].length)}; ${found.snippet}`, count: Number(count![1]) } : undefined;
}

const DEPOSIT = new RegExp(String.raw`\b(deposit|initial payment|first (?:monthly\s+)?payment|down ?payment|payment today|pay today)\b(?![ \t]+date)${GAP}${AMOUNT}`, 'i');
const TOTAL_PAYABLE = new RegExp(
  String.raw`\btotal\s+(?:amount\s+)?(?:payable|repayable|to (?:pay|repay) (?:by|in|over) (?:instal?l?ments|direct debit|monthly)|(?:that\s+)?you (?:will )?(?:pay|repay) (?:by|in|over) (?:instal?l?ments|direct debit|monthly|the year)|cost (?:of paying|if you pay|paying) (?:by )?(?:monthly|instal?l?ments|direct debit))${GAP}${AMOUNT}`,
  'i',
);
const INTEREST = new RegExp(String.raw`\b(?:interest(?:\s+(?:charged|payable))?|cost of credit|(?:total\s+)?charge for credit|credit charge)\b(?!-free)${GAP}${AMOUNT}`, 'i');
/** The same, its sentence wrapped after the label: 'including interest of' / '£27.48, representative APR 13.9%'. */
const INTEREST_WRAPPED = /\b(?:interest(?:\s+(?:charged|payable))?|cost\s+of\s+credit|(?:total\s+)?charge\s+for\s+credit|credit\s+charge)\s+(?:of|is|will be)[ \t]*\n[ \t]*((?:£|\bGBP)\s?\d)/i;
const APR = [/\bAPR\b[^%\d\n]{0,60}(\d{1,2}(?:\.\d{1,2})?)\s*%/i, /\b(\d{1,2}(?:\.\d{1,2})?)\s*%\s*(?:\(?\s*representative\s*\)?\s*)?APR\b/i];
const IPT = [
  new RegExp(String.raw`(?:^|\n)[ \t]*(?:insurance premium tax|IPT)\b${GAP}${AMOUNT}`, 'i'),
  new RegExp(String.raw`\b(?:includ\w*|contains)\s+(?:insurance premium tax|IPT)(?:\s*\(IPT\))?(?:\s+at\s+\d+%)?\s+of\s+${AMOUNT}`, 'i'),
];
const FEE = new RegExp(
  String.raw`\b((?:renewal\s+)?(?:admin(?:istration)?|arrangement|set[- ]?up|renewal|broker(?:'s)?|booking|policy|service|transaction|credit|instal?l?ment)\s+(?:fee|charge))\b${GAP}${AMOUNT}`,
  'gi',
);

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase().replace(/\s+/g, ' ');
/** '£1,315.62' */
export const pounds = (p: number) => `£${(p / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')}`;
/** Rounding: the notice's figures may be a penny or two off the sum of its rounded instalments. */
const ROUNDING = 2;

function checkPlan(terms: PaymentTerms): PaymentTerms {
  const { deposit, instalments, totalPayable } = terms;
  if (!instalments || !totalPayable) return terms;
  const total = pence(totalPayable.value);
  const each = pence(instalments.value);
  const ways = [instalments.count];
  // 'First payment £60.00 … 12 monthly payments of £55.00': the first may be one of the twelve.
  if (deposit && /first/i.test(deposit.name)) ways.push(instalments.count - 1);
  const depositPence = deposit ? pence(deposit.value) : 0;
  if (ways.some((n) => Math.abs(depositPence + n * each - total) <= ROUNDING)) return { ...terms, checked: true };
  const sum = depositPence + instalments.count * each;
  const what = deposit ? `The deposit (${pounds(depositPence)}) and ${instalments.count} instalments of ${pounds(each)}` : `${instalments.count} instalments of ${pounds(each)}`;
  return { ...terms, flag: 'check', reason: `${what} make ${pounds(sum)}, not the total payable on the notice (${pounds(total)}): check the figures.` };
}

/** Words of the instalment plan's own sentence. */
const PLAN_WORDS = /instal?l?ments?|deposit|\bAPR\b|interest|credit|monthly/i;
/**
 * Words right before the amount that make it a part of the total, not the total: '... includes interest of £13.64' (not
 * 'Total payable, including interest: £859.94').
 */
const NAMES_A_PART = /\b(?:interest|charge|fees?|credit)\s+(?:of|is)\s*(?:£|GBP)\s?\d$/i;

/**
 * The plan's total payable. A notice may also call the price paid in one go 'Total payable' ('Total payable  759.90
 * STG' over 'By instalments: … total amount payable 804.79'): the one the plan's words stand beside (on its line or the
 * line above) is the plan's; with none so placed, the first.
 */
function planTotal(text: string): PaymentPart | undefined {
  // (Not a sentence naming a part of it: 'The total payable includes interest of £13.64'.)
  const found = [...text.matchAll(new RegExp(TOTAL_PAYABLE.source, 'gi'))].filter((m) => !NAMES_A_PART.test(m[0]));
  const beside = (m: RegExpExecArray) => {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const above = text.lastIndexOf('\n', lineStart - 2) + 1;
    return PLAN_WORDS.test(text.slice(lineStart > 0 ? above : 0, m.index + m[0].length));
  };
  const m = found.find((x) => beside(x as RegExpExecArray)) ?? found[0];
  return m ? part(text, 'Total payable', m as RegExpExecArray, 1) : undefined;
}

export function findPaymentTerms(text: string): PaymentTerms {
  const fees: PaymentPart[] = [];
  for (const m of text.matchAll(FEE)) {
    const found = part(text, capitalised(m[1]!), m as RegExpExecArray, 2);
    if (found && !fees.some((f) => f.name === found.name)) fees.push(found);
  }
  const depositMatch = DEPOSIT.exec(text);
  const terms: PaymentTerms = {
    fees,
    ipt: FIRST(text, IPT, (m) => part(text, 'Insurance Premium Tax', m, 1)),
    deposit: depositMatch ? part(text, /first/i.test(depositMatch[1]!) ? 'First payment' : 'Deposit', depositMatch, 2) : undefined,
    instalments: findInstalments(text),
    totalPayable: planTotal(text),
    interest: FIRST(text, [INTEREST, INTEREST_WRAPPED], (m) => part(text, 'Interest', m, 1)),
    apr: FIRST(text, APR, (m) => ({ value: m[1]!, snippet: snippetOf(text, m.index, m.index + m[0].length) })),
  };
  for (const key of Object.keys(terms) as (keyof PaymentTerms)[]) if (terms[key] === undefined) delete terms[key];
  return checkPlan(terms);
}

/** True when the notice says anything of paying by instalments, the tax or fees. */
export function hasPaymentTerms(terms: PaymentTerms): boolean {
  return Object.keys(terms).some((key) => key !== 'fees') || terms.fees.length > 0;
}

/** Words of an instalment or total-payable line: the premium is never read from one. */
const INSTALMENT_LINE = /payable|instal?l?ment|deposit/i;

function flagged(field: RenewalNoticeField, reason: string): RenewalNoticeField {
  return field.flag ? field : { ...field, flag: 'check', reason, checked: false };
}

/**
 * The premium against the payment terms: never a figure of the instalment plan (its snippet an instalment line, or the
 * same as the instalment, the deposit, or a total payable that carries interest); premium + interest (+ fees) = total
 * payable checks it when the notice gives the interest.
 */
export function checkPremiumAgainstTerms(premium: RenewalNoticeField | undefined, terms: PaymentTerms, totalPrice?: RenewalNoticeField, text = ''): RenewalNoticeField | undefined {
  if (!premium) return premium;
  const value = pence(premium.value);
  const { instalments, deposit, totalPayable, interest } = terms;
  const notTheYear = "This figure looks like a payment by instalments, not the price for the year paid in full: check it against your notice.";
  if (INSTALMENT_LINE.test(premium.snippet)) return flagged(premium, notTheYear);
  if ((instalments && value === pence(instalments.value)) || (deposit && value === pence(deposit.value))) return flagged(premium, notTheYear);
  if (!totalPayable) return premium;
  const total = pence(totalPayable.value);
  const withCredit = Boolean(interest && pence(interest.value) > 0) || Boolean(terms.apr && Number(terms.apr.value) > 0);
  if (withCredit && value === total) return flagged(premium, notTheYear);
  const fees = terms.fees.reduce((sum, f) => sum + pence(f.value), 0);
  // The price paid in one go with the fees ('Administration fee £25.00 / Total payable £882.21'): the premium and the
  // fees make it, so they confirm the premium; the plan's own total, written otherwise, is not read here.
  if (fees > 0 && value + fees === total) return premium.flag ? premium : { ...premium, checked: true };
  if (!interest) return premium;
  const sums = [value + pence(interest.value), value + pence(interest.value) + fees];
  if (sums.some((sum) => Math.abs(sum - total) <= ROUNDING)) return premium.flag ? premium : { ...premium, checked: true };
  // The plan pays for the checked total with the add-ons, not the car insurance alone: still a tick, but saying so
  // (the figures agree; which one to keep is the question).
  const withAddOns = totalPrice?.checked ? pence(totalPrice.value) : value;
  if (withAddOns !== value && [withAddOns + pence(interest.value), withAddOns + pence(interest.value) + fees].some((sum) => Math.abs(sum - total) <= ROUNDING)) {
    // The premium the notice names, the add-ons apart and their total: every sum agrees and the notice calls no other
    // figure its price, so nothing is left to choose ('Your renewal premium is £642.18' … 'Total including optional extras').
    if (premium.checked && !premium.flag && !totalNamedAsThePrice(text, totalPrice!)) return premium;
    return flagged(premium, `The instalments pay for this year's total with add-ons (${pounds(withAddOns)}) and the interest; this is the car insurance alone: check which one you want to keep.`);
  }
  return flagged(
    premium,
    `This premium (${pounds(value)}) and the interest (${pounds(pence(interest.value))}) make ${pounds(sums[0]!)}, not the total payable by instalments (${pounds(total)}): check the figures.`,
  );
}

/**
 * A notice that gives only the monthly plan (no price for the year paid in full): the year's price is worked out as
 * the total payable less the interest the notice states, or the total payable when it states no credit. Worked out,
 * never written, so it is `derived` and needs the review's tick; a plan that does not add up gives none.
 */
export function premiumFromPlan(terms: PaymentTerms): RenewalNoticeField | undefined {
  const { totalPayable, interest, instalments } = terms;
  if (!totalPayable || !instalments || terms.flag || !terms.checked) return undefined;
  const credit = Boolean(terms.apr && Number(terms.apr.value) > 0);
  if (credit && !interest) return undefined;
  const value = pence(totalPayable.value) - (interest ? pence(interest.value) : 0);
  if (value <= 0) return undefined;
  const derived = interest
    ? `Worked out from the monthly plan: the total payable ${pounds(pence(totalPayable.value))} less the interest ${pounds(pence(interest.value))}.`
    : `Worked out from the monthly plan: the total payable ${pounds(pence(totalPayable.value))}, with no interest stated.`;
  return { value: (value / 100).toFixed(2), confidence: 'medium', snippet: totalPayable.snippet, derived };
}
