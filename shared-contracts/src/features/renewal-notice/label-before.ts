// The words a value on a notice sits under: the text before it on its line (back to the previous value), or, when
// the value starts its line, the line above it ('Your renewal premium' / '£689.90').

import { lineEndAt, lineStartAt } from './text-lines';

/**
 * The second half of a bilingual label, after the English one: 'Policy number / Rhif polisi:', 'Cover / Yswiriant:'
 * (up to its colon, dot leader or the spaces before the value's column). A regular expression's source, to put right
 * after an English label.
 */
export const OTHER_LANGUAGE_HALF = String.raw`(?:\s*\/\s*[^\n:/£\d.]{2,40}?(?=\s*(?::|\.{2,})| {2,}))?`;

/** How far back a label may start: a whole page read as one line must not lend a value a label from far away. */
const MAX_LABEL_CHARS = 90;

export interface Label {
  text: string;
  /** Where the label starts in the notice (for the snippet). */
  start: number;
}

const ABBREVIATION = /\b(?:inc|incl|excl|exc|no|ref|approx|etc|e\.g|i\.e|mr|mrs|ms|dr|st|ltd|co|vs|reg|tel|yr|yrs|max|min)\.$/i;

/** A label is the words of its own sentence: '...up for renewal. Your policy ends on' -> 'Your policy ends on'. */
function ownSentence(text: string, start: number, end: number): Label {
  const slice = text.slice(start, end);
  let cut = 0;
  for (const m of slice.matchAll(/[a-z0-9)][.!?]\s+(?=[A-Z])/g)) {
    // 'incl. IPT', 'Policy No. AV/…', 'Mr. Smith': an abbreviation's point ends no sentence.
    if (ABBREVIATION.test(slice.slice(0, m.index + 2))) continue;
    cut = m.index + m[0].length;
  }
  if (cut === 0 && start > 0 && /\w/.test(text[start - 1]!)) cut = slice.search(/(?<=\W)\w/); // not mid-word
  if (cut <= 0 || !/[a-z]{3}/i.test(slice.slice(cut))) return { text: slice, start };
  return { text: slice.slice(cut), start: start + cut };
}

/**
 * After another value on the same line, the label is the last clause: '£62.10 a month, or your annual premium is'
 * -> 'your annual premium is' (the words after the first value belong to it).
 */
function ownClause(label: Label, afterValue: boolean): Label {
  if (!afterValue) return label;
  let cut = 0;
  for (const m of label.text.matchAll(/[,;(]\s*|\s(?:or|and|then|plus)\s+/gi)) cut = m.index + m[0].length;
  if (cut === 0 || !/[a-z]{3}/i.test(label.text.slice(cut))) return label;
  return { text: label.text.slice(cut), start: label.start + cut };
}

/**
 * Where the dot leader or the run of spaces between a label and its value starts ('Annual cost ........ £512.40',
 * 'Compulsory excess . . . . £250.00', a value set at the page's right edge): the label is measured back from there, however long the leader.
 */
export function leaderStart(text: string, pos: number, floor = 0): number {
  let at = pos;
  while (at > floor && /[ .…·_]/.test(text[at - 1]!)) at -= 1;
  return /\.{2}| {2}|…|\. \. \./.test(text.slice(at, pos)) ? at : pos;
}

/** A line's cells: runs of words with at most two spaces inside, three or more between. */
const cellsOf = (line: string) => [...line.matchAll(/\S+(?: {1,2}\S+)*/g)].map((m) => ({ text: m[0], at: m.index }));

/**
 * Labels in columns over their values in the same columns ("Last year's premium      No claims discount" over
 * '£502.14      7 years'): the value's label is the cell above it (starting within two characters of its column),
 * not the whole line. Null unless both lines hold two or more cells.
 */
function cellAbove(above: string, valueLine: string, column: number): { text: string; at: number } | null {
  const labels = cellsOf(above);
  if (labels.length < 2 || cellsOf(valueLine).length < 2) return null;
  return labels.find((cell) => Math.abs(cell.at - column) <= 2) ?? null;
}

/**
 * A column's label wrapped in its cell ('Your price this' / 'year' over '£563.10', each line's cells centred): a cell
 * that starts in lower case runs on from the cell above it in the same column (its start or its middle within a few
 * characters), on a line of cells and no figures. Null otherwise.
 */
function wrappedCellAbove(text: string, cellLineStart: number, cellLine: string, cell: { text: string; at: number }): Label | null {
  if (!/^[a-z]/.test(cell.text) || cellLineStart === 0) return null;
  const upperStart = lineStartAt(text, cellLineStart - 1);
  const upperLine = text.slice(upperStart, cellLineStart - 1);
  if (/£|\d/.test(upperLine) || cellsOf(upperLine).length < 2 || cellsOf(cellLine).length < 2) return null;
  const middle = (c: { text: string; at: number }) => c.at + c.text.length / 2;
  const upper = cellsOf(upperLine).find((c) => Math.abs(c.at - cell.at) <= 2 || Math.abs(middle(c) - middle(cell)) <= 3);
  return upper ? { text: upper.text, start: upperStart + upper.at } : null;
}

/** How far right of a value (in characters) a line's words must start to be another column's. */
const OTHER_COLUMN_GAP = 20;

/**
 * The label of the value starting at `pos`. `stopAt` is the end of the previous value on the same line (a second
 * amount on a line is labelled only by the words between the two).
 */
export function labelBefore(text: string, pos: number, stopAt = 0): Label {
  const lineStart = lineStartAt(text, pos);
  const start = Math.max(lineStart, stopAt, leaderStart(text, pos, Math.max(lineStart, stopAt)) - MAX_LABEL_CHARS);
  const sameLine = text.slice(start, pos);
  if (/[a-z]/i.test(sameLine) || start > lineStart) return ownClause(ownSentence(text, start, pos), stopAt > lineStart);
  // The value starts its line: take the nearest non-empty line above, if it holds words only.
  let end = lineStart - 1;
  let stepped = false;
  for (let hops = 0; hops < 3 && end > 0; hops += 1) {
    const prevStart = lineStartAt(text, end);
    const line = text.slice(prevStart, end);
    if (line.trim() !== '') {
      const tail = labelAfterLastValue(line, text.slice(pos, lineEndAt(text, pos)));
      if (tail) return { text: tail.text, start: prevStart + tail.at };
      if (/£|\d{1,2}[/.]\d{1,2}[/.]\d{2}/.test(line)) break;
      // A line of another column, its words starting far right of the value ('Pay annually' / '   Key cover' in the
      // next column / '£612.35'): stepped over.
      if (line.search(/\S/) - (pos - lineStart) >= OTHER_COLUMN_GAP) {
        [end, stepped] = [prevStart - 1, true];
        continue;
      }
      const cell = cellAbove(line, text.slice(lineStart, lineEndAt(text, pos)), pos - lineStart);
      const upper = cell && wrappedCellAbove(text, prevStart, line, cell);
      if (upper) return { text: `${upper.text}\n${cell.text}\n${text.slice(lineStart, pos)}`, start: upper.start };
      if (cell) return { text: `${cell.text}\n${text.slice(lineStart, pos)}`, start: prevStart + cell.at };
      const label = ownSentence(text, Math.max(prevStart, end - MAX_LABEL_CHARS), end);
      return { text: stepped ? `${text.slice(label.start, end)}\n${text.slice(lineStart, pos)}` : text.slice(label.start, pos), start: label.start };
    }
    end = prevStart - 1;
  }
  return { text: sameLine, start };
}

/**
 * The words after its line's last wide gap: a narrow box's label read on one line with another column's prose ('If you
 * have a       Last year: '). Null without such a gap.
 */
export function afterWideGap(label: Label): Label | null {
  const m = /[ \t]{5,}([^\n]*)$/.exec(label.text);
  return m && m[1]!.trim() !== '' && !/\n/.test(label.text.slice(m.index)) ? { text: m[1]!, start: label.start + m.index + m[0].length - m[1]!.length } : null;
}

/**
 * A box whose labels and values a layout read as one run, each label after the value before it ('£150 Total excess' /
 * '£500'): a value alone on its line takes the words ending the line above, after that line's last amount, when they
 * are a short label of their own (starting with a capital, no figure, no sentence's end). Null otherwise.
 */
function labelAfterLastValue(above: string, valueLine: string): { text: string; at: number } | null {
  if (!/^£\s?\d[\d,]*(?:\.\d{2})?[ \t]*$/.test(valueLine.trim())) return null;
  const m = /£\s?\d[\d,]*(?:\.\d{2})?[ \t]+([A-Z][A-Za-z'’]*(?: [A-Za-z'’,()]+){0,4})[ \t]*$/.exec(above);
  if (!m || /[.!?]$/.test(m[1]!)) return null;
  return { text: m[1]!, at: m.index + m[0].indexOf(m[1]!, m[0].search(/[ \t]/)) };
}

/**
 * The words right after a value on its line ('£54.20 a month'), or, when nothing follows it there and the next line
 * runs on in lower case (or with '/month'), that line's start ('£400' / 'in total.'). A next line starting with a capital is another
 * row's or sentence's. Large print's small words may sit well to the right under it ('£56.83' in 30pt, 'a month'
 * beside its foot): the next line's words count when they start under the value or within a short reach after it.
 */
export function wordsAfter(text: string, end: number, length = 40): string {
  const lineEnd = lineEndAt(text, end);
  const sameLine = text.slice(end, Math.min(lineEnd, end + length));
  if (sameLine.trim() !== '' || lineEnd >= text.length) return sameLine;
  const next = text.slice(lineEnd + 1, lineEndAt(text, lineEnd + 1));
  const indent = next.length - next.trimStart().length;
  const valueEnd = end - lineStartAt(text, end);
  if (!RUNS_ON.test(next.trimStart()) || (indent >= length && indent > valueEnd + RUN_ON_REACH)) return sameLine;
  return ` ${next.trimStart().slice(0, length)}`;
}

/** A next line running on from a value: words in lower case, or an app's '/month' under a price. */
const RUNS_ON = /^(?:[a-z]|\/[ \t]?(?:month|mth|mo|year|yr)\b)/;
/** How far right of a value's end (in characters) the next line's words may start and still run on from it. */
const RUN_ON_REACH = 24;

/**
 * The label with the line above put in front, for a label that breaks over two lines ('Your comparable premium' /
 * 'last year   £1,034.50'), past one blank line; null when the label does not start its line or the line above holds a
 * value itself, unless the label is a sentence running on from there (sentenceRunningOn).
 */
export function withLineAbove(text: string, label: Label): Label | null {
  const lineStart = lineStartAt(text, label.start);
  if (label.start !== lineStart || lineStart === 0) return null;
  let aboveStart = lineStartAt(text, lineStart - 1);
  // OCR puts a blank line between the lines of a paragraph: step over one.
  if (text.slice(aboveStart, lineStart - 1).trim() === '' && aboveStart > 0) aboveStart = lineStartAt(text, aboveStart - 1);
  const above = text.slice(aboveStart, lineStart - 1);
  if (above.trim() === '') return null;
  if (/£|\d{2}|\d[/.:]\d/.test(above)) return sentenceRunningOn(text, aboveStart, lineStart - 1, label);
  // Only the sentence the label runs on from: 'Last year you asked us to renew. Unless you tell' / 'us … we will take'
  // is not labelled by the sentence about last year.
  const own = ownSentence(text, aboveStart, lineStart - 1);
  return { text: `${own.text}\n${label.text}`, start: own.start };
}

/**
 * 'Last year your premium was £521.09; this year your premium is' / '£544.60.': the clause after the line's last
 * figure, set off by a semicolon, or a comma with 'and', 'but' or 'so' ('… excess (£0), so your total excess' / 'is
 * £350.'), is the next line's value's own. Null otherwise.
 */
function clauseAfterFigure(line: string, lineStart: number): Label | null {
  const m = /£\s?\d[\d,]*(?:\.\d{2})?\)?\s*(?:;|,?\s+(?:and|but|while|whereas|so)\b)\s*([^£\d;:.!?]*[a-z][^£\d;:.!?]*)$/i.exec(line);
  return m ? { text: m[1]!, start: lineStart + m.index + m[0].length - m[1]!.length } : null;
}

/**
 * 'Last year you paid £803.15. This year your price' / 'is £761.92': a label starting its line in lower case (or a
 * value starting its line, with no label of its own) runs on from a sentence begun on the line above after another
 * value's sentence ended; the label is that sentence's words.
 * Null when the line above holds no such sentence start, or its start holds a figure.
 */
function sentenceRunningOn(text: string, aboveStart: number, aboveEnd: number, label: Label): Label | null {
  // A value starting its line ('…was £688.90. This year's is' / '£731.25.') has no words of its own: the sentence is all.
  if (!/^[ \t]*[a-z]/.test(label.text) && label.text.trim() !== '') return null;
  const begun = clauseAfterFigure(text.slice(aboveStart, aboveEnd), aboveStart) ?? ownSentence(text, aboveStart, aboveEnd);
  if (begun.start === aboveStart || /£|\d/.test(begun.text) || /[.!?:;]\s*$/.test(begun.text)) return null;
  // One sentence over two lines: its words joined as one line reads them ('Your premium last' / 'year was £441.05').
  return { text: `${begun.text.trimEnd()} ${label.text.trimStart()}`, start: begun.start };
}

/**
 * A row label wrapped in its cell, its value beside the last line: the label there starts in small letters, running on
 * from the line above, which holds no amount. Where the line above ends with a comma ('Premium for the year from 1st
 * April 2027,' / 'including Insurance Premium Tax at the current rate  £1,208.64'), the label is both lines; where it
 * opens a bracket the label's line closes ('Voluntary excess (chosen by you to reduce' / 'your premium, in addition
 * to the compulsory excess)  £250'), the label is the words before the bracket (what it holds only describes it).
 * Null otherwise.
 */
export function labelBegunAbove(text: string, label: Label): Label | null {
  const lineStart = lineStartAt(text, label.start);
  if (lineStart === 0 || text.slice(lineStart, label.start).trim() !== '') return null;
  const aboveStart = lineStartAt(text, lineStart - 1);
  const above = text.slice(aboveStart, lineStart - 1);
  // 'Insurance Premium' / 'Tax at the current rate': the tax's name broken at the line's end runs on.
  const taxRunsOn = /\bInsurance\s+Premium\s*$/i.test(above) && /^\s*Tax\b/.test(label.text);
  if (!/^[ \t]*[a-z]/.test(label.text) && !taxRunsOn) return null;
  if (above.trim() === '' || /£|\d[\d,]*\.\d{2}\b/.test(above)) return null;
  const indent = above.length - above.trimStart().length;
  const opened = /^([^()]*[A-Za-z][^()]*?)\s*\([^()]*$/.exec(above.trim());
  if (opened && /^[^()]*\)\s*$/.test(label.text.trim())) return { text: opened[1]!, start: aboveStart + indent };
  if (/,\s*$/.test(above) && !/[()]/.test(above)) return { text: `${above.trim()} ${label.text.trim()}`, start: aboveStart + indent };
  if (taxRunsOn && !/[()]/.test(above)) return { text: `${above.trim()} ${label.text.trim()}`, start: aboveStart + indent };
  return null;
}
