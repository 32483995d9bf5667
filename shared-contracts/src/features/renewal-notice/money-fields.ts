// The premiums and excesses: each £ amount is classified by the words it sits under. Instalment plans, deposits,
// credit, tax, add-ons and differences never count as the annual premium. Tables: column-table.ts; last year's price
// right after this year's: last-years-price.ts; 'this year' beside the renewal's price: this-years-price.ts; which
// excess amount is which kind: excess-pairs.ts.
import { columnRow } from './column-table';
import { IN_TOTAL_AFTER, listedExcessKinds, pairExcessKinds, wholeAfterParts, type ExcessPair } from './excess-pairs';
import { excessKindByName } from './excess-kind-names';
import { excessEndorsements } from './excess-endorsements';
import { excessesThatAddUp, missingExcessPrinted } from './excess-sum';
import { dueBesidePremiumAndTax, dueOfPremiumAndTax } from './premium-and-tax-rows';
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { chosenCoverColumn } from './chosen-cover-column';
import { garbledYearRow } from './garbled-year-row';
import { headingLineAbove } from './heading-above';
import { mendedExcessKinds } from './ocr-excess-kinds';
import { afterWideGap, labelBefore, labelBegunAbove, withLineAbove, wordsAfter, type Label } from './label-before';
import { withLineBelow } from './label-wrapped-below';
import { lastYearsBox } from './last-years-box';
import { currentCoverCard } from './current-cover-card';
import { COMPARED_WITH_BEFORE, keepComparedWith } from './comparison-base';
import { repeatedSchedule } from './repeated-schedule';
import { periodTiles } from './period-tiles';
import { garbledPrice } from './garbled-price';
import { labelsBlock } from './labels-block';
import { bareYearPremium, comparableLastYear, figureToCompare, otherYearsPremium, paidLastYearAfter } from './last-years-price';
import { withNilExcesses } from './nil-excess';
import { inAnotherCarsSentence } from './other-car';
import { AFTER_IS_MONTHLY, AFTER_IS_YEARLY, FROM_LAST_YEARS, INCLUDING_ASIDE, INCLUDING_TAX, LAST_YEAR, LAST_YEAR_AFTER, MONEY_WORD, NOT_A_PREMIUM, PRICE_FROM, THIS_YEAR, premiumScore, withoutIncludingClause, type MoneyFieldName, type Scored } from './premium-words';
import { periodRows } from './period-rows';
import { ARROW, policyYearRows, totalOverItsParts } from './premium-rows';
import { againstLastYear } from './against-last-year';
import { begunAboveOnSomethingElse } from './sentence-begun-above';
import { sameCoverRow } from './same-cover-row';
import { supersededPrices } from './superseded-price';
import { thisYearBesideTheRenewal } from './this-years-price';
import { unnamedExcessRow } from './unnamed-excess-row';
import { bracketedOtherYear } from './bracketed-other-year';
import { findAmounts } from './uk-amounts';
import { wholeBeforeParts } from './whole-before-parts';
import { wholeExcessInSentence } from './whole-excess-in-sentence';
import { yearPairRow } from './year-pair-rows';
import { lineStartAt } from './text-lines';

export type { MoneyFieldName } from './premium-words';

/** Excesses that are not the policy's own (a young driver's, the windscreen's) or not an excess (its protection). */
/** A plus or minus sign right before an amount ('+£15.27', '−£28.41', '-£3.20'; not a dash set apart): a change. */
/** A kind of excess right after an amount: '£250 compulsory', '£150 (voluntary)'. */
const KIND_RIGHT_AFTER = /^[ \t(]*(?:compulsory|voluntary)\b/i;
const SIGNED_BEFORE = /(?:^|[\s(:])(?:[+−][ \t]?|-)$/;
const OTHER_EXCESS = /young|under \d\d|inexperienced|additional|provisional|windscreen|glass|protection|waiver|reduction|cover\b|insurance|theft of keys/i;
/** An amount followed by the name of another excess than the policy's: '£250 young driver excess'. */
const OTHER_EXCESS_AFTER = /^\s*(?:young|under \d\d|inexperienced|additional|provisional|windscreen|glass)\b[^£.\n]{0,25}\bexcess\b/i;

/** 'on last year's', 'than last year's premium of', 'compared with last year's': all a second amount's clause says. */
const LAST_YEARS_AFTER_DIFFERENCE = /^\s*(?:on|than|from|compared (?:with|to)|against)\s+last year(?:'s|’s)(?:\s+(?:premium|price)(?:\s+of)?)?\s*:?\s*$/i;

/** The words after a label's last spaced dash or dot ('12 monthly payments - Total for the year'), when words. */
function separatedClause(label: Label): Label | null {
  const m = /^(.*\S)[ \t]+[-–—·|][ \t]+(?=[A-Za-z])/.exec(label.text);
  return m ? { text: label.text.slice(m[0].length), start: label.start + m[0].length } : null;
}

/**
 * The amount at `start` is a difference: the words before it say so ('a saving of', 'up 4.8% (') or the words after
 * it do ('£161.68 less than ...', `between`: the words from it to the next amount).
 */
function saidDifference(text: string, start: number, between: string): boolean {
  const before = text.slice(text.lastIndexOf('\n', start) + 1, start).replace(/[ \t]*[\d.]+%[ \t]*\(?[ \t]*$/, ' ');
  return DIFFERENCE_BEFORE.test(before) || DIFFERENCE_AFTER.test(between);
}

/** '+ £100 voluntary' right after an excess's figure. */
const PLUS_VOLUNTARY_AFTER = /^[ \t]*\+[ \t]*£[ \t]?\d[\d,]*(?:\.\d{2})?[ \t]+voluntary\b/i;

/** A tick and words after an option's price naming it the renewal's: '✔ your renewal price', '✓ Your renewal'. */
const MARKED_AS_RENEWAL_AFTER = /^[ \t]*[✓✔][ \t]*(?:your|the)[ \t]+renewal(?:[ \t]+(?:price|premium))?[ \t]*$/i;

/** The words before the first amount tell a difference: 'a saving of', 'up', '£x more', 'an increase of'. */
/** The words after an amount make it a rise or fall: '£35.20 more', 'so your price is £22.65 higher', '£9 less than'. */
const DIFFERENCE_AFTER = /^[ \t]*(?:more|less|higher|lower|cheaper|dearer)\b/i;
const DIFFERENCE_BEFORE = /\b(?:saving|save|saved|up|down|increase|decrease|rise|fall|cheaper|dearer|more|less|reduction|reduced)\b(?:\s+(?:of|by))?\s*$/i;

/** OCR losing a line's first letter at a photo's edge: 'oluntary excess', 'otal excess' (no other word so ends). */
const FIRST_LETTER_LOST = [[/(?<![A-Za-z])oluntary\b/gi, 'voluntary'], [/(?<![A-Za-z])otal(?=\s+excess\b)/gi, 'total']] as const;

/** A statement system's short forms of the excesses: 'COMP XS', 'VOL XS', 'TOT XS' ('XS' is the trade's 'excess'). */
const STATEMENT_SHORT_FORMS = [
  [/\bcomp(?:ulsory)?\.?\s+xs\b|\bxs[-\s]+comp\b/gi, 'compulsory excess'],
  [/\bvol(?:untary)?\.?\s+xs\b|\bxs[-\s]+vol\b/gi, 'voluntary excess'],
  [/\btot(?:al)?\.?\s+xs\b/gi, 'total excess'],
] as const;

/** A worked example, not the policy's own figure: 'For example, a damage claim while your son is driving would carry an excess of'. */
const WORKED_EXAMPLE = /\b(?:for example|for instance|e\.g\.)[^.!?]*$/i;

function classifyExcess(rawLabel: string, excessContext = false): Scored | null {
  const label = [...FIRST_LETTER_LOST, ...STATEMENT_SHORT_FORMS].reduce((l, [lost, word]) => l.replace(lost, word), rawLabel);
  if (WORKED_EXAMPLE.test(label)) return null;
  // A claims table's row of the whole: 'Accidental damage – total' under its '– compulsory' and '– voluntary' rows.
  if (/^\s*(?:accidental|own)\s+damage\s*[–—:-]\s*total\s*:?\s*$/i.test(label)) return { field: 'totalExcess', score: 0.85 };
  // After the kinds of excess on their row: ', total £500', '| Total £500', '; total £350'.
  if (excessContext && /^[\s,;|/+&.-]*(?:and\s+)?(?:a\s+|the\s+)?total\s*(?:excess\s*)?(?:of|is|:)?\s*$/i.test(label)) return { field: 'totalExcess', score: 0.85 };
  // 'Compulsory £200 + voluntary £300 = £500 total'.
  if (excessContext && /^\s*(?:=|equals|making|makes)\s*$/i.test(label)) return { field: 'totalExcess', score: 0.85 };
  const extra = OTHER_EXCESS.test(label) || /total/i.test(label);
  for (const [field, word] of [['compulsoryExcess', /compulsory/i], ['voluntaryExcess', /voluntary/i]] as const) {
    if (!word.test(label)) continue;
    if (extra) return { field, score: 0.4 };
    return { field, score: /excess/i.test(label) || excessContext ? 0.95 : 0.7 };
  }
  // One figure for the whole excess: 'Total excess £450', 'Your excess is £450'.
  if (/\bexcess\b/i.test(label) && !OTHER_EXCESS.test(label) && !/month|premium|price/i.test(label)) {
    if (/\b(?:total|overall|combined|whole)\b[^£]{0,40}\bexcess|\bexcess\b[^£]{0,12}\btotal\b/i.test(label)) return { field: 'totalExcess', score: 0.95 };
    if (/(?:^|\b(?:your|the|policy|an?)\s+)excess\s*(?:is|of|:|remains(?: at)?|stays(?: at)?|will (?:be|remain(?: at)?))?\s*$/i.test(label.trim())) return { field: 'totalExcess', score: 0.7 };
    // 'Your excess for accidental damage claims is £350'.
    if (/\b(?:your|the|policy)\s+excess\b[^£.]{0,40}\bclaims?\s+(?:is|will be)\s*$/i.test(label.trim())) return { field: 'totalExcess', score: 0.75 };
    if (/\bexcess\b[^£]{0,30}\b(?:any|each|every|per|a) claim\b/i.test(label)) return { field: 'totalExcess', score: 0.8 };
  }
  return null;
}

/** 'Your excess stays at £450 in total': the words after the amount say it is the whole excess. */
function excessInTotalAfter(label: string, after: string): Scored | null {
  if (!/\bexcess\b/i.test(label) || OTHER_EXCESS.test(label) || /month|premium|price/i.test(label)) return null;
  return IN_TOTAL_AFTER.test(after) ? { field: 'totalExcess', score: 0.9 } : null;
}

/**
 * 'so you'd pay the first £400 of any claim' (or 'of such a claim', the claim the sentence before named): the whole
 * excess (not 'of any windscreen claim', not a theft claim's).
 */
// (Or the claim named before it, the sentence ending after it: 'so for a claim for damage to your car you'd pay the
// first £500.')
function firstOfAnyClaim(label: string, after: string): Scored | null {
  if (!/\bpay (?:the )?first\s*$/i.test(label)) return null;
  // (The line may end before 'claim': 'the first £400 of such a' / 'claim.')
  const claimAfter = /^\s*of (?:any|each|every|a|such a)(?: claim\b(?! for (?:theft|fire|windscreen|glass))|\s*$)/i.test(after);
  const claimBefore = /\b(?:for|on) (?:a|any|each|every) claim\b(?! for (?:theft|fire|windscreen|glass))[^.]{0,60}$/i.test(label) && /^\s*(?:[.!]|$)/.test(after);
  return claimAfter || claimBefore ? { field: 'totalExcess', score: 0.8 } : null;
}

/** The excess a kind word and its amount make, when the words around them say it is the policy's own. */
function pairedExcess(pair: ExcessPair): Scored | null {
  // '£450 in total: £250 compulsory': 'in total' says what the amount before is, not this one.
  const scored = classifyExcess(pair.context.replace(IN_TOTAL_AFTER, ''), true);
  return scored?.field === pair.field ? scored : null;
}

function classify(rawLabel: string, after: string, excessContext = false): Scored | null {
  // A label wrapped mid-phrase ('Your price last' / 'year'): a line running on in lower case is read as one with it.
  const unwrapped = rawLabel.replace(/(?<=[a-z])[ \t]*\n[ \t]*(?=[a-z])/g, ' ');
  // 'Essentials   from £689.00': a cover level's starting price (not 'gone up' / 'from £540.00', last year's).
  if (PRICE_FROM.test(unwrapped) && !FROM_LAST_YEARS.test(unwrapped)) return null;
  const asides = unwrapped.replace(INCLUDING_ASIDE, ' ').replace(INCLUDING_TAX, ' ');
  const excess = excessInTotalAfter(asides, after) ?? firstOfAnyClaim(asides, after) ?? classifyExcess(asides, excessContext);
  if (excess) return excess;
  // "Last year's premium, including our arrangement fee, was": what a premium holds, set off by commas.
  const whole = withoutIncludingClause(asides);
  // 'Your premium has gone up from £540.00 to £598.20': the first is last year's (the second: last-years-price.ts).
  if (FROM_LAST_YEARS.test(whole) && MONEY_WORD.test(whole) && !AFTER_IS_MONTHLY.test(after)) return { field: 'previousPremium', score: 0.85 };
  // 'We have not changed your price: you paid £530.00': the clause after a colon says what the amount is.
  const clause = whole.split(/[:;]\s+(?=\S)/).pop()!;
  const label = clause !== whole && premiumScore(clause) > 0 ? clause : whole;
  // 'Last year: premium at the start of your policy': the year before the colon says whose the clause's premium is.
  const lastYearLead = label !== whole && /\b(?:last|previous|prior) year\s*[:;]\s*$/i.test(whole.slice(0, whole.length - clause.length));
  // 'Amount payable for 12 months £456.78': the year's price (not the total payable on credit).
  // So too 'Total amount payable for the year ahead £500.12', and last year's "Last year's total amount payable" (fees
  // and all: a credit agreement's total is named for no year).
  if (/^\s*(?:the\s+)?(?:total\s+)?amount payable for (?:the )?(?:12 months|(?:next |coming )?year|year ahead)\s*:?\s*$/i.test(label)) return { field: 'renewalPremium', score: 0.85 };
  if (/^\s*(?:your\s+)?last year(?:'s|’s)\s+(?:total\s+)?amount payable\s*:?\s*$/i.test(label)) return { field: 'previousPremium', score: 0.85 };
  if (NOT_A_PREMIUM.test(label) || AFTER_IS_MONTHLY.test(after)) return null;
  // 'Before: £623.10' / 'After: £689.95', a label of its own over each price.
  if (/^\s*before\s*:?\s*$/i.test(label)) return { field: 'previousPremium', score: 0.75 };
  if (/^\s*after\s*:?\s*$/i.test(label)) return { field: 'renewalPremium', score: 0.75 };
  // 'We compare your renewal price with £702.55': the figure compared with is last year's.
  if (COMPARED_WITH_BEFORE.test(label)) return { field: 'previousPremium', score: 0.85 };
  // 'You'll pay £693.12 for the year ahead': the words after it say it is the year's price.
  const labelScore = premiumScore(label);
  const score = AFTER_IS_YEARLY.test(after) && labelScore > 0 ? Math.max(labelScore, 0.9) : labelScore;
  if (score === 0) return null;
  return { field: lastYearLead || LAST_YEAR.test(label) || LAST_YEAR_AFTER.test(after) ? 'previousPremium' : 'renewalPremium', score };
}

/**
 * The heading of a block of 'label  £amount' rows: the nearest line above (past the block's other rows) without an
 * amount, when it is short and names a price ('What you'll pay', 'Your price'). Only for a row label that is itself
 * short and says nothing of what the amount is.
 */
function headingAbove(text: string, own: Label): Label | null {
  if (own.text.trim().length > 30 || NOT_A_PREMIUM.test(own.text) || /[.!?]/.test(own.text)) return null;
  // A row starts its line: a label after a sentence on its line ('… is already included. Agreed value:') is prose.
  if (text.slice(lineStartAt(text, own.start), own.start).trim() !== '') return null;
  const heading = headingLineAbove(text, own.start, 6);
  return heading && heading.text.trim().length <= 40 && MONEY_WORD.test(heading.text) && !/[.!?]\s*$/.test(heading.text.trim()) ? heading : null;
}

/**
 * A 'Total' row under the excesses' rows ('Compulsory  £250' / 'Voluntary  £200' / 'Total  £450'): the whole excess.
 * Only when a row just above names a kind of excess. The row may say it is what a claim costs you ("Total you'd pay
 * towards a claim", 'Total per claim') or which claims it is for ('Total for accident, fire or theft claims'); not a
 * total of anything else ('Total to pay', 'Total price').
 */
const TOTAL_ROW = /^\s*total\s*:?\s*$|^\s*total\b[^£\n]{0,40}\b(?:towards?|of|on|per|for) (?:a|any|each|every|your|the|one) claim\s*:?\s*$|^\s*total for [^£\n]{0,40}\bclaims\s*:?\s*$/i;

function excessTotalRow(text: string, own: Label): Scored | null {
  // ('Total for accident, fire or theft claims', not 'Total for windscreen claims'.)
  // Its own cell: another column's figure may stand before it on the line ('+24.81        Total').
  const cell = own.text.trimEnd().split(/\s{2,}/).at(-1)!;
  if (!TOTAL_ROW.test(cell) || /premium|price|instal|month|year/i.test(own.text) || OTHER_EXCESS.test(own.text)) return null;
  const above = text.slice(0, own.start).split('\n').slice(-4, -1).filter((line) => line.trim() !== '');
  // The kind's figure may be written either way round ('Compulsory  £250', 'Compulsory  250 GBP').
  const kindRow = (line: string) => /\b(?:compulsory|voluntary)\b/i.test(line.slice(0, findAmounts(line)[0]?.start ?? 0)) && !OTHER_EXCESS.test(line.replace(/\bexcess\b/i, ''));
  return above.slice(-2).some(kindRow) ? { field: 'totalExcess', score: 0.85 } : null;
}

/** The next line is the tax's row: 'Insurance Premium Tax  £54.60', 'IPT at 12%  £64.80'. */
const TAX_ROW_NEXT = /^[ \t]*(?:insurance premium tax|IPT)\b[^\n£]*£/i;

/** A row of an 'Excesses' table naming the claims the policy's own excess is for ('Accidental damage, fire and theft'). */
const CLAIMS_ROW = /accidental damage|fire (?:and|&) theft|\bdamage\b|all (?:other )?claims|any claim|each claim/i;

/**
 * The policy's excess in a table headed 'Excesses' ('Accidental damage, fire and theft   GBP 200'): the heading is the
 * nearest line above without an amount; a windscreen's or a young driver's row is not the policy's own.
 */
function excessTableRow(text: string, own: Label): Scored | null {
  if (!CLAIMS_ROW.test(own.text) || OTHER_EXCESS.test(own.text.replace(/\binsurance\b/i, '')) || NOT_A_PREMIUM.test(own.text.replace(/excess/i, ''))) return null;
  let end = text.lastIndexOf('\n', own.start - 1);
  for (let hops = 0; hops < 8 && end > 0; hops += 1) {
    const start = lineStartAt(text, end);
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '') return null;
    if (/£|\bGBP\b/.test(line)) continue;
    // The heading cell may stand far from its column's ('Excess          Amount'): the gap between them is no words.
    return /^\s*(?:your\s+|policy\s+)?excess(?:es)?\b[^.£\d]{0,30}$/i.test(line.replace(/\s+/g, ' ')) ? { field: 'totalExcess', score: 0.85 } : null;
  }
  return null;
}

/**
 * A row of two or more different figures side by side with nothing between them ('Voluntary excess  £250  £200')
 * that no column headings sorted out: which is this year's the reader cannot tell, so what it reads from the row asks
 * for a tick.
 */
function unsortedColumns(text: string, rowAmounts: readonly { start: number; end: number; value: string }[]): string | null {
  // (The first two side by side are enough: a change may follow in words, '£250   £300   up £50'.)
  const [first, second] = rowAmounts;
  if (!first || !second || Number(first.value) === Number(second.value) || !/^[\s|]+$/.test(text.slice(first.end, second.start))) return null;
  const columns = rowAmounts.length > 2 && !rowAmounts.slice(1).every((a, i) => /^[\s|]+$/.test(text.slice(rowAmounts[i]!.end, a.start))) ? [first, second] : rowAmounts;
  const figures = columns.map((a) => text.slice(a.start, a.end).trim()).join(', ');
  return `This row of the notice holds more than one figure (${figures}) and the reader could not tell which column is this year's: check it against your notice.`;
}

/** After this year's premium, words saying last year's was the same ('– the same as last year', ', unchanged from last year'). */
const SAME_AS_LAST_YEAR = /^[ \t]*[–—,-]?[ \t]*(?:(?:that(?:'s|’s| is)|which is|this is|it(?:'s|’s| is))[ \t]+)?(?:exactly[ \t]+)?(?:the[ \t]+same[ \t]+as|unchanged[ \t]+from)[ \t]+(?:last[ \t]+year(?:'s|’s)?|what[ \t]+you[ \t]+paid[ \t]+last[ \t]+year)\b/i;

/** The premiums and excesses found in the notice. */
export function findMoneyFields(notice: string): Partial<Record<MoneyFieldName, RenewalNoticeField>> {
  // A kind of excess OCR garbled, mended letter for letter (offsets stay): ocr-excess-kinds.ts.
  const text = chosenCoverColumn(mendedExcessKinds(notice));
  const byField: Record<MoneyFieldName, Candidate[]> = { renewalPremium: [], previousPremium: [], compulsoryExcess: [], voluntaryExcess: [], totalExcess: [] };
  const amounts = withNilExcesses(text, findAmounts(text));
  const lineOf = (pos: number) => text.lastIndexOf('\n', pos - 1);
  const excessPairs = pairExcessKinds(text, amounts);
  const kindByName = excessKindByName(text); // 'Standard excess', 'Own choice excess' beside the other kind
  // Rows a policy year or a period of insurance each: the later one's is the renewal's price.
  const yearRows = new Map([...policyYearRows(text, amounts), ...periodRows(text, amounts)]);
  let last: { scored: Scored | null; end: number } | null = null; // the amount before, and what it was read as
  let namedToCompare: string | null = null; // last year's figure the notice names as the one to compare
  amounts.forEach((amount, i) => {
    const previous = amounts[i - 1];
    if (previous && lineOf(previous.start) === lineOf(amount.start)) return; // done with its row's first amount
    const rowAmounts = amounts.filter((a) => lineOf(a.start) === lineOf(amount.start));
    const label = labelBefore(text, amount.start);
    // (A row of more than one amount holds its year's premium in the column headed as one: '£16,000  £198.60'.)
    const yearAmount = rowAmounts.find((a) => yearRows.has(a.start));
    if (yearAmount) {
      const byYear = yearRows.get(yearAmount.start)!;
      if (byYear) byField[byYear.field].push({ value: yearAmount.value, score: byYear.score, labelStart: label.start, start: yearAmount.start, end: yearAmount.end });
      last = { scored: byYear, end: yearAmount.end };
      return;
    }
    // 'Compulsory / voluntary / total excess   £250 / £250 / £500': each amount its kind's, in the listed order.
    const listed = listedExcessKinds(text, label.text, rowAmounts);
    if (listed) {
      listed.forEach((field, j) => byField[field].push({ value: rowAmounts[j]!.value, score: 0.9, labelStart: label.start, start: rowAmounts[j]!.start, end: rowAmounts.at(-1)!.end }));
      last = null;
      return;
    }
    const row = columnRow(text, rowAmounts, label.text);
    if (row) {
      for (const c of row) {
        const [field, value] = c.value.split(':') as [MoneyFieldName, string];
        byField[field].push({ ...c, value });
      }
      last = null;
      return;
    }
    const openColumns = unsortedColumns(text, rowAmounts);
    rowAmounts.forEach((a, j) => {
      // The words after it on its own line ('£54.20 a month'), or the next line's if its sentence runs on there ('£400' /
      // 'in total.'); the next line's 'Monthly ...' is another row's.
      const after = wordsAfter(text, a.end);
      // (A label wrapped in its cell, its value beside the last line: the line above begins it.)
      const begunAbove = j === 0 ? labelBegunAbove(text, label) : null;
      let own = begunAbove ?? (j === 0 ? label : labelBefore(text, a.start, rowAmounts[j - 1]!.end));
      const rowLabel = own; // before any line above or below is read with it
      // An amount after an excess on its row ('Compulsory £300 | Voluntary £200 | Total £500') is among the excesses.
      const amongExcesses = j > 0 && (/excess/i.test(label.text) || /Excess/.test(last?.scored?.field ?? ''));
      let scored = classify(own.text, after, amongExcesses);
      // '12 monthly payments - Total for the year  £1,301.40': a label after a spaced dash or dot is a clause of its own.
      const clause = scored ? null : separatedClause(own);
      const byClause = clause ? classify(clause.text, after, amongExcesses) : null;
      if (clause && byClause && /Premium/.test(byClause.field)) [own, scored] = [clause, byClause];
      // '£742.90 ✔ your renewal price' in a grid of options: the mark after it names the renewal's price.
      if (!scored && MARKED_AS_RENEWAL_AFTER.test(after)) scored = { field: 'renewalPremium', score: 0.85 };
      if (j === 0 && /Premium/.test(scored?.field ?? '') && begunAboveOnSomethingElse(text, own)) scored = null;
      // '£455.00 → £497.36' under a price's heading: last year's, then this year's (a change in words may follow).
      const arrow = rowAmounts.length >= 2 && ARROW.test(text.slice(rowAmounts[0]!.end, rowAmounts[1]!.start));
      // 'Compulsory excess  £500 → £350': the excess that will apply is the one after the arrow.
      // So too 'Your compulsory excess has gone up from £250 to £300': the excess after 'to' applies.
      const fromTo = rowAmounts.length >= 2 && /\bfrom\s*$/i.test(label.text) && /^\s*to\s*$/i.test(text.slice(rowAmounts[0]!.end, rowAmounts[1]!.start));
      const kindAcross = (arrow || fromTo) && j <= 1 ? classify(label.text.replace(/\b(?:has|have)\s+(?:gone\s+(?:up|down)|changed|risen|fallen|increased|decreased|reduced)\s+from\s*$/i, ''), '') : null;
      const arrowExcess = kindAcross && /Excess/.test(kindAcross.field) ? kindAcross : null;
      if (!arrowExcess && arrow && j <= 1 && (j === 1 || scored?.field === 'renewalPremium' || headingAbove(text, own))) scored = { field: j === 0 ? 'previousPremium' : 'renewalPremium', score: 0.9 };
      // 'Total premium (previously £488.75)  £509.60': past the bracket, the amount is the row label's own.
      if (!scored && j > 0 && /^\s*\)\s*$/.test(own.text) && /\([^)]*$/.test(label.text)) scored = classify(label.text.replace(/\([^)]*$/, ''), after);
      // '£702.30 (last year £590.15)': words between a premium and the next amount that only say which year; also when
      // the bracket starts the next line.
      const between = last ? text.slice(last.end, a.start) : '';
      if (!scored && last && (j > 0 || between.split('\n').length === 2)) scored = otherYearsPremium(between, after, last.scored, j > 0);
      // "… against last year's" / "premium of £1,201.50": a line running on in lower case is the sentence above's; its
      // 'premium of' names no year, the clause above does.
      if (scored?.field === 'renewalPremium' && j === 0 && last && between.split('\n').length === 2 && /^[ \t]*[a-z]/.test(own.text) && !THIS_YEAR.test(own.text)) scored = otherYearsPremium(between, after, last.scored, false) ?? scored;
      // 'a saving of £14.25 on last year's £202.65': after a difference, the amount last year's names.
      // So too '£161.68 less than last year's £1,611.40' (the difference word after it) and 'up 4.8% (£38.98) on last
      // year's £812.00' (a percentage first).
      if (!scored && j > 0 && LAST_YEARS_AFTER_DIFFERENCE.test(own.text.replace(/^[ \t]*\)/, '').replace(DIFFERENCE_AFTER, '')) && saidDifference(text, rowAmounts[j - 1]!.start, own.text)) scored = { field: 'previousPremium', score: 0.85 };
      // 'That's £112.15 less than the £1,315.62 you paid last year': the words after it say which year's it is.
      if (!scored && !NOT_A_PREMIUM.test(own.text)) scored = paidLastYearAfter(text.slice(a.end, a.end + 50));
      if (!scored && j === 0) scored = excessTableRow(text, own) ?? excessTotalRow(text, own);
      // 'Total annual       £502.18' / 'premium': a label wrapped in its cell runs on under the value.
      const wrappedBelow = scored || j > 0 ? null : withLineBelow(text, own, a.end);
      if (wrappedBelow) [own, scored] = [wrappedBelow, classify(wrappedBelow.text, '')];
      const twoLines = scored ? null : withLineAbove(text, own);
      if (twoLines) [own, scored] = [twoLines, classify(twoLines.text, after)];
      // A row label under a heading ('What you'll pay' / 'For the year ahead  £538.12'): the heading says what it is.
      const heading = scored || j > 0 ? null : headingAbove(text, own);
      if (heading) {
        const underHeading = classify(`${heading.text}\n${own.text}`, after);
        if (underHeading && !/Excess/.test(underHeading.field)) [own, scored] = [{ text: own.text, start: heading.start }, { ...underHeading, score: 0.85 }];
      }
      // 'Same cover as last year  Comprehensive  £523.14' under 'Price for 12 months': this year's price for that cover.
      const sameCover = scored || j > 0 ? null : sameCoverRow(text, rowLabel);
      if (sameCover) [own, scored] = [rowLabel, sameCover];
      // 'Last year: £689.99' with no label above to run on from or heading over it: the price read just above says.
      // (A value starting its line takes its sentence from the line above: 'This year's is' / '£731.25.')
      // (A row's second amount, when a wide gap parts that label from the words before it: another column's.)
      const apart = j > 0 && /[ \t]{5,}/.test(text.slice(rowAmounts[j - 1]!.end, a.start));
      const yearLabel = j > 0 ? (apart ? (afterWideGap(own) ?? own) : null) : label.text.trim() === '' ? own : label;
      const bare = scored || !yearLabel ? null : bareYearPremium(text, yearLabel, byField, after);
      if (bare) [own, scored] = [j > 0 ? yearLabel! : label, bare];
      // 'This year  £571.18' over 'Last year  £634.90': two rows naming only their years are the two years' premiums.
      const pairRow = scored || j > 0 ? null : yearPairRow(text, label);
      if (pairRow) [own, scored] = [label, pairRow];
      let end = a.end;
      // In a sentence naming both kinds of excess, the sentence's order says which amount is which ('£400 compulsory').
      const pair = excessPairs.get(a.start);
      // '£250 compulsory and £150 voluntary, £400 in total': the whole after its parts.
      if (wholeAfterParts(text, a, j > 0 ? rowAmounts[j - 1] : previous, excessPairs, after)) scored = { field: 'totalExcess', score: 0.9 };
      // 'you'll pay £400 towards it. That's our £250 compulsory excess plus the £150 voluntary': the whole before its parts.
      if (wholeBeforeParts(text, amounts, a, excessPairs)) scored = { field: 'totalExcess', score: 0.85 };
      const namedKind = kindByName(rowLabel.text);
      if (namedKind && (!scored || scored.field === 'totalExcess')) [own, scored] = [rowLabel, namedKind];
      // (A row's own label, begun on the line above, is not a sentence pairing the kinds: '(... in addition to the
      // compulsory excess)' describes the voluntary one.)
      // (A kind word right after the amount, '£250 compulsory', makes it that excess whatever else its label seemed.)
      else if (pair !== undefined && !begunAbove && (!scored || /Excess/.test(scored.field) || (pair && KIND_RIGHT_AFTER.test(after))) && scored?.field !== pair?.field) {
        const paired = pair ? pairedExcess(pair) : null;
        if (paired) [own, scored, end] = [{ text: pair!.context, start: pair!.labelStart }, paired, pair!.end];
        else if (scored?.field !== 'totalExcess') scored = null;
      }
      // '… compulsory excess includes a £250 young driver excess': the words after it name another excess, its own.
      if (/Excess/.test(scored?.field ?? '') && OTHER_EXCESS_AFTER.test(after)) scored = null;
      // '£648.92. That's the figure to compare with this year's price', or 'The comparable premium … last year was': last
      // year's, before any other figure for it.
      const toCompare = figureToCompare(text.slice(a.end, a.end + 90)) ?? (scored?.field === 'previousPremium' ? comparableLastYear(own.text) : null);
      // (A row naming last year may name the change it holds: 'Last year: premium after the change of car'.)
      if (toCompare && (scored ? /Premium/.test(scored.field) : !NOT_A_PREMIUM.test(own.text) || LAST_YEAR.test(own.text))) [scored, namedToCompare] = [toCompare, a.value];
      // 'This year it's £35.20 more': a rise or fall is never a premium, whatever its label says.
      if (/Premium/.test(scored?.field ?? '') && DIFFERENCE_AFTER.test(after)) scored = null;
      // Nor is a signed figure ('Change in the premium for item 001:  +£15.27').
      if (/Premium/.test(scored?.field ?? '') && SIGNED_BEFORE.test(text.slice(Math.max(0, a.start - 3), a.start))) scored = null;
      // 'Also on your multi-car account: … current premium £612.30': the other car's price, not this car's.
      if (/Premium/.test(scored?.field ?? '') && inAnotherCarsSentence(text, a.start)) scored = null;
      // 'Your premium £455.00' over 'Insurance Premium Tax £54.60': the price before the tax the next row adds.
      if (scored?.field === 'renewalPremium' && TAX_ROW_NEXT.test(text.slice(text.indexOf('\n', a.end) + 1))) scored = { ...scored, score: scored.score * 0.6 };
      // (Decided last: no reading of the row's words makes the excess before the arrow the one that will apply.)
      if (arrowExcess) [own, scored] = [label, j === 0 ? null : { ...arrowExcess, score: 0.9 }];
      // 'Excess  £250 + £100 voluntary': the figure added to the voluntary one is the compulsory excess.
      if (j === 0 && /\bexcess\s*:?\s*$/i.test(rowLabel.text) && PLUS_VOLUNTARY_AFTER.test(text.slice(a.end, a.end + 40))) scored = { field: 'compulsoryExcess', score: 0.85 };
      if (scored) byField[scored.field].push({ value: a.value, score: scored.score, labelStart: own.start, start: a.start, end, ...(openColumns ? { reason: openColumns } : {}) });
      // 'Your premium, including IPT: £596.20 – the same as last year.': the notice says last year's was that figure too.
      const sameAsLastYear = scored?.field === 'renewalPremium' ? SAME_AS_LAST_YEAR.exec(text.slice(a.end, a.end + 60)) : null;
      if (sameAsLastYear) byField.previousPremium.push({ value: a.value, score: 0.85, labelStart: own.start, start: a.start, end: a.end + sameAsLastYear[0].length });
      last = { scored, end: a.end };
    });
  });
  againstLastYear(text, amounts, byField);
  // The cover-level card marked as the cover kept: its price is this year's (asks for a tick unless a sum confirms it).
  const card = currentCoverCard(text);
  if (card) byField.renewalPremium.push(card);
  // 'Next 12 months' / '£389.64' beside 'Previous 12 months' / '£362.10': an app's two tiles.
  periodTiles(text, byField);
  // A box's labels read as one block and its values as another below: paired in order, asking for a tick.
  labelsBlock(text, (label) => classify(label, ''), byField);
  // A debit note's 'Amount due' under the premium's row and its tax's, or beside them, their sum to the penny.
  byField.renewalPremium.push(...dueOfPremiumAndTax(text), ...dueBesidePremiumAndTax(text));
  byField.renewalPremium = totalOverItsParts(text, byField.renewalPremium);
  // 'Original renewal price £612.47' above 'Revised renewal price £579.88': the first is withdrawn.
  supersededPrices(text, byField);
  thisYearBesideTheRenewal(text, byField);
  garbledYearRow(text, byField);
  lastYearsBox(text, byField);
  // Last year's schedule printed again under this year's: the repeated premium row is last year's.
  repeatedSchedule(text, byField);
  // The figure named to compare is last year's; another for last year (a first quote) is no rival to it.
  if (namedToCompare !== null) byField.previousPremium = byField.previousPremium.filter((c) => c.value === namedToCompare);
  else keepComparedWith(text, amounts, byField);
  // '£ 82 3 M 17 per year' beside 'Last year: £791.40 (up £31.77)': the broken figure whose digits the sum gives.
  garbledPrice(text, byField);
  // Excesses told in a schedule's endorsements, under headings naming each kind.
  excessEndorsements(text, byField);
  excessesThatAddUp(byField);
  unnamedExcessRow(text, byField);
  // No total read: one stated in its parts' own sentence ('£250 compulsory and £100 voluntary: £350 in all').
  if (byField.totalExcess.length === 0) byField.totalExcess.push(...wholeExcessInSentence(text, byField));
  // No last year's read: '£1,486.72 (this year £1,402.15, an increase of £84.57)', the sum its proof.
  if (byField.previousPremium.length === 0) byField.previousPremium.push(...bracketedOtherYear(text, byField));
  // Still one excess missing: the figure the other two make, where the notice prints it (asking for a tick).
  missingExcessPrinted(text, byField);
  const fields: Partial<Record<MoneyFieldName, RenewalNoticeField>> = {};
  for (const name of Object.keys(byField) as MoneyFieldName[]) {
    const field = bestField(text, byField[name]);
    if (field) fields[name] = field;
  }
  return fields;
}
