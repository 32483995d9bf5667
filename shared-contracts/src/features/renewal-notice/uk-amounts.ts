// £ amounts as a notice (or OCR of one) writes them: '£1,234.56', '£ 1,234 . 56', '£1,O34.5O', 'GBP 689.90', '689.90 GBP',
// '£1 204.50' (a space between the thousands).

export interface AmountToken {
  /** A numeric string like a policy's currentPremium: '1234.56', '250'. */
  value: string;
  start: number;
  end: number;
}

// A real digit first, then digits (or OCR's letter O when no letter follows it: '£1,O34.5O' but not '£250. Once'),
// with separators that may have a space either side.
const D = String.raw`(?:\d|[Oo](?![A-Za-z]))`;
// Thousands set apart by a single space, as the SI style prints them: only with the pence after, so two figures side by
// side ('£250 500') are never run together into one.
const SPACE_GROUPED = String.raw`\d{1,3}(?: \d{3})+\.\d{2}(?!\d)`;
// (A separator's spaces stay on its line: '£500.' ending a sentence is not run into the next line's '045'.)
const AMOUNT = new RegExp(String.raw`(?:£|\bGBP)\s?\s?(${SPACE_GROUPED}|\d${D}*(?:[ \t]?[,.][ \t]?${D}+)*)`, 'g');

const MAX_AMOUNT_CHARS = 24;
/** Digits or points one space apart right after a figure: the rest of a figure printed a character a box. */
const LETTER_SPACED_AFTER = /^ [\d.] [\d.](?: |$)/;
const GROUPED = /^\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?$/;
const PLAIN = /^\d+(?:\.\d{1,2})?$/;

/**
 * The longest reading of the matched characters that is a well-formed amount: '1,234.56' whole, but '5, 12'
 * (a list) only as '5'. Returns the numeric string and how many matched characters it used, or null.
 */
function readAmount(raw: string): { value: string; used: number } | null {
  // OCR lost the point before the pence: '£1,27995' is '£1,279.95' (a group of five digits after a thousands comma).
  const lostPoint = /^(\d{1,3}(?:,\d{3})*),(\d{3})(\d{2})$/.exec(raw.replace(/[Oo]/g, '0'));
  if (lostPoint) return { value: `${lostPoint[1]!.replace(/,/g, '')}${lostPoint[2]}.${lostPoint[3]}`, used: raw.length };
  // No money amount is longer than '1,000,000.00' with OCR's spaces: a longer run is read from its start only.
  for (let cut = Math.min(raw.length, MAX_AMOUNT_CHARS); cut > 0; cut -= 1) {
    if (!/[\dOo]$/.test(raw.slice(0, cut))) continue;
    const compact = raw.slice(0, cut).replace(/\s/g, '').replace(/[Oo]/g, '0');
    if (GROUPED.test(compact) || PLAIN.test(compact)) return { value: compact.replace(/,/g, ''), used: cut };
  }
  return null;
}

/**
 * The currency after the figure ('558.91 GBP', or OCR's '558.91  GBP' with a space doubled): a plain figure, not one a
 * '£' or 'GBP' already stands before.
 */
const AMOUNT_THEN_GBP = new RegExp(String.raw`(?<![\d.,£]|GBP\s?)\b(${SPACE_GROUPED}|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{2})?)(?:\s| {2})?GBP\b`, 'g');

/** Every £ amount in the text, in order. */
/** An amount in whole pence, so sums compare exactly ('612.40' -> 61240). */
export const pence = (value: string | number): number => Math.round(Number(value) * 100);

export function findAmounts(text: string): AmountToken[] {
  const found: AmountToken[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const raw = match[1]!;
    const read = readAmount(raw);
    if (!read) continue;
    const rawStart = match.index + match[0].length - raw.length;
    // A figure printed a box a character ('£ 2 5 0 . 0 0'): its first box is no amount (boxed-characters.ts closes
    // up the forms it knows; any other is left unread rather than read as £2).
    if (LETTER_SPACED_AFTER.test(text.slice(rawStart + read.used, rawStart + read.used + 8))) continue;
    // '£684 and 27p': whole pounds, then the pence in words' way, are one amount.
    const pennies = /^[ \t]*\n?[ \t]*and[ \t]*\n?[ \t]*(\d{1,2})p\b/.exec(text.slice(rawStart + read.used, rawStart + read.used + 16));
    if (pennies && /^\d+$/.test(read.value)) {
      found.push({ value: `${read.value}.${pennies[1]!.padStart(2, '0')}`, start: match.index, end: rawStart + read.used + pennies[0].length });
      continue;
    }
    found.push({ value: read.value, start: match.index, end: rawStart + read.used });
  }
  for (const match of text.matchAll(AMOUNT_THEN_GBP)) {
    if (found.some((a) => a.start < match.index + match[0].length && match.index < a.end)) continue;
    found.push({ value: match[1]!.replace(/[, ]/g, ''), start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

export interface AmountLine {
  /** Where the line starts and ends in the text (its end is the newline's offset, or the text's end). */
  start: number;
  end: number;
  /** The amounts wholly on the line, in order. */
  amounts: AmountToken[];
}

/** The text's lines, each with the amounts on it: for readers of one-amount-a-row blocks. */
export function amountLines(text: string): AmountLine[] {
  const amounts = findAmounts(text);
  const lines: AmountLine[] = [];
  let start = 0;
  let next = 0;
  for (const line of text.split('\n')) {
    const end = start + line.length;
    while (next < amounts.length && amounts[next]!.start < start) next += 1;
    const onLine: AmountToken[] = [];
    for (let k = next; k < amounts.length && amounts[k]!.start <= end; k += 1) if (amounts[k]!.end <= end) onLine.push(amounts[k]!);
    lines.push({ start, end, amounts: onLine });
    start = end + 1;
  }
  return lines;
}
