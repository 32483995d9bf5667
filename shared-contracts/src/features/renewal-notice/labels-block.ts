// A box whose labels OCR gave as one block and its values as another below it ('Cover' / 'Renewal premium' / 'Your
// premium last year' … then 'Comprehensive' / '£356.80' / '£341.15' …): the n-th label goes with the n-th value line,
// give or take a heading line above the labels. The shift is the one under which every label up to the last
// premium's meets its kind of value (a money label a figure, a word label none); only when one shift fits. A guess
// at which goes with which, so what it reads asks for a tick. Used by money-fields.ts.
import type { Candidate } from './found-field';
import { LABELS_APART_REASON } from './labels-set-above';
import type { MoneyFieldName, Scored } from './premium-words';
import { findAmounts } from './uk-amounts';

/** A label line: words, no figure in pounds, short, not a sentence. */
const LABEL_LINE = /^(?=[^£]*[A-Za-z]{3})[^£]{2,60}$/;
/** A line of OCR noise: no word of three letters and no figure. */
const NOISE = (line: string) => !/[A-Za-z]{3}|\d/.test(line);
/** A label asking for money (a figure beside it); not 'Period of Insurance'. */
const MONEY_LABEL = /premium|price|paid|pay|cost|(?<!\bof )insurance|excess|change|protection|total|fee/i;
/** A label line with its own value after a gap ('3    Effective Date     22.03.2027'): a row of its own, no bare label. */
const OWN_VALUE = /\S[ \t]{2,}\S*\d\S*[ \t]*$/;

/**
 * A line holding a label of money or a date and its own figure after a gap: 'Voluntary excess   £250', 'Start of renewed
 * policy  01/06/2027' (not a photo's stray words before a value of the block: 'Confus€d.coJ in      £421.67').
 */
const ROW_LABEL = /^([A-Za-z][^£\d]*?)[ \t]{2,}/;
const labelledRow = (line: string) => {
  const label = ROW_LABEL.exec(line.trim())?.[1];
  return OWN_VALUE.test(line.trim()) && !!label && (MONEY_LABEL.test(label) || /\b(?:date|start|starts|ends?|expir\w*|renew\w*)\b/i.test(label));
};

/** A value alone on its line: a figure in pounds with nothing else, or words with no figure ('Comprehensive'). */
const bareValue = (line: string) => /^\s*£\s?[\d,]+(?:\.\d{2})?\s*$/.test(line) || !/\d/.test(line);

type Classify = (label: string) => Scored | null;

function pickAmount(line: string, column: number | null): { start: number; end: number; value: string } | null {
  const amounts = findAmounts(line);
  if (amounts.length === 1) return amounts[0]!;
  if (amounts.length < 2 || column === null) return null;
  // Two figures on the line (a note written beside the printed one): the one in the printed figures' column.
  const near = amounts.filter((a) => Math.abs(a.start - column) <= 4);
  return near.length === 1 ? near[0]! : null;
}

export function labelsBlock(text: string, classify: Classify, byField: Record<MoneyFieldName, Candidate[]>): void {
  const lines = text.split('\n');
  const starts: number[] = [];
  lines.reduce((at, line) => (starts.push(at), at + line.length + 1), 0);
  for (let i = 0; i < lines.length; i += 1) {
    const labels: number[] = [];
    let j = i;
    while (j < lines.length && LABEL_LINE.test(lines[j]!.trim()) && !/[.!?,]\s*$/.test(lines[j]!) && !OWN_VALUE.test(lines[j]!.trim())) labels.push(j++);
    if (labels.length < 3) continue;
    i = j;
    // The values: the lines after the labels (past blank lines and noise), up to a blank line or a long line.
    while (j < lines.length && (lines[j]!.trim() === '' || NOISE(lines[j]!))) j += 1;
    const values: number[] = [];
    for (; j < lines.length && lines[j]!.trim() !== '' && lines[j]!.trim().length <= 80; j += 1) if (!NOISE(lines[j]!)) values.push(j);
    // (Rows with their own labels among them, 'Voluntary excess  £250' or 'Start of renewed policy  01/06/2027', are
    // another column's, set between them by the reading order, when every other line is a bare value: no values of the block.)
    const bare = values.filter((v) => !labelledRow(lines[v]!));
    if (bare.length >= 2 && bare.length < values.length && bare.every((v) => bareValue(lines[v]!))) values.splice(0, values.length, ...bare);
    if (values.length < 2 || values.some((v) => findAmounts(lines[v]!).length === 0 && /£/.test(lines[v]!))) continue;
    const read = labels.map((l) => classify(lines[l]!.replace(/\bcar\s*insurance\b/gi, 'car insurance').trim()));
    const lastPremium = read.reduce((last, s, k) => (s && /Premium/.test(s.field) ? k : last), -1);
    if (lastPremium < 0) continue;
    const fits = [-1, 0, 1].filter((shift) =>
      labels.slice(0, lastPremium + 1).every((l, k) => {
        const v = values[k + shift];
        if (v === undefined) return k + shift < 0;
        return MONEY_LABEL.test(lines[l]!) === findAmounts(lines[v]!).length > 0;
      }),
    );
    if (fits.length !== 1) continue;
    const shift = fits[0]!;
    const singles = values.map((v) => findAmounts(lines[v]!)).filter((a) => a.length === 1).map((a) => a[0]!.start).sort((a, b) => a - b);
    const column = singles.length > 0 ? singles[Math.floor(singles.length / 2)]! : null;
    read.forEach((scored, k) => {
      const v = values[k + shift];
      if (!scored || !/Premium/.test(scored.field) || v === undefined) return;
      const amount = pickAmount(lines[v]!, column);
      // A row with its own label ('Compulsory excess  £350') is no bare value of the block.
      if (!amount || MONEY_LABEL.test(lines[v]!.slice(0, amount.start)) || /excess|compulsory|voluntary/i.test(lines[v]!.slice(0, amount.start))) return;
      byField[scored.field].push({ value: amount.value, score: 0.7, labelStart: starts[labels[k]!]!, start: starts[v]! + amount.start, end: starts[v]! + amount.end, reason: LABELS_APART_REASON });
    });
  }
}
