// A table pricing each level of cover side by side, the level the renewal keeps marked in its heading ('Essentials |
// Admiral ✓ Your cover | Platinum', 'Standard | Comprehensive (your cover)'): in each row of figures under it (as many
// figures as levels), only the chosen level's figure is the policy's; the others are blanked out (offsets stay) so the
// row reads as its label and that one figure. So too rows a level each ('Comprehensive (your cover)  £698.20' over
// 'Comprehensive Plus  £812.60'): only the marked row's figure is kept. Used by money-fields.ts.
import { findAmounts } from './uk-amounts';

/**
 * A heading cell marked as the cover the renewal keeps: a tick, or 'your cover', 'current cover', 'your level', '(as
 * now)'; or the insurer a broker recommends moving to ('Covéa Insurance (recommended)' beside 'Aviva (renewal
 * terms)'). ('Your renewal' alone heads a year's column beside 'Current policy', no level.)
 */
const CHOSEN_CELL = /[✓✔]|\b(?:your|current)\s+(?:cover|level|plan)\b|\(as\s+now\)|\((?:recommended|our recommendation)\)/i;
/** The letter naming the option it renews on: 'we will renew on Option B', 'we will renew your policy on option 2'. */
const RENEWS_ON = /\brenew\b[^.\n]{0,40}?\bon\s+((?:option|level|plan|quote)\s+[A-Z0-9])\b/i;
/** A heading line's cells: text runs apart by two spaces or more. */
const CELL = /\S+(?: \S+)*/g;

/** A row label marked as the cover kept: a tick, or '(your cover)' in brackets; not a row that is a sum or a charge. */
const CHOSEN_ROW = /[✓✔]|\((?:your(?:\s+current)?|current)\s+(?:cover|level|plan)\)/i;
const NOT_A_LEVEL = /total|tax|IPT|fee|excess|discount|extra|add-on/i;

/** Rows of one figure each, next to each other, one of them marked: the other rows' figures blanked out. */
function chosenRowOnly(lines: string[]): void {
  for (let i = 0; i < lines.length; ) {
    let j = i;
    // (A row: its one figure ends the line after a gap; a sentence under the rows ends them.)
    while (j < lines.length && findAmounts(lines[j]!).length === 1 && /\S[ \t]{2,}(?:from[ \t]+)?£?[ \t]?\d[\d,]*(?:\.\d{2})?[ \t]*$/.test(lines[j]!)) j += 1;
    const rows = lines.slice(i, j).map((line, k) => ({ k: i + k, line, label: line.slice(0, findAmounts(line)[0]!.start) }));
    const marked = rows.filter((r) => CHOSEN_ROW.test(r.label));
    if (rows.length >= 2 && marked.length === 1 && !rows.some((r) => NOT_A_LEVEL.test(r.label) || r.label.trim() === '')) {
      for (const r of rows) {
        const a = findAmounts(r.line)[0]!;
        if (r !== marked[0]) lines[r.k] = r.line.slice(0, a.start) + ' '.repeat(a.end - a.start) + r.line.slice(a.end);
      }
    }
    i = Math.max(j, i + 1);
  }
}

/** The row with every figure in it blanked out, its offsets kept. */
function withFiguresBlanked(row: string): string {
  return findAmounts(row).reduce((blanked, a) => blanked.slice(0, a.start) + ' '.repeat(a.end - a.start) + blanked.slice(a.end), row);
}

/** A mark after a row's figures naming it the one the renewal takes: '★ Recommended', '✓ your renewal', 'Your choice'. */
const CHOSEN_ROW_END = /^[ \t]*(?:[★☆✓✔][ \t]*)?(?:recommended|(?:your|our) (?:renewal|choice|recommendation)|chosen|selected)\b[^£\d\n]{0,20}$/i;

/** A row of figures marked as the renewal's: after its figures ('★ Recommended') or in its label ('(your current cover)'). */
export function chosenRowOfQuotes(row: string): boolean {
  const amounts = findAmounts(row);
  return amounts.length > 0 && (CHOSEN_ROW_END.test(row.slice(amounts.at(-1)!.end)) || CHOSEN_ROW.test(row.slice(0, amounts[0]!.start)));
}

/**
 * Rows of a table of quotes, each with as many figures (an insurer's premium and its excesses), one of them marked
 * as the renewal's ('£768.95  £250  £200  £450  ★ Recommended', 'Comprehensive (your current cover)  £826.40  £250 ...'): the other rows' figures are
 * blanked out, so the table reads as its headings and that row. Lines between without a figure (a wrapped name, a
 * mark's second line) belong to the rows.
 */
function chosenRowOfFigures(lines: string[]): void {
  for (let i = 0; i < lines.length; ) {
    const count = findAmounts(lines[i]!).length;
    if (count < 2) {
      i += 1;
      continue;
    }
    const rows: number[] = [];
    let j = i;
    for (; j < lines.length; j += 1) {
      const n = findAmounts(lines[j]!).length;
      if (n === count) rows.push(j);
      else if (n !== 0 || /\d/.test(lines[j]!) || lines[j]!.trim() === '' || j + 1 >= lines.length || findAmounts(lines[j + 1]!).length !== count) break;
    }
    const marked = rows.filter((k) => chosenRowOfQuotes(lines[k]!));
    if (rows.length >= 2 && marked.length === 1) {
      for (const k of rows.filter((r) => r !== marked[0])) lines[k] = withFiguresBlanked(lines[k]!);
    }
    i = Math.max(j, i + 1);
  }
}

/** A row's last `count` figures with no '£', each after a gap of two spaces or more and nothing after the last. */
function bareFigures(row: string, count: number): { start: number; end: number }[] {
  const figures = [...row.matchAll(/(?<=\s{2})(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?=\s{2}|\s*$)/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const last = figures.slice(-count);
  return last.length === count && /[A-Za-z]/.test(row.slice(0, last[0]!.start)) && row.slice(last.at(-1)!.end).trim() === '' ? last : [];
}

/** A table's first heading naming the insurer each row's quote is from: 'Insurer   Annual price   Compulsory excess'. */
const QUOTES_HEADING = /^[ \t]*(?:insurer|provider|quote from)[ \t]{2,}\S/i;

/**
 * A table of quotes from other insurers, a row each ('Admiral   £498.12   £300   £150' under 'Insurer   Annual price
 * ...'), none marked as the renewal's: no row is this policy's, so every row's figures are blanked out.
 */
function otherInsurersQuotes(lines: string[]): void {
  for (let i = 0; i < lines.length; i += 1) {
    if (!QUOTES_HEADING.test(lines[i]!) || /£\s?\d/.test(lines[i]!)) continue;
    let j = i + 1;
    while (j < lines.length && findAmounts(lines[j]!).length >= 2) j += 1;
    const rows = lines.slice(i + 1, j);
    if (rows.length < 2 || rows.some((row) => chosenRowOfQuotes(row))) continue;
    for (let k = i + 1; k < j; k += 1) lines[k] = withFiguresBlanked(lines[k]!);
  }
}

export function chosenCoverColumn(text: string): string {
  const lines = text.split('\n');
  chosenRowOnly(lines);
  chosenRowOfFigures(lines);
  otherInsurersQuotes(lines);
  const renewsOn = RENEWS_ON.exec(text)?.[1]!.replace(/\s+/g, ' ').toLowerCase();
  for (let i = 0; i < lines.length - 1; i += 1) {
    const line = lines[i]!;
    // (A heading's option may be named by a letter and a digit: 'Option 2'; its corner may name the currency, '(£)'.)
    if (/£\s?\d|\d{2}/.test(line)) continue;
    const all = [...line.matchAll(CELL)];
    // The corner cell naming the rows ('Your options', at the line's start over the row labels) is no level.
    const first = all.length >= 3 && all[0]!.index! <= 2 ? all[0]![0] : '';
    const inPounds = /^\((?:£|GBP)\)$/.test(first);
    const corner = inPounds || /^(?:your\s+)?(?:options|cover|levels?|plans?|choices)(?:\s+of\s+cover)?:?$/i.test(first);
    const cells = (corner ? all.slice(1) : all).map((m) => m[0]);
    const named = (cell: string) => !!renewsOn && `${cell.replace(/\s+/g, ' ').toLowerCase()} `.startsWith(`${renewsOn} `);
    const chosen = cells.flatMap((cell, k) => (CHOSEN_CELL.test(cell) || named(cell) ? [k] : []));
    // One marked cell among two to four, each a few words: the levels, not a sentence.
    if (cells.length < 2 || cells.length > 4 || chosen.length !== 1 || cells.some((c) => c.split(' ').length > 6)) continue;
    // (A second heading line may say what each level is: 'No voluntary excess   As now   Higher voluntary excess'.)
    let firstRow = i + 1;
    while (firstRow < Math.min(lines.length, i + 3) && findAmounts(lines[firstRow]!).length === 0 && !/\d/.test(lines[firstRow]!)) firstRow += 1;
    // Under a corner naming the currency, a row's bare figures ending it, one a level, are its amounts.
    const amountsOf = (row: string) => (inPounds ? bareFigures(row, cells.length) : findAmounts(row));
    for (let j = firstRow; j < lines.length; j += 1) {
      const amounts = amountsOf(lines[j]!);
      // A row label wrapped onto a line of its own ('Premium Tax', a few words, no figure) is passed over.
      if (amounts.length === 0 && !/\d/.test(lines[j]!) && lines[j]!.trim().split(/\s+/).length <= 4 && j + 1 < lines.length && amountsOf(lines[j + 1]!).length === cells.length) continue;
      if (amounts.length !== cells.length) break;
      let row = lines[j]!;
      for (const [k, a] of amounts.entries()) {
        if (k !== chosen[0]) row = row.slice(0, a.start) + ' '.repeat(a.end - a.start) + row.slice(a.end);
        // (A bare figure kept becomes an amount: the space before it becomes its '£', so offsets stay.)
        else if (inPounds && !/£\s*$/.test(row.slice(0, a.start))) row = `${row.slice(0, a.start - 1)}£${row.slice(a.start)}`;
      }
      lines[j] = row;
    }
  }
  return lines.join('\n');
}
