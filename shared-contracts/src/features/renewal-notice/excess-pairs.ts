// Which amount is which excess in a sentence that names both kinds: the kind word before its amount ('Excess:
// compulsory £200, voluntary £150') or after it ('Excess: £400 compulsory, £50 voluntary', 'an excess of £300 (made up
// of £200 compulsory and £100 voluntary)'). The sentence's own order decides; when it cannot be told, no kind is given.
// The whole right after its parts ('..., £400 in total'): wholeAfterParts.
import type { AmountToken } from './uk-amounts';

export type ExcessKind = 'compulsoryExcess' | 'voluntaryExcess';

export interface ExcessPair {
  field: ExcessKind;
  /** The words that go with the pair (from the token before it to its end), for the excess's own checks. */
  context: string;
  labelStart: number;
  end: number;
}

/**
 * Where a sentence ends: a full stop, a blank line, a new line that starts a new label ('Voluntary excess ...'), a wide
 * gap before a kind's label in a row of two label-and-figure cells ('Compulsory excess £450     Voluntary excess'), or
 * a row ending in its figure when the next starts in capitals ('COMPULSORY EXCESS ... 250' over 'VOLUNTARY EXCESS ...
 * 100'): a statement's rows.
 */
// A dot leader's last dot ('Voluntary excess ........  £100') ends no sentence.
const SENTENCE_END =
  /(?<!\.)[.!?](?=\s)|\n[ \t]*\n|\n(?=[ \t]*[A-Z][a-z])|[ \t]{3,}(?=(?:Compulsory|Voluntary|Total)\s+excess\b)|(?<=\d)[ \t]*\n(?=[ \t]*[A-Z]{2})/g;
// ('oluntary': OCR lost the line's first letter at a photo's edge.)
const KIND_WORD = /\b(compulsory|v?oluntary)\b/gi;
/**
 * A kind named as the one another is added to, with no amount of its own in the sentence: '... a voluntary excess of
 * £100, which applies on top of the compulsory excess', '... which is added to the compulsory excess'. Not a kind word
 * to pair.
 */
const MENTIONED_KIND = /\b(?:on top of|in addition to|as well as|added to)\s+(?:the|your|any)\s+$/i;
/** ... unless its own amount follows: 'as well as the compulsory excess of £300'. */
const OWN_AMOUNT_AFTER = /^\s+excess\s*(?:(?:of|is|at)\s*)?:?\s*£/i;
/** What may stand between a kind word and its amount after it: 'compulsory excess of £250', 'voluntary: £100', a dot leader. */
const TIGHT_AFTER_WORD = /^[\s:=()\-–]*(?:(?:excess|is|of|at|the|an?|amount)\b[\s:=()\-–]*)*(?:\.{2,}[\s:]*)?$/i;
/** ... and between an amount and its kind word after it: '£250 compulsory', '£250 (compulsory)'. */
const TIGHT_BEFORE_WORD = /^[\s:()\-–]*$/;

interface Token {
  kind: ExcessKind | null;
  start: number;
  end: number;
}

/** Each kind word paired with the amount next to it on one side; null when some kind word has no amount there. */
function pairSide(tokens: Token[], side: -1 | 1): [Token, Token][] | null {
  const pairs: [Token, Token][] = [];
  for (const [i, token] of tokens.entries()) {
    if (!token.kind) continue;
    const amount = tokens[i + side];
    if (!amount || amount.kind) return null;
    pairs.push([token, amount]);
  }
  return pairs;
}

function allTight(text: string, pairs: [Token, Token][]): boolean {
  return pairs.every(([word, amount]) =>
    word.start < amount.start ? TIGHT_AFTER_WORD.test(text.slice(word.end, amount.start)) : TIGHT_BEFORE_WORD.test(text.slice(amount.end, word.start)),
  );
}

/**
 * Each kind word paired with the one amount tight against it, whichever side ('a compulsory excess of £100 and the £250
 * voluntary excess'): a sentence may name one kind before its amount and the other after. Null unless every kind word
 * has exactly one such amount and no amount is claimed twice.
 */
function tightEitherSide(text: string, tokens: Token[]): [Token, Token][] | null {
  const pairs: [Token, Token][] = [];
  for (const [i, token] of tokens.entries()) {
    if (!token.kind) continue;
    const tight = [tokens[i - 1], tokens[i + 1]].filter((amount): amount is Token => !!amount && !amount.kind && allTight(text, [[token, amount]]));
    if (tight.length !== 1) return null;
    pairs.push([token, tight[0]!]);
  }
  return new Set(pairs.map(([, amount]) => amount)).size === pairs.length ? pairs : null;
}

/** One sentence's pairs: the order that pairs every kind word (the tighter one when both do); null when neither can be told. */
function sentencePairs(text: string, tokens: Token[]): [Token, Token][] | null {
  const after = pairSide(tokens, 1); // 'compulsory £200'
  const before = pairSide(tokens, -1); // '£200 compulsory'
  // Neither order is tight for every kind word: each kind word's own tight amount, when that can be told.
  if (!(after && allTight(text, after)) && !(before && allTight(text, before))) {
    const mixed = tightEitherSide(text, tokens);
    if (mixed) return mixed;
  }
  if (after && before) {
    const [afterTight, beforeTight] = [allTight(text, after), allTight(text, before)];
    if (afterTight !== beforeTight) return afterTight ? after : before;
    // '£1,034.50 Compulsory excess £300 Voluntary excess £250' (a text layer without line breaks): 'excess' between
    // each kind word and the amount after it, or a kind word with a capital (a label's start), says word then amount.
    const labels = after.every(([word, amount]) => /excess|:/i.test(text.slice(word.end, amount.start)) || /^[A-Z]/.test(text[word.start]!));
    return afterTight && labels ? after : null;
  }
  return after ?? before;
}

/** Words right after an amount saying it is the whole: '£450 in total'. */
export const IN_TOTAL_AFTER = /^\s*(?:in total|in all|altogether|overall|combined|total)\b[\s:,\-–.]*/i;
/**
 * What may stand between the last part and the whole after it: ', £400 in total', ' and £400 altogether', ', making
 * £400', ' = £400 total' (the parts written as a sum), and the driver's own choice said of the part ('the voluntary
 * excess of £100 you chose, £350 in total'); or what a claim costs ('£200 too, so if you claim you'll pay £400 in
 * total').
 */
const BEFORE_WHOLE = /^(?:\s+(?:that\s+|which\s+)?you(?:'ve|’ve| have)?\s+(?:chose|chosen|picked|selected|set|added|opted for))?[\s,;–-]*(?:(?:and|so|making|giving|which (?:is|makes)|that(?:'s| is| makes)|=|equals)\s+)?(?:a|an)?\s*$|^(?:\s+too)?,?\s+so\s+(?:if|when)\s+you\s+(?:make\s+a\s+)?claim,?\s+you(?:'ll|’ll|\s+will|\s+would|'d|’d)?\s+pay\s*$/i;

/**
 * 'Your excess is £250 compulsory and £150 voluntary, £400 in total': in a sentence naming the kinds, an amount that
 * comes right after the last paired part and says it is the whole is the total excess (`after`: the words after it).
 */
export function wholeAfterParts(text: string, amount: AmountToken, previous: AmountToken | undefined, pairs: Map<number, ExcessPair | null>, after: string): boolean {
  const part = previous && pairs.get(previous.start);
  if (pairs.get(amount.start) !== null || !part) return false;
  return BEFORE_WHOLE.test(text.slice(part.end, amount.start)) && IN_TOTAL_AFTER.test(after);
}

/**
 * Both kinds each right after its figure, joined by a plus or 'and' ('£250 compulsory + £150 voluntary'): excesses,
 * though OCR lost the word before them ('Excess:' read as 've').
 */
const BOTH_KINDS_BESIDE_FIGURES = /£\s?\d[\d,]*(?:\.\d{2})?\s+compulsory\s*(?:\+|plus|and)\s*£\s?\d[\d,]*(?:\.\d{2})?\s+voluntary\b/i;
/** A heading of its own line naming the excesses: 'Your excesses', 'Excess:', 'Policy excess'. */
const EXCESS_HEADING = /^[ \t]*(?:your\s+|policy\s+|the\s+)?excess(?:es)?[ \t]*:?[ \t]*$/i;

/**
 * The sentence starts its line right under such a heading ('Your excesses' / 'Accidental damage: £400 in total (£250
 * compulsory plus £150 voluntary).'): its amounts are excesses though it never says the word.
 */
function underExcessHeading(text: string, from: number): boolean {
  if (from < 2 || text[from - 1] !== '\n') return false;
  return EXCESS_HEADING.test(text.slice(text.lastIndexOf('\n', from - 2) + 1, from - 1));
}

/**
 * For every amount in a sentence that says 'excess' (or stands under a heading that does): the kind it is paired with,
 * or null when it is not one (the total in 'an excess of £300 (made up of ...)', a sentence naming no kind) or the
 * sentence's pairing cannot be told.
 */
export function pairExcessKinds(text: string, amounts: AmountToken[]): Map<number, ExcessPair | null> {
  const found = new Map<number, ExcessPair | null>();
  let start = 0;
  for (const boundary of [...text.matchAll(SENTENCE_END), { index: text.length }]) {
    const [from, to] = [start, boundary.index];
    start = boundary.index + 1;
    const sentence = text.slice(from, to);
    if (!/excess/i.test(sentence) && !underExcessHeading(text, from) && !BOTH_KINDS_BESIDE_FIGURES.test(sentence)) continue;
    // 'A £75 windscreen excess applies': an excess sentence naming no kind gives none of its amounts a kind.
    if (!/\b(?:compulsory|v?oluntary)\b/i.test(sentence)) {
      for (const a of amounts) if (a.start >= from && a.end <= to) found.set(a.start, null);
      continue;
    }
    const tokens: Token[] = [
      ...amounts.filter((a) => a.start >= from && a.end <= to).map((a) => ({ kind: null, start: a.start, end: a.end })),
      ...[...sentence.matchAll(KIND_WORD)].filter((m) => !MENTIONED_KIND.test(sentence.slice(0, m.index)) || OWN_AMOUNT_AFTER.test(sentence.slice(m.index + m[0].length))).map((m) => ({
        kind: (/^c/i.test(m[1]!) ? 'compulsoryExcess' : 'voluntaryExcess') as ExcessKind,
        start: from + m.index,
        end: from + m.index + m[0].length,
      })),
    ].sort((a, b) => a.start - b.start);
    const pairs = sentencePairs(text, tokens);
    for (const token of tokens) if (!token.kind) found.set(token.start, null);
    for (const [word, amount] of pairs ?? []) {
      const [first, last] = word.start < amount.start ? [word, amount] : [amount, word];
      const previous = tokens[tokens.indexOf(first) - 1];
      const contextStart = previous ? previous.end : from;
      found.set(amount.start, {
        field: word.kind!,
        context: text.slice(contextStart, last.end),
        labelStart: first.start,
        end: last.end,
      });
    }
  }
  return found;
}

/**
 * 'Compulsory / voluntary / total excess', 'Excess (compulsory | voluntary | total):': the kinds listed in order; each
 * may carry its own 'excess' ('Compulsory excess / voluntary excess / total').
 */
const LISTED_KIND = String.raw`(?:compulsory|voluntary|total)(?:\s+excess)?`;
const LISTED_KINDS = new RegExp(String.raw`^\s*(?:(?:your\s+)?excess(?:es)?\s*\(?:?\s*)?(${LISTED_KIND}(?:\s*[/|]\s*${LISTED_KIND}){1,2})\s*(?:excess(?:es)?)?\s*\)?\s*:?\s*$`, 'i');
const KIND_FIELD = { compulsory: 'compulsoryExcess', voluntary: 'voluntaryExcess', total: 'totalExcess' } as const;

/**
 * A row listing the kinds of excess over as many amounts in the same order, set apart by slashes or bars
 * ('Compulsory / voluntary / total excess    £250 / £250 / £500'): each amount is its kind's. Null unless the kinds
 * and the amounts match one for one, each kind named once.
 */
export function listedExcessKinds(text: string, label: string, amounts: readonly AmountToken[]): (ExcessKind | 'totalExcess')[] | null {
  const m = LISTED_KINDS.exec(label);
  if (!m) return null;
  const kinds = m[1]!.split(/\s*[/|]\s*/).map((k) => KIND_FIELD[k.toLowerCase().split(/\s+/)[0] as keyof typeof KIND_FIELD]);
  if (new Set(kinds).size !== kinds.length || kinds.length !== amounts.length) return null;
  const apart = amounts.slice(1).every((a, i) => /^\s*[/|]\s*$/.test(text.slice(amounts[i]!.end, a.start)));
  return apart ? kinds : null;
}
