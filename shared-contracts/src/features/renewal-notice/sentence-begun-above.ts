// A price in a sentence wrapped over two lines ('Want more? Our Premier cover, with legal expenses and a courtesy car,' /
// 'would cost £538.74 for the year'): the words on its own line may name a price ('would cost', 'for the year') while
// the sentence's start, on the line above, says it is for another product (an upgrade, an add-on, another car).
import { withLineAbove, type Label } from './label-before';
import { INCLUDING_ASIDE, INCLUDING_TAX } from './premium-words';
import { findAmounts } from './uk-amounts';
import { lineStartAt } from './text-lines';

/**
 * Another product than this car's cover. Narrower than NOT_A_PREMIUM: words that often qualify the premium itself
 * ('after your no claims discount', 'including tax', 'paid monthly') do not stop a sentence's price here.
 */
const ANOTHER_PRODUCT =
  /upgrad|legal|breakdown|key cover|courtesy|hire (?:car|vehicle)|add-ons?\b|\bextras?\b|\boptional\b|misfuel|personal accident|tyre|windscreen|glass|second car|another car|other car|additional car|\baverage\b|\btypical\b|market|separate (?:quote|quotation)/i;

/** True when the label's line runs on in lower case from a sentence begun above that names another product. */
export function begunAboveOnSomethingElse(text: string, label: Label): boolean {
  if (!/^[ \t]*[a-z]/.test(label.text)) return false;
  const joined = withLineAbove(text, label);
  if (!joined) return newClauseAboveOnSomethingElse(text, label);
  const above = joined.text.slice(0, joined.text.length - label.text.trimStart().length);
  // Only the sentence that runs on: after the last sentence's end on the line above.
  const begun = above.split(/[.!?](?=\s)/).pop()!;
  if (/[£\d]/.test(begun)) return false;
  return ANOTHER_PRODUCT.test(begun.replace(INCLUDING_ASIDE, ' ').replace(INCLUDING_TAX, ' '));
}

/** A new clause after the line above's figure, with a subject of its own: ', and the breakdown cover you'. */
const NEW_CLAUSE_AFTER_FIGURE = /^[\s,;]*(?:and|but|while|whereas|plus)\s+(?:the|your|our)\b[^£.!?]*$/i;

/**
 * 'This year your car insurance costs £468.14, and the breakdown cover you' / 'had last year costs £62.00': after the
 * figure on the line above, a new clause runs on to this line about another product.
 */
function newClauseAboveOnSomethingElse(text: string, label: Label): boolean {
  const lineStart = lineStartAt(text, label.start);
  if (lineStart === 0 || text.slice(lineStart, label.start).trim() !== '') return false;
  const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  const amounts = findAmounts(above);
  if (amounts.length === 0) return false;
  const tail = above.slice(amounts.at(-1)!.end);
  return NEW_CLAUSE_AFTER_FIGURE.test(tail) && ANOTHER_PRODUCT.test(tail);
}
