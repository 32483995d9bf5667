// A table whose amounts are bare numbers under a '£' heading ('Your price          £' over 'Total to pay   701.39', or
// 'This year (£)   Last year (£)' over 'Premium   956.40   903.15'): each number under the '£' is an amount. The space
// before it becomes the '£', so every offset stays where it was (snippets are cut from the text as given).

/**
 * A '£' or 'GBP' alone in its cell, closing a heading cell in brackets ('This year (£)', 'Amount (GBP)'), or after a
 * column's name ('RENEWAL: GBP', 'This year GBP'): the heading of a column of amounts.
 */
const POUND_HEADING = /(?:^|\s{2}|(?<=[A-Za-z]:?) )(£|GBP)(?=\s{2}|\s*$)|\((£|GBP)\)(?=\s{2}|\s*$)/g;
/** A bare amount in pounds and pence, with the space before it. */
const BARE_AMOUNT = /(?<=\s)\s(\d{1,3}(?:,\d{3})*\.\d{2})(?![\d%])/g;
/** An excess is in whole pounds ('Compulsory   250'). */
const BARE_WHOLE_POUNDS = /(?<=\s)\s(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?=\s|$)/g;
/**
 * A heading stating the currency of every figure below it ('ALL AMOUNTS IN GBP (£)', 'Figures shown in pounds
 * sterling'): a statement's rows then give bare figures ('RENEWAL PREMIUM ..... 612.34').
 */
const STATED_CURRENCY = /\b(?:amounts|figures|prices|sums|values)\s+(?:are\s+)?(?:(?:shown|given|stated|quoted)\s+)?in\s+(?:GBP|£|(?:pounds\s+)?sterling|pounds)\b/i;
/** A short title, then '(£)' or '(GBP)' alone: 'Your excess          (£)', 'Your price     (£)', 'Your excesses (GBP)'. */
const CURRENCY_BY_TITLE = /^\s*[A-Za-z][A-Za-z'’ ]{0,30}?\s+\((?:£|GBP)\)\s*$/;
/** A row's value: the bare figure that ends the line, in pounds and pence. */
const ROW_END_AMOUNT = /(?<=[\s.])\s(\d{1,3}(?:,\d{3})*\.\d{2})(?=\s*$)/;
/** A row's value after dot leaders, ending the line: '. . . . 879.07', '..... 250.00' (the space before it becomes the '£'). */
const LED_ROW_END = /(?<=\.[ \t]?\.[ \t]?\.[ \t]*) (\d{1,3}(?:,\d{3})*\.\d{2})(?=[ \t]*$)/;
/** An excess row's value: the whole pounds that end the line. */
const ROW_END_WHOLE_POUNDS = /(?<=[\s.])\s(\d{1,3}(?:,\d{3})*)(?=\s*$)/;

/**
 * A '£' in a cell of its own, left of a right-aligned figure ('… from 1 February 2027   £      1,046.30'): moved to
 * stand just before its figure, one character for one (offsets stay). Only a '£' standing apart from the words before
 * it, and a figure that ends its cell (the line, a '|' or a gap of two spaces after it).
 */
const POUND_APART = /(?<=^|\s{2}|\|\s?)£( {3,40})(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?=\s*$|\s*\||\s{2})/gm;

export function poundsBesideTheirFigures(text: string): string {
  return text.replace(POUND_APART, (_match, gap: string, figure: string) => `${gap}£${figure}`);
}

/** How far from the '£' a number's last character may sit and still be in its column. */
const SLACK = 6;

/** Where each '£' heading stands on the line, a 'GBP' by its last letter (none on a line with a figure). */
function poundColumns(line: string): number[] {
  if (/\d/.test(line)) return [];
  return [...line.matchAll(POUND_HEADING)].map((m) => {
    const currency = m[1] ?? m[2]!;
    return m.index + m[0].indexOf(currency) + currency.length - 1;
  });
}

export function poundsUnderPoundHeading(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (STATED_CURRENCY.test(lines[i]!) && !/\d/.test(lines[i]!)) {
      poundsAtRowEnds(lines, i);
      continue;
    }
    // A block's title with its currency far to its right ('Your excess          (£)'): the currency of the rows below,
    // whose figures stand where the block's layout puts them, not under the '(£)'.
    if (CURRENCY_BY_TITLE.test(lines[i]!)) {
      poundsAtRowEnds(lines, i, /excess/i.test(lines[i]!));
      continue;
    }
    const columns = poundColumns(lines[i]!);
    if (columns.length === 0) continue;
    let used = false;
    // A heading set on two lines, each column's currency on its own ('RENEWAL: GBP' over '      EXPIRING: GBP').
    let headings = 1;
    while (i + headings < lines.length && headings < 3 && poundColumns(lines[i + headings]!).length > 0) {
      columns.push(...poundColumns(lines[i + headings]!));
      headings += 1;
    }
    // A currency ending its heading line heads the figures ending the rows below, though dot leaders drawn wider than
    // their characters push those figures right of it ('Annual premium . . . . . 879.07' under '   GBP').
    const endsItsLine = headings === 1 && columns.length === 1 && lines[i]!.trimEnd().length - 1 === columns[0];
    for (let j = i + headings; j < lines.length && j <= i + 12; j += 1) {
      const line = lines[j]!;
      if (line.includes('£') || poundColumns(line).length > 0) break;
      const led = endsItsLine ? LED_ROW_END.exec(line) : null;
      if (led) {
        lines[j] = `${line.slice(0, led.index)}£${led[1]}${line.slice(led.index + led[0].length)}`;
        used = true;
        continue;
      }
      // Under 'Excess  £', or on a row naming an excess, the amounts are whole pounds ('Compulsory excess   250').
      const pattern = /excess/i.test(lines[i]!) || /excess/i.test(line.split(/\d/)[0]!) ? BARE_WHOLE_POUNDS : BARE_AMOUNT;
      // A row of figures some under the columns and some beside them is not the table's row as read: none is taken
      // (a heading's name set over another column's figure would give a figure the wrong year).
      const figures = [...line.matchAll(pattern)];
      const under = figures.filter((m) => columns.some((column) => Math.abs(m.index + m[0].length - 1 - column) <= SLACK));
      if (figures.length > 1 && under.length < figures.length && headings > 1) continue;
      lines[j] = line.replace(pattern, (match, amount: string, at: number) => {
        const end = at + match.length - 1;
        if (!columns.some((column) => Math.abs(end - column) <= SLACK)) return match;
        used = true;
        return `£${amount}`;
      });
    }
    // The '(£)' has done its work: the heading cells left name their columns ('This year', 'Last year') as any table's.
    // So has a 'GBP' after a column's name ('RENEWAL: GBP'); a currency alone in its cell stays.
    if (used) for (let k = i; k < i + headings; k += 1) lines[k] = lines[k]!.replace(/\((?:£|GBP)\)|(?<=[A-Za-z]:? )(?:£|GBP)(?=\s|$)/g, (m) => ' '.repeat(m.length));
    if (used && headings === 2) [lines[i], lines[i + 1]] = oneHeadingLine(lines[i]!, lines[i + 1]!);
    // The heading's other lines are read with it, not as headings of their own.
    i += headings - 1;
  }
  return lines.join('\n');
}

/**
 * A heading whose column names were set on two lines ('RENEWAL:' over '      EXPIRING:'): where no name of one line
 * stands over another's, the names are put on the first line, at their own columns, and the second left blank, so the
 * columns are named by one heading row. The two lines' characters together stay as many (every later offset stays).
 */
function oneHeadingLine(first: string, second: string): [string, string] {
  const width = Math.max(first.length, second.length);
  const a = first.padEnd(width);
  const b = second.padEnd(width);
  for (let c = 0; c < width; c += 1) if (a[c] !== ' ' && b[c] !== ' ') return [first, second];
  const merged = [...a].map((ch, c) => (ch === ' ' ? b[c]! : ch)).join('').trimEnd().padEnd(width);
  return [merged, ' '.repeat(first.length + second.length - width)];
}

/**
 * Under a heading stating the currency, the figure ending each row is an amount wherever its column: pounds and pence
 * on any row, whole pounds only on a row naming an excess. Nothing else: a date, a year, a count or a phone number
 * ('0161 219 8000', '10 INSTALMENTS', '08/12/2026') never ends a row as such a figure, or names no excess.
 */
function poundsAtRowEnds(lines: string[], heading: number, excessBlock = false): void {
  for (let j = heading + 1; j < lines.length && j <= heading + 12; j += 1) {
    const line = lines[j]!;
    if (line.trim() === '') break;
    // A row of a table whose columns already gave its figures their '£'s (one a column, year-columns-bare.ts) is
    // passed over, not the block's end.
    if (line.includes('£')) {
      if (/^[^£\d]*[A-Za-z][^£\d]*(?:\s{2,}£\d[\d,]*\.\d{2}){2}\s*$/.test(line)) continue;
      break;
    }
    const pattern = excessBlock || /excess/i.test(line.split(/\d/)[0]!) ? ROW_END_WHOLE_POUNDS : ROW_END_AMOUNT;
    // The space before the figure becomes the '£': every offset stays.
    lines[j] = line.replace(pattern, (_match, amount: string) => `£${amount}`);
  }
}
