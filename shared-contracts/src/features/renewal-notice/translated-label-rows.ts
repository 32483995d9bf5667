// A bilingual table that prints each row's label twice, one language over the other, with the value beside the first
// ('Premiwm adnewyddu (gan gynnwys TPY)   £742.56' / 'Renewal premium (including IPT)'): every other reading takes
// the line above a value alone for its label, so the second language's line would label the next row's value. Each
// pair is set on one line, both labels before the value ('Premiwm adnewyddu (gan gynnwys TPY) / Renewal premium
// (including IPT)   £742.56'); what the second line holds in the value's column (a value wrapped in its cell) stays
// on its own line there. Only a run of three pairs or more, every label starting in one column and every value in
// another. Used by parseRenewalNotice before anything reads the text.

/** A line's cells: runs of text set apart by two spaces or more, with where each starts. */
const cellsOf = (line: string) => [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], at: m.index }));

/** A label cell: words, starting with a letter, no '£' and no figure but a bracketed rate ('(12%)'). */
const LABEL = /^[A-Za-zÀ-ÿŵŷŴŶ][^£\d]*(?:\(\d{1,2}(?:\.\d)?%\)[^£\d]*)?$/;
/** How far a cell may stand from its column and still be in it (a layout sets cells a character or two apart). */
const SLACK = 2;
/** Fewest pairs that make such a table. */
const FEWEST_PAIRS = 3;

interface Pair {
  /** The first line's label, its value cells (from `valueAt` on), and the second line's label and value part. */
  label: string;
  value: string;
  other: string;
  otherValue: string;
}

/** The row starting at `i` as a pair, when its first line is a label then a value and the second a label alone (or with the value's wrap). */
function pairAt(lines: readonly string[], i: number, labelAt?: number, valueAt?: number): (Pair & { labelAt: number; valueAt: number }) | null {
  const first = cellsOf(lines[i] ?? '');
  const second = cellsOf(lines[i + 1] ?? '');
  if (first.length < 2 || second.length < 1 || second.length > 2) return null;
  const [label, value] = [first[0]!, first[1]!];
  // (Both labels start with a capital: a label's words wrapped over lines run on in small letters.)
  if (!LABEL.test(label.text) || !/^[A-ZÀ-ÝŴŶ]/.test(label.text) || (labelAt !== undefined && Math.abs(label.at - labelAt) > SLACK) || (valueAt !== undefined && Math.abs(value.at - valueAt) > SLACK)) return null;
  const [other, wrap] = [second[0]!, second[1]];
  // (The second label starts with a capital: a label's own words running on under it are label-wrapped-below.ts's.)
  if (!LABEL.test(other.text) || !/^[A-ZÀ-ÝŴŶ]/.test(other.text) || Math.abs(other.at - label.at) > SLACK || /[.:!?]$/.test(other.text)) return null;
  // (The value's wrap runs on in small letters: 'seat (2021)'. A second value there makes the line a row of its own.)
  if (wrap && (Math.abs(wrap.at - value.at) > SLACK || !/^[a-z]/.test(wrap.text) || /£/.test(wrap.text))) return null;
  return { label: label.text, value: lines[i]!.slice(value.at), other: other.text, otherValue: wrap?.text ?? '', labelAt: label.at, valueAt: value.at };
}

export function translatedLabelRows(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = pairAt(lines, i);
    const run: (Pair & { labelAt: number; valueAt: number })[] = [];
    for (let at = i, pair = first; pair; at += 2, pair = pairAt(lines, at, first!.labelAt, first!.valueAt)) run.push(pair);
    if (run.length < FEWEST_PAIRS) {
      out.push(lines[i]!);
      i += 1;
      continue;
    }
    for (const pair of run) {
      const labels = `${' '.repeat(pair.labelAt)}${pair.label} / ${pair.other}`;
      out.push(`${labels}${' '.repeat(Math.max(2, pair.valueAt - labels.length))}${pair.value}`);
      if (pair.otherValue) out.push(`${' '.repeat(pair.valueAt + Math.max(0, labels.length + 2 - pair.valueAt))}${pair.otherValue}`);
    }
    i += run.length * 2;
  }
  return out.join('\n');
}
