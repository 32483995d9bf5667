// Figures with no '£' in a table whose columns are the two years ('LAST YEAR   THIS YEAR' over 'ANNUAL PREMIUM  1,279.90
// 1,342.66', 'This year amount (£)   Last year amount (£)'), and an excess row naming each kind before its bare figure
// ('EXCESS  COMPULSORY 500  VOLUNTARY 500  TOTAL 1,000'): each such figure is an amount. The space before it becomes
// the '£', so every offset stays (as pound-column.ts does); which column is which year is column-table.ts's work.
import { EXCESS_TITLE, LAST_TERM_HEADING, LAST_YEAR, THIS_TERM_HEADING, THIS_YEAR } from './premium-words';

/** A heading cell naming a policy year: '2026/27', '2027-28', '2027'. */
const POLICY_YEAR_CELL = /^(20\d\d)(?:\s*[/–-]\s*(?:20)?\d\d)?$/;
/** A heading cell naming the day a policy year starts ('Year from 19/01/2027', 'From 19.01.2026'): that year. */
const YEAR_FROM_CELL = /^(?:(?:year|period|cover)\s+)?(?:from|starting)\s+\d{1,2}[/.]\d{1,2}[/.](20\d\d)$/i;

/** The heading's cells: runs of text set apart by two spaces or more, or by '|'. */
const cellsOf = (line: string) => line.split(/\s{2,}|\s*\|\s*/).map((cell) => cell.trim()).filter((cell) => cell !== '');

/**
 * How many year columns the line heads (0 when it is not such a heading): its last cells each name a year, one last
 * year's and one this year's (or two different policy years); any cells before them are words (a corner, 'CODE
 * DESCRIPTION'), never a figure.
 */
function yearColumnCount(line: string): number {
  const cells = cellsOf(line);
  const years = cells.slice(-2);
  if (years.length < 2 || cells.slice(0, -2).some((cell) => /\d/.test(cell))) return 0;
  // (A year may say which it is in brackets: '2026/27 (expiring)', '2027/28 (renewal)'.)
  const named = years.map((cell) => cell.replace(/\s*\(£\)$/, '').replace(/\s+amount$/i, '').replace(/^(20\d\d(?:\s*[/–-]\s*(?:20)?\d\d)?)\s*\((?:expiring|current|renewal|new)\)$/i, '$1'));
  if (named.some((cell) => cell.split(/\s+/).length > 3)) return 0;
  const lastYears = (cell: string) => LAST_YEAR.test(cell) || LAST_TERM_HEADING.test(cell);
  const thisYears = (cell: string) => THIS_YEAR.test(cell) || THIS_TERM_HEADING.test(cell);
  const last = named.filter((cell) => lastYears(cell) && !thisYears(cell)).length;
  const now = named.filter((cell) => thisYears(cell) && !lastYears(cell)).length;
  if (last === 1 && now === 1) return 2;
  const policyYears = named.map((cell) => (POLICY_YEAR_CELL.exec(cell) ?? YEAR_FROM_CELL.exec(cell))?.[1]);
  return policyYears.every(Boolean) && policyYears[0] !== policyYears[1] ? 2 : 0;
}

/** A bare figure, no '£' beside it: pounds and pence, or whole pounds or pounds and pence (for an excess). */
export const PENCE = String.raw`\d{1,3}(?:,\d{3})*\.\d{2}`;
export const WHOLE_OR_PENCE = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d{2})?`;

/** Under a heading of the two years, each row ending in one bare figure a column: the figures are amounts. */
export function barePoundsUnderYearColumns(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const count = /£\d|\d\s*£/.test(lines[i]!) ? 0 : yearColumnCount(lines[i]!);
    if (count === 0) continue;
    // A corner naming the excesses ('Your excesses (£)'): its rows' whole pounds are amounts too ('Compulsory  200  250').
    const excessTable = EXCESS_TITLE.test(cellsOf(lines[i]!)[0] ?? '');
    for (let j = i + 1; j < lines.length && j <= i + 8; j += 1) {
      const line = lines[j]!;
      // A blank line, a '£', or a line of words alone (the next block's title, 'Your excesses') ends the table.
      if (line.trim() === '' || line.includes('£') || !/\d/.test(line)) break;
      const words = line.split(/\d/)[0]!;
      const figures = [...line.matchAll(new RegExp(`(?<=\\s) (${excessTable || /excess/i.test(words) ? WHOLE_OR_PENCE : PENCE})(?=\\s{2,}|\\s*$)`, 'g'))];
      // Only the row's last figures, one a column, each after a gap of two spaces or more.
      const last = figures.slice(-count);
      // (A boxed table's right border, '|', may close the row.)
      if (last.length !== count || !/[A-Za-z]/.test(line.slice(0, last[0]!.index)) || !/^\s*\|?\s*$/.test(line.slice(last.at(-1)!.index + last.at(-1)![0].length))) continue;
      if (!last.every((m, k) => /\s{2}$/.test(line.slice(0, m.index + 1)) && (k === 0 || /^\s+$/.test(line.slice(last[k - 1]!.index + last[k - 1]![0].length, m.index))))) continue;
      lines[j] = last.reduceRight((l, m) => `${l.slice(0, m.index)}£${l.slice(m.index + 1)}`, line);
    }
  }
  return lines.join('\n');
}

/**
 * 'EXCESS  COMPULSORY 500  VOLUNTARY 500  TOTAL 1,000': on a row naming the excess (or one writing out their sum), a
 * kind's word then its bare figure.
 */
const KIND_THEN_FIGURE = /(?<=\b(?:compulsory|voluntary|total)(?: excess)?:?) (?=\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?!\d|[.,]\d|\s*(?:%|(?:months?|years?|days?|miles?|claims?|drivers?)\b))(?:\s|,|$))/gi;

/**
 * 'Excess   500 compulsory, 350 voluntary (850 total)': on a row naming the excess, a bare figure then its kind's word.
 * The space (or the bracket) before the figure becomes the '£'; not a figure after a sign, a decimal point or a '/'.
 */
const FIGURE_THEN_KIND = /(?<=[\s,;:]|^)[ (](?=\d{1,3}(?:,\d{3})*(?:\.\d{2})? (?:compulsory|voluntary|total)\b)/gi;

/** 'Compulsory 300 + Voluntary 200 = Total 500': the kinds' sum written out, a line of its own. */
const KINDS_SUM = /^[ \t]*compulsory(?: excess)?:? \d[^\n£]*\+[ \t]*voluntary(?: excess)?:? \d[^\n£]*=[ \t]*total(?: excess)?:? \d[^\n£]*$/gim;

export function bareExcessKinds(text: string): string {
  return text
    .replace(/^[ \t]*excess(?:es)?\b[^\n£]*$/gim, (line) => line.replace(KIND_THEN_FIGURE, '£').replace(FIGURE_THEN_KIND, '£'))
    .replace(KINDS_SUM, (line) => line.replace(KIND_THEN_FIGURE, '£'));
}
