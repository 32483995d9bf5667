// The price's parts told in one sentence, not rows: 'This year your car insurance costs £468.14, and the breakdown
// cover costs £62.00, so your total cost of cover is £530.14'. The car insurance's figure, each add-on's, and the
// total they make; kept only when they add up (the sum is what says the sentence is a breakdown). Used by
// price-parts.ts when no block of rows gives the parts.
import { snippetOf } from './found-field';
import type { AddOn, PriceParts } from './price-part-types';
import { findAmounts, pence } from './uk-amounts';

/** The car insurance alone named before the first figure ('your car insurance costs', 'the motor policy itself is'). */
const CAR_INSURANCE = /\b(?:car|motor|vehicle) (?:insurance|policy|cover)\b(?![^£]*\b(?:and|with|plus|includ\w*)\b)/i;
/** The total named before the last figure, and not a credit or instalment total. */
const TOTAL = /\btotal\b(?![^£]*\b(?:payable|credit|interest|instal\w*|monthly|excess|a month)\b)/i;
const NOT_A_PART = /excess|monthly|a month|instal|deposit|\bAPR\b|interest|payable|\btax\b|\bIPT\b|discount|refund/i;

/** A sentence's end between two figures (a decimal point is inside a figure, never between). */
const SENTENCE_END = /[.!?]\s+(?=[A-Z])|\n\s*\n/;

/** PriceParts with each part found. */
type SentenceParts = Required<PriceParts>;

export function partsInASentence(text: string, addOnName: (label: string) => string | null): SentenceParts | null {
  const amounts = findAmounts(text);
  for (let i = 0; i < amounts.length; i += 1) {
    const car = amounts[i]!;
    const before = text.slice(Math.max(0, car.start - 120), car.start);
    const opening = before.split(SENTENCE_END).pop()!;
    if (!CAR_INSURANCE.test(opening) || NOT_A_PART.test(opening)) continue;
    const addOns: AddOn[] = [];
    for (let j = i + 1; j < amounts.length; j += 1) {
      const words = text.slice(amounts[j - 1]!.end, amounts[j]!.start);
      if (SENTENCE_END.test(words) || NOT_A_PART.test(words)) break;
      if (TOTAL.test(words)) {
        const sum = pence(car.value) + addOns.reduce((s, a) => s + pence(a.value), 0);
        if (addOns.length === 0 || sum !== pence(amounts[j]!.value)) break;
        const total = amounts[j]!;
        return {
          carInsurance: { value: car.value, snippet: snippetOf(text, car.start - opening.length, car.end) },
          addOns,
          total: { value: total.value, confidence: 'high', snippet: snippetOf(text, amounts[j - 1]!.end, total.end) },
        };
      }
      const name = addOnName(words);
      if (!name) break;
      addOns.push({ name, value: amounts[j]!.value, snippet: snippetOf(text, amounts[j - 1]!.end, amounts[j]!.end) });
    }
  }
  return null;
}
