// The last checks that can make a clearly labelled figure sure (issue 47 §3): the notice confirms it with another
// figure or sentence. money-checks.ts and instalments.ts check the price's sums; here:
// - the excess parts add up to the total excess the notice states (compulsory + voluntary = total); when they do not,
//   all three are flagged;
// - the figure is stated again, on another line that names the same thing ('Your renewal premium £612.40' in the
//   summary and 'your premium of £612.40' in the letter), and no other field has the same amount (then the notice
//   cannot tell them apart); this year's price never by a sentence naming the figure last year's.
// A figure that is flagged, worked out, or found only under a loose label is never made sure here.
import type { RenewalNoticeField } from './found-field';
import { LAST_YEAR } from './premium-words';
import { findAmounts, pence } from './uk-amounts';
import { lineEndAt, lineStartAt } from './text-lines';

type MoneyField = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess' | 'totalPrice';
type MoneyFields = Partial<Record<MoneyField, RenewalNoticeField>>;

const MONEY_FIELDS: readonly MoneyField[] = ['renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess', 'totalPrice'];

/** What a line that states the figure again must name: the same thing, in the notice's words. */
const NAMES: Record<MoneyField, RegExp> = {
  renewalPremium: /premium|price|cost|insurance|renew|to pay|you(?:'ll| will) pay/i,
  previousPremium: /last year|previous|you paid|current (?:premium|price)|expiring/i,
  compulsoryExcess: /compulsory/i,
  voluntaryExcess: /voluntary/i,
  totalExcess: /total excess|excess(?:es)? in total|total of/i,
  totalPrice: /total/i,
};

/** Usable as the start of a check: read under a clear label, not flagged, not worked out. */
function clear(field: RenewalNoticeField | undefined): field is RenewalNoticeField {
  return Boolean(field && field.confidence === 'high' && !field.flag && !field.derived);
}

const lineAt = (text: string, at: number): string => text.slice(lineStartAt(text, at), lineEndAt(text, at));

/**
 * The words of the amount's own clause, back to the figure or sentence before it on its line ('… for this policy. Last
 * year you paid'): where they name last year, the figure is last year's, and never confirms this year's (set 16).
 */
function ownClauseNamesLastYear(text: string, at: number): boolean {
  const before = text.slice(lineStartAt(text, at), at);
  const clause = before.split(/£\s?[\d,]+(?:\.\d{2})?|[.!?;](?!\d)\s/).pop()!;
  return LAST_YEAR.test(clause);
}

/** The lines that state this amount and name the field: two or more, on different lines, confirm each other. */
function statedAgain(text: string, key: MoneyField, value: string): boolean {
  const lines = new Set<number>();
  for (const amount of findAmounts(text)) {
    if (pence(amount.value) !== pence(value)) continue;
    const line = lineAt(text, amount.start);
    if (key === 'renewalPremium' && ownClauseNamesLastYear(text, amount.start)) continue;
    if (NAMES[key].test(line)) lines.add(text.lastIndexOf('\n', amount.start - 1));
  }
  return lines.size >= 2;
}

/** Found apart, not flagged nor worked out. */
const unflagged = (field: RenewalNoticeField | undefined): field is RenewalNoticeField => Boolean(field && !field.flag && !field.derived);

/**
 * Compulsory + voluntary = total, one of the three at least read under a clear label, and no other pair named on the
 * page making the same total: three figures read apart that add up confirm each other, the others too ('you pay the
 * first £350 of any claim, made up of …': a whole excess told in a sentence, not a label; 'Compulsory £250 /
 * Voluntary £250' under an 'Excess' heading, over 'Total excess £500').
 */
function partsConfirmTotal(text: string, compulsory?: RenewalNoticeField, voluntary?: RenewalNoticeField, total?: RenewalNoticeField): boolean {
  if (!unflagged(compulsory) || !unflagged(voluntary) || !unflagged(total)) return false;
  if (pence(compulsory.value) + pence(voluntary.value) !== pence(total.value)) return false;
  // Another pair named on the page (another option's box, last year's column) that makes the same total: the sum
  // cannot tell which pair is this policy's.
  const named = (kind: RegExp) => [...new Set(amountsNamed(text, kind).map((a) => pence(a.value)))];
  const voluntaries = named(NAMES.voluntaryExcess);
  const pairs = named(NAMES.compulsoryExcess).filter((c) => voluntaries.some((v) => c + v === pence(total.value)));
  if (pairs.length > 1) return false;
  return [compulsory, voluntary, total].some(clear);
}

/** The amounts whose own label (the words before them, back to the figure before on their line) names `kind`. */
function amountsNamed(text: string, kind: RegExp): { value: string }[] {
  const amounts = findAmounts(text);
  return amounts.filter((amount, i) => {
    const previous = amounts[i - 1];
    const from = Math.max(lineStartAt(text, amount.start), previous && previous.end <= amount.start ? previous.end : 0);
    return kind.test(text.slice(from, amount.start));
  });
}

export function corroborate(found: MoneyFields, text: string): MoneyFields {
  const out: MoneyFields = {};
  const { compulsoryExcess: compulsory, voluntaryExcess: voluntary, totalExcess: total } = found;
  if (partsConfirmTotal(text, compulsory, voluntary, total)) {
    for (const key of ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const) out[key] = { ...found[key]!, checked: true };
  } else if (compulsory && voluntary && total && pence(compulsory.value) + pence(voluntary.value) !== pence(total.value)) {
    // A sum the notice lets us check, and it fails: one of the three was read wrong (issue 47 §2).
    const reason = `The compulsory (£${compulsory.value}) and voluntary (£${voluntary.value}) excesses do not add up to the total excess read (£${total.value}): check the excesses.`;
    for (const key of ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const) out[key] = found[key]!.flag ? found[key]! : { ...found[key]!, flag: 'check', reason };
  }
  for (const key of MONEY_FIELDS) {
    const field = out[key] ?? found[key];
    if (!clear(field) || field.checked) continue;
    const shared = MONEY_FIELDS.some((other) => other !== key && found[other] && pence(found[other].value) === pence(field.value));
    if (!shared && statedAgain(text, key, field.value)) out[key] = { ...field, checked: true };
  }
  return out;
}
