// Not exported from the index: the renewal-notice importer loads it on first use, as
// '@renewly/shared-contracts/features/renewal-notice'.
// Reads the text of an insurer's renewal notice (from a PDF's text layer or OCR of a photo) into the policy's
// fields. Pure: no I/O, no clock unless given `today`. Every field found carries its value, a confidence and the
// snippet of the notice it was read from; a value that cannot be right (a date that does not exist, a £0 or
// £1,000,000 premium) is still returned, with flag 'check' and a reason, so the user corrects it rather than losing it.
// How it reads, its confidence scheme and its known limits: docs/renewal-notice-parser.md.
import type { Coverage } from '../constants';
import { closedUpBoxes } from './renewal-notice/boxed-characters';
import { captionsUnderValues } from './renewal-notice/captions-under-values';
import { translatedLabelRows } from './renewal-notice/translated-label-rows';
import { certaintyOf, MONEY_AND_DATE_FIELDS } from './renewal-notice/certainty';
import { corroborate } from './renewal-notice/corroborate';
import { findCoverType } from './renewal-notice/cover-type';
import { bareExcessRows } from './renewal-notice/excess-bare-rows';
import { excessesByTheirKey } from './renewal-notice/excess-code-key';
import { abbreviatedExcessKinds } from './renewal-notice/abbreviated-excess-kinds';
import { deductiblesAsExcess } from './renewal-notice/deductible-as-excess';
import { withFigureFirstExcesses } from './renewal-notice/figure-first-excesses';
import { withFigureFirstPremiums } from './renewal-notice/figure-first-premiums';
import { quotingFrom, type RenewalNoticeField } from './renewal-notice/found-field';
import { findPolicyNumber, findRegistration } from './renewal-notice/identity-fields';
import { findInsurerBrand } from './renewal-notice/insurer-brand';
import { numberByInitials, prefixAsInitials } from './renewal-notice/policy-prefix-initials';
import { checkPremiumAgainstTerms, findPaymentTerms, hasPaymentTerms, premiumFromPlan, type PaymentTerms } from './renewal-notice/instalments';
import { checkMoney } from './renewal-notice/money-checks';
import { findMoneyFields } from './renewal-notice/money-fields';
import { dotsForOcrLeaders } from './renewal-notice/ocr-dot-leaders';
import { spacedRunTogetherLabels } from './renewal-notice/ocr-run-together-labels';
import { checkAgainstLastYear, checkAmount } from './renewal-notice/plausible-amounts';
import { CURRENCY_STATED, figuresBesideMoneyLabels, figuresInPriceSentences, figuresMarkedAsMoney, figuresUnderMoneyLabels, grossColumnAmounts } from './renewal-notice/bare-money-figures';
import { poundsBesideTheirFigures, poundsUnderPoundHeading } from './renewal-notice/pound-column';
import { findPriceParts, type AddOn } from './renewal-notice/price-parts';
import { findRenewalDate } from './renewal-notice/renewal-date-field';
import { figuresUnderYearOfMonthlyColumns, hyphenPenceUnderPoundsHeading, statementDebitColumn } from './renewal-notice/statement-columns';
import { termsWithoutStrayZero, withoutStrayZero } from './renewal-notice/stray-zero';
import { yearlessRenewalDate } from './renewal-notice/yearless-renewal-date';
import { bareExcessKinds, barePoundsUnderYearColumns } from './renewal-notice/year-columns-bare';

export type { RenewalNoticeConfidence, RenewalNoticeField } from './renewal-notice/found-field';
export { certaintyOf, DERIVED_REASON, MONEY_AND_DATE_FIELDS, reasonToCheck, UNCHECKED_REASON, UNCONFIRMED_REASON, type RenewalNoticeCertainty } from './renewal-notice/certainty';
export { isWholeUkPlate } from './renewal-notice/identity-fields';
export { PASSED_REASON } from './renewal-notice/renewal-date-field';
export { checkAgainstLastYear } from './renewal-notice/plausible-amounts';
export type { AddOn } from './renewal-notice/price-parts';
export type { PaymentPart, PaymentTerms } from './renewal-notice/instalments';

/**
 * The fields of a renewal notice; a field not found is absent. Amounts are numeric strings like a policy's
 * currentPremium ('1234.56'), the date is 'YYYY-MM-DD', the registration upper case without spaces.
 * renewalPremium is the new annual premium (the policy's next currentPremium); previousPremium is last year's.
 */
export interface RenewalNotice {
  renewalDate?: RenewalNoticeField;
  insurer?: RenewalNoticeField;
  policyNumber?: RenewalNoticeField;
  registrationNumber?: RenewalNoticeField;
  coverage?: RenewalNoticeField<Coverage>;
  renewalPremium?: RenewalNoticeField;
  previousPremium?: RenewalNoticeField;
  compulsoryExcess?: RenewalNoticeField;
  voluntaryExcess?: RenewalNoticeField;
  /** The whole excess when the notice gives it as one figure ('Total excess £450'). */
  totalExcess?: RenewalNoticeField;
  /** What the car insurance and its add-ons cost together ('Total price £878.04'), never saved as the premium. */
  totalPrice?: RenewalNoticeField;
  /** The add-ons priced apart beside the car insurance (breakdown, legal expenses, key cover…), in the notice's order. */
  addOns?: AddOn[];
  /** The tax, fees and paying by instalments (deposit, n x instalment, total payable, APR), never the premium. */
  payment?: PaymentTerms;
}

/** The entries of a RenewalNotice that are fields (value, confidence, snippet…): all but the add-ons and payment terms. */
export type RenewalNoticeFieldName = Exclude<keyof RenewalNotice, 'addOns' | 'payment'>;

const FIELD_NAMES: readonly RenewalNoticeFieldName[] = [
  'renewalDate', 'insurer', 'policyNumber', 'registrationNumber', 'coverage', 'renewalPremium', 'previousPremium',
  'compulsoryExcess', 'voluntaryExcess', 'totalExcess', 'totalPrice',
];

export interface ParseRenewalNoticeOptions {
  /** Today as 'YYYY-MM-DD'; when given, a renewal date more than a year ago or two years ahead is flagged. */
  today?: string;
}

/** Words every motor renewal notice uses; a text with none of them is not one, and nothing is read from it. */
const INSURANCE_WORDS = /insur|premium|policy|excess/i;

/** Spaces that keep every offset where it was (snippets are cut from the text as given). */
function evenSpaces(text: string): string {
  return text.replace(/[\r\t\u00a0\u2007\u202f]/g, ' ');
}

/** A line that speaks of money: where OCR's 'E' before a figure is a '£' it misread. */
const MONEY_LINE = /premium|excess|price|cost|total|payable|paid|pay\b|instal?l?ment|deposit|fee|tax\b|IPT/i;
/** OCR's 'E' for '£': 'E684.2O', 'E 25O'; not a word ('E10 fuel' has no money word), not a postcode ('E1 6AN'). */
const E_FOR_POUND = /(?<![A-Za-z0-9£])E(?=\s?\d[\dOo]{0,2}(?:,[\dOo]{3})*(?:\.[\dOo]{2})?(?![\dA-Za-z,.])(?!\s\d[A-Z]{2}\b))/g;

/**
 * A schedule's endorsement code starting its line ('E01 Own damage excess: £350 …'): not a '£' misread where OCR read
 * the line's own '£' right.
 */
const ENDORSEMENT_CODE = /^[ \t]*E\d{1,3}[ \t]+[A-Z][a-z]/;

/** The '£' OCR read as 'E' on lines that speak of money, one character for one (offsets stay). */
function poundsForOcrE(text: string): string {
  return text.replace(/[^\n]+/g, (line) => {
    if (!MONEY_LINE.test(line)) return line;
    const code = ENDORSEMENT_CODE.test(line) && line.includes('£') ? line.indexOf('E') : -1;
    return line.replace(E_FOR_POUND, (e, at: number) => (at === code ? e : '£'));
  });
}

export function parseRenewalNotice(input: string, options: ParseRenewalNoticeOptions = {}): RenewalNotice {
  if (typeof input !== 'string' || !INSURANCE_WORDS.test(input)) return {};
  // (Tiles' captions under their values set before them first: captions-under-values.ts; a bilingual table's second
  // labels beside their first: translated-label-rows.ts; a form's characters a box each closed up: boxed-characters.ts.)
  const plain = poundsBesideTheirFigures(poundsForOcrE(spacedRunTogetherLabels(dotsForOcrLeaders(excessesByTheirKey(closedUpBoxes(evenSpaces(captionsUnderValues(translatedLabelRows(input)))))))));
  const text = figuresInPriceSentences(figuresMarkedAsMoney(figuresBesideMoneyLabels(figuresUnderMoneyLabels(poundsUnderPoundHeading(bareExcessKinds(barePoundsUnderYearColumns(grossColumnAmounts(bareExcessRows(figuresUnderYearOfMonthlyColumns(statementDebitColumn(hyphenPenceUnderPoundsHeading(deductiblesAsExcess(abbreviatedExcessKinds(plain)))), CURRENCY_STATED.test(plain)))))))))));
  return quotingFrom(plain, text, () => readFields(text, options));
}

/** The fields of a notice's text, its bare figures already marked as money. */
function readFields(text: string, options: ParseRenewalNoticeOptions): RenewalNotice {
  const parts = findPriceParts(text);
  // Bare excess figures written before their kinds, and premiums before their captions: only where no label gave one
  // (figure-first-excesses.ts, figure-first-premiums.ts).
  const readFigures = withFigureFirstPremiums(withFigureFirstExcesses(findMoneyFields(text), text), text);
  const money = { ...readFigures, ...checkMoney(readFigures, parts, text) };
  const payment = findPaymentTerms(text);
  const found: RenewalNotice = {
    // No full date named: a day and month named as the renewal's, the year worked out from the letter's date (derived).
    renewalDate: findRenewalDate(text, options) ?? yearlessRenewalDate(text),
    insurer: findInsurerBrand(text),
    policyNumber: findPolicyNumber(text),
    registrationNumber: findRegistration(text),
    coverage: findCoverType(text),
    // A notice of the monthly plan alone: the year's price worked out from it (derived, so ticked in the review).
    renewalPremium: checkAgainstLastYear(checkAmount('premium', checkPremiumAgainstTerms(money.renewalPremium, payment, money.totalPrice, text) ?? premiumFromPlan(payment)), money.previousPremium),
    previousPremium: checkAmount('premium', money.previousPremium),
    compulsoryExcess: checkAmount('excess', money.compulsoryExcess),
    voluntaryExcess: checkAmount('excess', money.voluntaryExcess),
    totalExcess: checkAmount('excess', money.totalExcess),
    totalPrice: money.totalPrice,
    addOns: parts.addOns.length > 0 ? parts.addOns : undefined,
    // Only beside a premium: a council tax letter's instalments are not a renewal's.
    payment: (money.renewalPremium || premiumFromPlan(payment)) && hasPaymentTerms(payment) ? payment : undefined,
  };
  // A policy number's prefix read with digits for the insurer's initials ('12D-...' for Insure 2 Drive's 'I2D-...').
  found.policyNumber = prefixAsInitials(found.policyNumber, found.insurer) ?? numberByInitials(text, found.insurer);
  // '£0150': OCR's stray zero before the pounds, taken off, asking for a tick (stray-zero.ts), before any sum checks it.
  for (const key of MONEY_AND_DATE_FIELDS) if (key !== 'renewalDate') found[key] = withoutStrayZero(found[key]);
  found.payment = termsWithoutStrayZero(found.payment);
  for (const key of Object.keys(found) as (keyof RenewalNotice)[]) if (found[key] === undefined) delete found[key];
  // Money confirmed by the notice's other figures and sentences (the excess parts and their total, a figure stated
  // again where it is named again): only a checked figure is sure.
  Object.assign(found, corroborate(found, text));
  // Every field says how sure the reader is of it (issue 47 §3): money and dates only when checked.
  const moneyOrDate = new Set<string>(MONEY_AND_DATE_FIELDS);
  for (const key of FIELD_NAMES) {
    const field = found[key];
    if (field) found[key] = { ...field, certainty: certaintyOf(field, moneyOrDate.has(key) ? 'money-or-date' : 'other') } as never;
  }
  return found;
}

/** True when enough was found to call the text a renewal notice: a new premium or a renewal date, and one more field. */
export function looksLikeRenewalNotice(notice: RenewalNotice): boolean {
  return Boolean(notice.renewalPremium || notice.renewalDate) && Object.keys(notice).length >= 2;
}

// The page's layout from positioned words, shared by the PDF and OCR readers (renewal-notice/layout/).
export { pageLayoutText } from './renewal-notice/layout/page-layout';
export { isPdfTextItem, wordsFromOcr, wordsFromPdfItems, type OcrWord, type PositionedWord } from './renewal-notice/layout/positioned-words';
