// What the renewal costs, part by part (issue 47): in a block of 'label  £amount' rows holding the car insurance's own
// row or a total, each add-on (breakdown, legal expenses, key cover, hire car…) and the total with add-ons are kept as
// what they are, never as the premium. money-checks.ts checks that they add up.
import { columnRow } from './column-table';
import { snippetOf } from './found-field';
import { CAR_INSURANCE_ROW, LAST_YEAR } from './premium-words';
import type { AddOn, PriceParts } from './price-part-types';
import { partsInASentence } from './sentence-price-parts';
import { amountLines, type AmountToken } from './uk-amounts';

export type { AddOn, PriceParts };

const ADD_ONS: ReadonlyArray<readonly [name: string, label: RegExp]> = [
  ['Breakdown', /breakdown|roadside|recovery/i],
  ['Legal expenses', /legal/i],
  ['Key cover', /\bkeys?\b/i],
  ['Hire car', /courtesy car|hire car|hire vehicle|replacement (?:car|vehicle)/i],
  ['Personal accident', /personal accident|personal injury/i],
  ['Windscreen', /windscreen|glass/i],
  ['Tyre cover', /tyre/i],
  ['Misfuelling', /misfuel/i],
  // Protecting the no claims discount is bought apart ('Protected No Claims Discount £48.20'); the discount itself is not.
  ['No claims protection', /protected (?:no[- ]claims?|NCD|NCB)|(?:no[- ]claims? (?:discount |bonus )?|NCD |NCB )protection/i],
];

/** A row of an excess: 'Compulsory: £250', 'Voluntary excess  £100'. */
const EXCESS_ROW = /\b(?:compulsory|voluntary|excess)\b/i;
/** The total of the car insurance and its add-ons: 'Total price', 'Total to pay', 'Total cost of your renewal'. */
const TOTAL_ROW = /^\s*(?:your\s+)?total\b(?!.*\b(?:payable|credit|interest|instal|monthly|excess)\b)[^£\d]{0,40}$/i;
/** Rows that are not part of the price: the excesses, tax said apart, instalments. */
const NOT_A_PART = /excess|monthly|instal|deposit|\bAPR\b|interest|payable|\btax\b|\bIPT\b/i;


/** The rows of one block (lines between blank lines) that hold one amount each, with the words before it. */
function blockRows(text: string): { label: string; value: string; start: number; end: number }[][] {
  const blocks: { label: string; value: string; start: number; end: number }[][] = [[]];
  // The line before, when it holds words and no amount: a label set over its amount (a definition list's term).
  let wordsAbove: { label: string; start: number } | null = null;
  for (const { start: offset, end: lineEnd, amounts: onLine } of amountLines(text)) {
    const line = text.slice(offset, lineEnd);
    if (line.trim() === '') blocks.push([]);
    else if (onLine.length === 1 && text.slice(onLine[0]!.end, lineEnd).trim() === '') {
      // Trimmed: a wide label column leaves the label far from its amount ('Total to pay' and 60 spaces).
      let label = text.slice(offset, onLine[0]!.start).replace(/[.…·_:]{2,}|:\s*$/g, ' ').trimEnd();
      let start = offset;
      // 'Car insurance (comprehensive)' / '£655.10': an amount alone on its line, its label the line above.
      if (label.trim() === '' && wordsAbove) [label, start] = [wordsAbove.label, wordsAbove.start];
      blocks.at(-1)!.push({ label, value: onLine[0]!.value, start, end: onLine[0]!.end });
    } else if (onLine.length > 1) blocks.at(-1)!.push(...addOnsInOneLine(text, offset, onLine), ...thisYearsTotal(text, offset, onLine));
    wordsAbove = onLine.length === 0 && /[a-z]{3}/i.test(line) && !/£|\d/.test(line) ? { label: line.replace(/:\s*$/, '').trimEnd(), start: offset } : null;
  }
  return blocks;
}

/**
 * Several add-ons priced on one line ('Optional extras: Key cover £14.99, Courtesy car £24.99'): a row each, but only
 * when every amount's own words name an add-on (a line of other figures is left alone).
 */
function addOnsInOneLine(text: string, lineStart: number, amounts: { value: string; start: number; end: number }[]) {
  let from = lineStart;
  const rows = amounts.map((amount) => {
    const words = text.slice(from, amount.start).replace(/^.*:/, '').replace(/^[\s,;&]+|\band\b/g, ' ');
    from = amount.end;
    return { label: words, value: amount.value, start: amount.start - words.trimStart().length, end: amount.end };
  });
  return rows.every((row) => ADD_ONS.some(([, label]) => label.test(row.label)) && !NOT_A_PART.test(row.label)) ? rows : [];
}

/**
 * A total row of both years' prices under 'Last year | This year' ('Total premium including your add-ons  £701.44
 * £768.19'): this year's column is the total the rows of this year's parts make.
 */
function thisYearsTotal(text: string, lineStart: number, amounts: AmountToken[]) {
  const label = text.slice(lineStart, amounts[0]!.start).trim();
  if (!TOTAL_ROW.test(label)) return [];
  const renewal = columnRow(text, amounts, label)?.find((c) => c.value.startsWith('renewalPremium:'));
  const amount = renewal && amounts.find((a) => a.start === renewal.start);
  return amount ? [{ label, value: amount.value, start: lineStart, end: amount.end }] : [];
}

/**
 * The parts in a block with the car insurance's own row and a total; else a block of add-ons alone and their total with
 * the premium stated elsewhere ('Your renewal premium is £642.18' over 'Your optional extras': Legal £29.99 …, 'Total
 * including optional extras £740.67'), whose sum money-checks.ts takes with the premium read; else the parts told in
 * one sentence (sentence-price-parts.ts).
 */
export function findPriceParts(text: string): PriceParts {
  let extrasOnly: PriceParts | null = null;
  for (const rows of blockRows(text)) {
    const car = rows.find((r) => CAR_INSURANCE_ROW.test(r.label));
    // (A bare 'Total: £500' right under the kinds of excess is theirs, not the price's.)
    const total = rows.find((r, k) => TOTAL_ROW.test(r.label) && !EXCESS_ROW.test(rows[k - 1]?.label ?? ''));
    if (!total) continue;
    const addOnOf = (row: (typeof rows)[number]): AddOn | null => {
      // 'Last year you paid (including breakdown …)' names an add-on but is last year's price, no part of this one.
      if (row === car || row === total || NOT_A_PART.test(row.label) || LAST_YEAR.test(row.label)) return null;
      const addOn = ADD_ONS.find(([, label]) => label.test(row.label));
      return addOn ? { name: addOn[0], value: row.value, snippet: snippetOf(text, row.start, row.end) } : null;
    };
    const totalField = { value: total.value, confidence: 'high' as const, snippet: snippetOf(text, total.start, total.end) };
    if (car) return { carInsurance: { value: car.value, snippet: snippetOf(text, car.start, car.end) }, addOns: rows.map(addOnOf).filter((a) => a !== null), total: totalField };
    // Add-ons alone: the rows right above the total that are add-ons are its parts.
    const above = rows.slice(0, rows.indexOf(total)).map(addOnOf);
    const run = above.slice(above.findLastIndex((a) => a === null) + 1).filter((a) => a !== null);
    if (!extrasOnly && run.length > 0) extrasOnly = { addOns: run, total: totalField };
  }
  return extrasOnly ?? partsInASentence(text, (words) => ADD_ONS.find(([, label]) => label.test(words))?.[0] ?? null) ?? { addOns: [] };
}
