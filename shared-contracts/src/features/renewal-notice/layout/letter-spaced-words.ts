// Letter-spaced text (a composition tool's tracking, each character drawn on its own) comes back one character at a
// time: 'P o l i c y n u m b e r'. pdf.js puts one space between the tracked letters and one between the words alike,
// so the letters are joined again and the words found from those a notice's labels are made of; a run those words do
// not cover whole is kept as one word ('A D M I R A L' -> 'ADMIRAL'), never split at a guess.

/**
 * Four or more single characters, one space apart, three of them letters ('E x c e s s', "L a s t y e a r ' s"); a
 * label's punctuation tracked with it ('P r e m i u m ( i n c l u d i n g I P T ) :').
 */
const TRACKED_RUN = /(?<!\S)(?:[\p{L}\d'’&.:,()/-] ){3,}[\p{L}\d'’&.:,()/-](?!\S)/gu;
/** Punctuation between a label's words, which splits the letters into pieces segmented apart. */
const PUNCTUATION = /([&.:,()/-])/;

/** The words of a renewal notice's labels, which a letter-spaced label is split back into. */
const LABEL_WORDS = new Set(
  [
    'your', 'our', 'the', 'this', 'last', 'next', 'new', 'previous', 'current', 'renewal', 'renew', 'renews', 'date',
    'start', 'starts', 'end', 'ends', 'expiry', 'expires', 'from', 'to', 'of', 'on', 'and', 'for', 'by', 'policy',
    'number', 'no', 'reference', 'ref', 'premium', 'price', 'cost', 'total', 'annual', 'amount', 'payable', 'year',
    "year's", 'year’s', 'years', 'excess', 'excesses', 'compulsory', 'voluntary', 'car', 'vehicle', 'registration',
    'reg', 'mark', 'insurer', 'insurance', 'cover', 'period', 'details', 'summary', 'including', 'inc', 'ipt', 'tax',
    'comprehensive', 'motor', 'schedule', 'certificate', 'statement', 'quote', 'monthly', 'instalments', 'deposit',
    'accidental', 'damage', 'fire', 'theft', 'third', 'party', 'windscreen', 'glass', 'young', 'inexperienced', 'driver',
    'drivers', 'additional', 'claims', 'discount', 'bonus', 'protected', 'commencement', 'effective', 'expiring',
    'existing', 'paid', 'due', 'payment', 'instalment', 'month', 'months', 'per', 'apr', 'fee', 'fees', 'charges',
    'legal', 'expenses', 'breakdown', 'name', 'address', 'make', 'model', 'policyholder', 'type', 'level', 'use',
    'protection', 'excluding',
  ],
);

/** `letters` as label words (fewest words), or null when they are not made of label words alone. */
function labelWords(letters: string): string[] | null {
  const lower = letters.toLowerCase();
  // best[i]: the fewest words covering the first i letters, as the index where its last word starts.
  const best: { count: number; from: number }[] = [{ count: 0, from: -1 }];
  for (let end = 1; end <= lower.length; end += 1) {
    for (let from = 0; from < end; from += 1) {
      const before = best[from];
      if (!before || !LABEL_WORDS.has(lower.slice(from, end))) continue;
      const here = best[end];
      if (!here || before.count + 1 < here.count) best[end] = { count: before.count + 1, from };
    }
  }
  if (!best[lower.length]) return null;
  const words: string[] = [];
  for (let end = lower.length; end > 0; end = best[end]!.from) words.unshift(letters.slice(best[end]!.from, end));
  return words;
}

/** A cell's letter-spaced runs joined into words: 'L a s t y e a r ' s p r e m i u m' -> "Last year's premium". */
export function joinLetterSpaced(text: string): string {
  return text.replace(TRACKED_RUN, (run) => {
    const letters = run.replace(/ /g, '');
    if ((letters.match(/\p{L}/gu) ?? []).length < 3) return run;
    const pieces = letters.split(PUNCTUATION).filter(Boolean);
    const words = pieces.map((piece) => (PUNCTUATION.test(piece) ? piece : (labelWords(piece)?.join(' ') ?? piece)));
    // Spaced as print spaces them: '(' opens onto its word; ')', ':', ',' and '.' close onto theirs; '-' and '/' join.
    return words
      .join(' ')
      .replace(/\( /g, '(')
      .replace(/ ([).:,])/g, '$1')
      .replace(/ ?([/-]) ?/g, '$1');
  });
}

/**
 * A photo's label whose spaces OCR lost, read as one word ("Lastyear'spremium(includingnoclaimsdiscountprotection)"):
 * split back into its words when every run of letters in it is made of label words and they are three or more. A word
 * that is not wholly label words (a name, a brand) is kept as it is.
 */
export function runTogetherWords(word: string): string {
  if (word.length < 10 || /\d|\s/.test(word)) return word;
  const pieces = word.split(PUNCTUATION).filter(Boolean);
  const split = pieces.map((piece) => (PUNCTUATION.test(piece) ? [piece] : labelWords(piece)));
  if (split.some((words) => words === null) || split.flat().filter((w) => !PUNCTUATION.test(w!)).length < 3) return word;
  return split
    .flat()
    .join(' ')
    .replace(/\( /g, '(')
    .replace(/ ([).:,])/g, '$1')
    .replace(/ ?([/-]) ?/g, '$1');
}
