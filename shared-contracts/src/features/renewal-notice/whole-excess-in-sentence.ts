// The whole excess stated in the same sentence as its two parts, in any order and wording: 'you'd pay the first £350'
// after '£250 compulsory and £100 voluntary', '£500 in total', 'the excess is £600 (compulsory £350, voluntary £250)'.
// Taken only when the other two amounts are the compulsory and voluntary excess already read and add up to it.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { findAmounts, pence } from './uk-amounts';

/** A sentence's end: a stop before a space, or a blank line (a sentence may wrap over lines). */
const SENTENCE_END = /[.!?](?=\s)|\n[ \t]*\n/g;
/**
 * A line starting with a capitalised word: where a sentence under rows of figures with no stop ('Renewal premium £559')
 * starts; also after a clause's code or number ('E01 Own damage excess: £350 …' under a row's '£771.40').
 */
const LINE_STARTS_SENTENCE = /\n(?=[ \t]*(?:[A-Z]?\d{1,4}[ \t]+)?[A-Z][a-z])/g;

/** The text's sentences, with their offsets; one holding more figures than a sentence of parts is also cut at its lines. */
function sentences(text: string): { at: number; sentence: string }[] {
  const found: { at: number; sentence: string }[] = [];
  let start = 0;
  for (const end of [...[...text.matchAll(SENTENCE_END)].map((m) => m.index), text.length]) {
    const sentence = text.slice(start, end);
    found.push({ at: start, sentence });
    if (findAmounts(sentence).length > 3) {
      let from = 0;
      for (const cut of [...[...sentence.matchAll(LINE_STARTS_SENTENCE)].map((m) => m.index), sentence.length]) {
        if (from > 0 || cut < sentence.length) found.push({ at: start + from, sentence: sentence.slice(from, cut) });
        from = cut + 1;
      }
    }
    start = end + 1;
  }
  return found;
}
/** The sentence speaks of an excess or a claim. */
const EXCESS_OR_CLAIM = /\bexcess(?:es)?\b|\bclaims?\b/i;
/** Words after an amount naming another excess of its own ('£350 windscreen excess', '£300 young driver excess'). */
const ANOTHER_EXCESS = /^[\s(]*(?:for\s+)?(?:an?\s+)?(?:windscreen|glass|young|inexperienced|driver|drivers'?|theft|fire|fitted|additional|extra|separate|key|personal)\b/i;

/** The sentence after 'you pay the first £400' naming it: 'This is called the excess.' */
const EXCESS_CALLED = /^\s*(?:this|that|it)\s+is\s+(?:called\s+|known\s+as\s+)?(?:the|your)\s+(?:total\s+)?excess\b/i;

/**
 * Candidates for the total excess from sentences of exactly three amounts, one the sum of the other two parts read; or
 * from a sentence of one amount, that sum, paid first on a claim ('If you claim, you pay the first £400.') and called
 * the excess there or in the sentence after ('This is called the excess.').
 */
export function wholeExcessInSentence(text: string, byField: Record<MoneyFieldName, Candidate[]>): Candidate[] {
  const compulsory = new Set(byField.compulsoryExcess.map((c) => pence(c.value)));
  const voluntary = new Set(byField.voluntaryExcess.map((c) => pence(c.value)));
  if (compulsory.size !== 1 || voluntary.size !== 1) return [];
  const parts = [[...compulsory][0]!, [...voluntary][0]!];
  const found: Candidate[] = [];
  const all = sentences(text);
  all.forEach(({ at, sentence }, i) => {
    // 'If you claim, you pay the first £400.' / 'This is called the excess.': the whole alone, the parts told apart.
    const [only, ...others] = findAmounts(sentence);
    if (!only || others.length > 0 || pence(only.value) !== parts[0]! + parts[1]!) return;
    const first = /\bclaim/i.test(sentence) && /\b(?:pay|paying)\s+the\s+first\s*$/i.test(sentence.slice(0, only.start));
    if (first && (EXCESS_CALLED.test(all[i + 1]?.sentence ?? '') || /\bexcess\b/i.test(sentence))) found.push({ value: only.value, score: 0.8, labelStart: at, start: at + only.start, end: at + only.end });
  });
  for (const { at, sentence } of all) {
    const amounts = findAmounts(sentence);
    if (amounts.length !== 3 || !EXCESS_OR_CLAIM.test(sentence)) continue;
    const whole = amounts.find((a) => pence(a.value) === parts[0]! + parts[1]!);
    const rest = amounts.filter((a) => a !== whole).map((a) => pence(a.value)).sort((x, y) => x - y);
    if (!whole || rest.join() !== [...parts].sort((x, y) => x - y).join() || ANOTHER_EXCESS.test(sentence.slice(whole.end, whole.end + 30))) continue;
    found.push({ value: whole.value, score: 0.85, labelStart: at + amounts[0]!.start, start: at + whole.start, end: at + whole.end });
  }
  return found;
}
