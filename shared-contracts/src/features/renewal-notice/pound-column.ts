// A table whose amounts are bare numbers under a '£' heading ('Your price          £' over 'Total to pay   701.39'):
// each number under the '£' is an amount. The space before it becomes the '£', so every offset stays where it was
// (snippets are cut from the text as given).

/** A '£' alone in its cell: the heading of a column of amounts. */
const POUND_HEADING = /(?:^|\s{2})(£)(?=\s{2}|\s*$)/;
/** A bare amount in pounds and pence, with the space before it. */
const BARE_AMOUNT = /(?<=\s)\s(\d{1,3}(?:,\d{3})*\.\d{2})(?![\d%])/g;
const BARE_WHOLE_POUNDS = /(?<=\s)\s(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?=\s*$)/g;
/** How far from the '£' a number's last character may sit and still be in its column. */
const SLACK = 6;

export function poundsUnderPoundHeading(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const heading = POUND_HEADING.exec(lines[i]!);
    if (!heading || /\d/.test(lines[i]!)) continue;
    const column = heading.index + heading[0].indexOf('£');
    for (let j = i + 1; j < lines.length && j <= i + 12; j += 1) {
      const line = lines[j]!;
      if (line.includes('£') || POUND_HEADING.test(line)) break;
      // Under 'Excess  £' the amounts are whole pounds ('Compulsory   250').
      const pattern = /excess/i.test(lines[i]!) ? BARE_WHOLE_POUNDS : BARE_AMOUNT;
      lines[j] = line.replace(pattern, (match, amount: string, at: number) => {
        const end = at + match.length - 1;
        return Math.abs(end - column) <= SLACK ? `£${amount}` : match;
      });
    }
  }
  return lines.join('\n');
}
