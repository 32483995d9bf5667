// A price in a sentence wrapped over two lines ('Want more? Our Premier cover, with legal expenses and a courtesy car,' /
// 'would cost £538.74 for the year'): the words on its own line may name a price ('would cost', 'for the year') while
// the sentence's start, on the line above, says it is for something else (an upgrade, an add-on). The whole sentence
// is judged, as it would be on one line.
import { withLineAbove, type Label } from './label-before';
import { INCLUDING_ASIDE, INCLUDING_TAX, NOT_A_PREMIUM } from './premium-words';

/** True when the label's line runs on in lower case from a sentence begun above that names something not a premium. */
export function begunAboveOnSomethingElse(text: string, label: Label): boolean {
  if (!/^[ \t]*[a-z]/.test(label.text)) return false;
  const joined = withLineAbove(text, label);
  if (!joined) return false;
  const above = joined.text.slice(0, joined.text.length - label.text.trimStart().length);
  // Only the sentence that runs on: after the last sentence's end on the line above.
  const begun = above.split(/[.!?](?=\s)/).pop()!;
  if (/[£\d]/.test(begun)) return false;
  return NOT_A_PREMIUM.test(begun.replace(INCLUDING_ASIDE, ' ').replace(INCLUDING_TAX, ' '));
}
