// Bare figures in the columns of what statement systems print: a schedule whose money column is headed '£ - p' and
// whose figures are pounds, a hyphen and pence ('537-65'); a statement of account's 'Debit  Credit  Balance' columns.
// Each such figure is given the '£' where the column says it is money (the space before it), one character for one, so
// every offset stays (as pound-column.ts does); what the amount is stays the label readings' work.

/** A heading's column of pounds and pence: '£ - p', '£   p', '£-p' ending the line, with no figure on it. */
const POUNDS_PENCE_HEADING = /(?<=\s)£\s*-?\s*p\s*$/i;
/** A row ending in a figure of pounds, a hyphen and pence after a wide gap ('COMPULSORY      250-00'). */
const HYPHEN_PENCE_ROW = /(?<=[A-Za-z)'’]\S*\s{1,}) (\d{1,3}(?:,\d{3})*)-(\d{2})\s*$/;
/** Or the pounds and the pence in columns of their own ('Annual premium ...   712     48' under '£      p'). */
const SPACED_PENCE_ROW = /(?<=[A-Za-z)'’]\S*\s{1,}) (\d{1,3}(?:,\d{3})*)\s{2,}(\d{2})\s*$/;
/** How far a figure's right edge may stand from its heading's 'p'. */
const SLACK = 3;

/**
 * Under a heading whose money column is '£ - p', each row ending in '537-65' (or '537     65', pounds and pence in
 * columns of their own) at that column: the amount £537.65 (the hyphen read as the decimal point it stands for). Not a row elsewhere on the page ('DEPOSIT 55-27 + 10 X 54-16' is
 * no row of the column), nor a date ('13-03') or a range set under no such heading.
 */
export function hyphenPenceUnderPoundsHeading(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const heading = POUNDS_PENCE_HEADING.exec(lines[i]!);
    if (!heading || /\d/.test(lines[i]!)) continue;
    const column = lines[i]!.trimEnd().length - 1;
    for (let j = i + 1; j < lines.length && j <= i + 10; j += 1) {
      const line = lines[j]!;
      const m = HYPHEN_PENCE_ROW.exec(line) ?? SPACED_PENCE_ROW.exec(line);
      if (!m || line.includes('£') || Math.abs(m.index + m[0].trimEnd().length - 1 - column) > SLACK) break;
      // Whole pounds ('250-00', an excess) read as whole pounds: the '-00' becomes spaces.
      const amount = `£${m[1]}${m[2] === '00' ? '' : `.${m[2]}`}`;
      const span = m[0].trimEnd().length;
      lines[j] = `${line.slice(0, m.index)}${amount.padEnd(span)}${line.slice(m.index + span)}`;
    }
  }
  return lines.join('\n');
}

/** A statement of account's heading: 'Debit', 'Credit' and 'Balance' cells, no figure. */
const LEDGER_HEADING = /\bdebit\b.*\bcredit\b.*\bbalance\b/i;
const LEDGER_FIGURE = /(?<=\s)\d{1,3}(?:,\d{3})*\.\d{2}(?=\s|$)/g;

/** Where each of the heading's cells ends (figures are set right-aligned under them). */
function cellEnd(line: string, word: string): number {
  const at = line.search(new RegExp(`\\b${word}\\b`, 'i'));
  return at + word.length - 1;
}

/**
 * Under a statement of account's 'Debit  Credit  Balance' heading, each row's debit is the amount charged ('Private car
 * renewal premium (incl. IPT)   684.21   684.21'): it is given the '£'. The running balance on a row with a debit or
 * a credit is no price of that row: it is left out of the text read (spaces, so offsets stay), so the row reads as one
 * label and one amount. A credit stays bare (money off, not a price); so does a row with a balance alone ('Balance due').
 */
export function statementDebitColumn(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const heading = lines[i]!;
    if (/\d|£/.test(heading) || !LEDGER_HEADING.test(heading)) continue;
    const ends = { debit: cellEnd(heading, 'debit'), credit: cellEnd(heading, 'credit'), balance: cellEnd(heading, 'balance') };
    for (let j = i + 1; j < lines.length && j <= i + 15; j += 1) {
      const line = lines[j]!;
      if (line.trim() === '' || line.includes('£')) break;
      const figures = [...line.matchAll(LEDGER_FIGURE)].map((m) => {
        const end = m.index + m[0].length - 1;
        const kind = (Object.keys(ends) as (keyof typeof ends)[]).find((k) => Math.abs(end - ends[k]) <= SLACK);
        return { at: m.index, length: m[0].length, kind };
      });
      if (figures.length === 0 || figures.some((f) => f.kind === undefined)) break;
      const moved = figures.some((f) => f.kind !== 'balance');
      let row = line;
      for (const f of figures) {
        if (f.kind === 'debit' && row[f.at - 1] === ' ') row = `${row.slice(0, f.at - 1)}£${row.slice(f.at)}`;
        else if (f.kind === 'balance' && moved) row = `${row.slice(0, f.at)}${' '.repeat(f.length)}${row.slice(f.at + f.length)}`;
      }
      lines[j] = row;
    }
  }
  return lines.join('\n');
}

/** A heading cell naming the year's price paid at once, and one naming the monthly price. */
const YEAR_CELL = /^(?:annual (?:premium|price|cost)|pay(?:ing)? (?:in full|annually)|in full|annually|per year|yearly)$/i;
const MONTH_CELL = /^(?:monthly|pay(?:ing)? monthly|per month|monthly (?:premium|price|payments?))$/i;
const BARE_PENCE = /(?<=\s)\d{1,3}(?:,\d{3})*\.\d{2}(?=\s|$)/g;

/** The heading's cells with where each starts and ends: runs of text set apart by two spaces or more, or a '|'. */
function cellsAt(line: string): { text: string; start: number; end: number }[] {
  return [...line.matchAll(/[^\s|](?:[^|]*?[^\s|])?(?=\s{2,}|\s*\||\s*$)/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * A price table whose columns are the year's price paid at once and the monthly ('Annual premium   Monthly', 'Pay in
 * full   Pay monthly'), where the notice states its currency: each figure under the year's column is an amount (given
 * the '£'); the monthly column's stay bare (instalments.ts reads the plan from its own sentences). A figure after a
 * sign ('+32.47', a change) stays bare.
 */
export function figuresUnderYearOfMonthlyColumns(text: string, currencyStated: boolean): string {
  if (!currencyStated) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (/£\s?\d|\d\.\d/.test(lines[i]!)) continue;
    const cells = cellsAt(lines[i]!).slice(-2);
    if (cells.length < 2 || !YEAR_CELL.test(cells[0]!.text) || !MONTH_CELL.test(cells[1]!.text)) continue;
    const [year, month] = cells as [(typeof cells)[0], (typeof cells)[0]];
    for (let j = i + 1; j < lines.length && j <= i + 8; j += 1) {
      const line = lines[j]!;
      if (line.trim() === '' || line.includes('£')) break;
      const under = [...line.matchAll(BARE_PENCE)].filter((m) => m.index < year.end + SLACK && m.index + m[0].length > year.start - SLACK && m.index + m[0].length <= month.start);
      if (under.length !== 1 || !/[A-Za-z]/.test(line.slice(0, under[0]!.index))) continue;
      const at = under[0]!.index - 1;
      if (line[at] === ' ' && line[at - 1] === ' ') lines[j] = `${line.slice(0, at)}£${line.slice(at + 1)}`;
    }
  }
  return lines.join('\n');
}
