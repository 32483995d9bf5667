// OCR of a photo often loses the space between a label's two words ('Policynumber', 'Compulsoryexcess', 'Lastyear',
// 'REGISTRATIONMARK'): the pair is put apart again, so every rule reads the label as printed. Only a pair of the
// reader's own label words (a first word that qualifies, a second that names the field), run together as one word: no
// other word is touched, nor a web or email address ('lastyear.com', 'newprice@...'). The label's value may be glued to
// it as well ('PolicynumberMTC/00814573'): only a letter in lower case after the pair makes it some other word.

const FIRST = 'policy|compulsory|voluntary|total|last|this|next|renewal|registration|previous|current|expiring|annual|new|excess';
const SECOND = 'number|excess|year|premium|date|price|mark|amount|cost';
/** A word as printed: in lower case, with a capital first, or all in capitals. */
const cased = (words: string) => words.split('|').map((w) => `${w}|${w[0]!.toUpperCase()}${w.slice(1)}|${w.toUpperCase()}`).join('|');
const RUN_TOGETHER = new RegExp(String.raw`(?<![\w.@/&'’-])(${cased(FIRST)})(${cased(SECOND)})(?![a-z])(?![.@][A-Za-z])`, 'g');

/** The text with each run-together pair of label words spaced: 'Compulsoryexcess £250' -> 'Compulsory excess £250'. */
export function spacedRunTogetherLabels(text: string): string {
  return text.replace(RUN_TOGETHER, (_pair, first: string, second: string) => `${first} ${second}`);
}
