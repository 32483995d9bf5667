// A table whose row labels the PDF's text came out with as a column of their own, above the headings ('Year' /
// '2026 to 2027' / '(last year)' / '2027 to 2028' / '(renewal)', then the headings, then rows of figures alone): the
// policy years in that block, in order, are the rows' labels, in order. Only when the block holds one year for each
// unlabelled row; a guess at which label goes with which row, so what it reads asks for a tick. Used by column-table.ts.

/** A label line that is a policy year ('2026 to 2027', '2026/27', '2026-2027'), maybe in brackets of words after. */
const YEAR_LABEL = /^\s*(20\d\d)\s*(?:[/–-]|to)\s*(?:20)?\d\d\s*$/;

export const LABELS_APART_REASON = "The notice's row labels were read apart from their figures: check this is the right year's premium.";

/**
 * The policy year of each of `rows` unlabelled rows, from the label block above the headings that start at
 * `headingStart` (past at most two more heading lines and a blank line), or null.
 */
export function yearsSetAbove(text: string, headingStart: number, rows: number): number[] | null {
  const above = text.slice(0, Math.max(0, headingStart - 1)).split('\n').slice(-10);
  // Up past the headings' first lines to the blank line that ends the label block.
  let i = above.length - 1;
  for (let hops = 0; hops < 3 && i >= 0 && above[i]!.trim() !== ''; hops += 1) i -= 1;
  if (i < 0 || above[i]!.trim() !== '') return null;
  const block: string[] = [];
  for (i -= 1; i >= 0 && above[i]!.trim() !== '' && !/£|[.!?]\s*$/.test(above[i]!); i -= 1) block.unshift(above[i]!);
  const years = block.map((line) => YEAR_LABEL.exec(line)?.[1]).filter((y): y is string => y !== undefined).map(Number);
  return years.length === rows && new Set(years).size === rows ? years : null;
}
