// The whole excess told first, its parts in the next sentence: 'If you claim, you'll pay £400 towards it. That's the
// £250 compulsory excess plus the £150 voluntary excess you picked.' Only when the parts add up to it.
import type { ExcessPair } from './excess-pairs';
import { pence, type AmountToken } from './uk-amounts';

/** The next sentence opens by saying what the amount before is made of. */
const PARTS_OPENING = /^\s*(?:that(?:'s|’s| is)|this is|it(?:'s|’s| is)|which is|(?:it's |that's )?made up of)\b/i;
/** The amount's own sentence speaks of a claim or an excess. */
const CLAIM_OR_EXCESS = /\bclaims?\b|\bexcess\b/i;

/**
 * True when `amount` is followed, past the end of its sentence (a few words on), by a sentence opening 'That's …' whose
 * next two amounts are the compulsory and the voluntary excess, and they add up to it.
 */
export function wholeBeforeParts(text: string, amounts: readonly AmountToken[], amount: AmountToken, pairs: Map<number, ExcessPair | null>): boolean {
  const i = amounts.indexOf(amount);
  const [first, second] = [amounts[i + 1], amounts[i + 2]];
  if (i < 0 || !first || !second || pairs.get(amount.start)) return false;
  const [a, b] = [pairs.get(first.start), pairs.get(second.start)];
  if (!a || !b || a.field === b.field || pence(first.value) + pence(second.value) !== pence(amount.value)) return false;
  const between = /^([^.!?]{0,40})[.!?]\s+([^.!?]*)$/.exec(text.slice(amount.end, first.start));
  if (!between || !PARTS_OPENING.test(between[2]!)) return false;
  const sentenceStart = Math.max(text.lastIndexOf('.', amount.start), text.lastIndexOf('!', amount.start), text.lastIndexOf('?', amount.start), 0);
  return CLAIM_OR_EXCESS.test(text.slice(sentenceStart, amount.start));
}
