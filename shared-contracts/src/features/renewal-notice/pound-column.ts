// A table whose amounts are bare numbers under a '£' heading ('Your price          £' over 'Total to pay   701.39', or
// 'This year (£)   Last year (£)' over 'Premium   956.40   903.15'): each number under the '£' is an amount. The space
// before it becomes the '£', so every offset stays where it was (snippets are cut from the text as given).

/** A '£' alone in its cell, or closing a heading cell in brackets ('This year (£)'): the heading of a column of amounts. */
const POUND_HEADING = /(?:^|\s{2})(£)(?=\s{2}|\s*$)|\((£)\)(?=\s{2}|\s*$)/g;
/** A bare amount in pounds and pence, with the space before it. */
const BARE_AMOUNT = /(?<=\s)\s(\d{1,3}(?:,\d{3})*\.\d{2})(?![\d%])/g;
/** An excess is in whole pounds ('Compulsory   250'). */
const BARE_WHOLE_POUNDS = /(?<=\s)\s(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?=\s|$)/g;
/** How far from the '£' a number's last character may sit and still be in its column. */
const SLACK = 6;

/** Where each '£' heading stands on the line (none on a line with a figure). */
function poundColumns(line: string): number[] {
  if (/\d/.test(line)) return [];
  return [...line.matchAll(POUND_HEADING)].map((m) => m.index + m[0].indexOf('£'));
}

export function poundsUnderPoundHeading(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const columns = poundColumns(lines[i]!);
    if (columns.length === 0) continue;
    let used = false;
    for (let j = i + 1; j < lines.length && j <= i + 12; j += 1) {
      const line = lines[j]!;
      if (line.includes('£') || poundColumns(line).length > 0) break;
      // Under 'Excess  £', or on a row naming an excess, the amounts are whole pounds ('Compulsory excess   250').
      const pattern = /excess/i.test(lines[i]!) || /excess/i.test(line.split(/\d/)[0]!) ? BARE_WHOLE_POUNDS : BARE_AMOUNT;
      lines[j] = line.replace(pattern, (match, amount: string, at: number) => {
        const end = at + match.length - 1;
        if (!columns.some((column) => Math.abs(end - column) <= SLACK)) return match;
        used = true;
        return `£${amount}`;
      });
    }
    // The '(£)' has done its work: the heading cells left name their columns ('This year', 'Last year') as any table's.
    if (used) lines[i] = lines[i]!.replace(/\(£\)/g, '   ');
  }
  return lines.join('\n');
}
