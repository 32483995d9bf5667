// Figures with no '£' that the words beside them name as money, as statement systems and document composers print
// them: a row whose label names the premium or an excess plainly, then a bare figure across a dot leader, a colon or a
// column's gap ('Renewal premium (GBP) ......... 548.90', 'XSC01   Compulsory excess   400', 'Expiring premium
// 902.15 (inc IPT)'); a figure a statement marks as money after it ('604.80 (Gross)', '489.60 DR'); a premium
// schedule's gross column ('Description  Net  IPT  Gross'); bare pounds and pence in a sentence about the premium ('Your
// premium for 2026-27 is 489.60'). The space before each such figure becomes the '£', so every offset stays (as
// pound-column.ts does); what the amount is stays the label readings' work.

import { PENCE, WHOLE_OR_PENCE } from './year-columns-bare';

const PENCE_ALONE = new RegExp(`^${PENCE}$`);

/**
 * A label cell that names the yearly premium plainly ('Renewal premium', 'Expiring premium', 'Premium for the current
 * year', 'Renewal terms', a statement's 'REN PREM' / 'PREV PREM'), never an instalment, the tax, a fee or an add-on.
 */
const PREMIUM_LABEL = /\bpremium\b|\bprem\b|\b(?:renewal|expiring|new|annual) (?:terms|price)\b|\b(?:this|last) year'?s? price\b/i;
const NOT_THE_PREMIUM = /instal?ments?|monthly|month|deposit|\bAPR\b|interest|credit|finance|\btax\b|\bIPT\b(?!\))|fee|charge|discount|saving|increase|decrease|differen|change|movement|legal|breakdown|key cover|protection|\bextras?\b|optional|refund|balance|payment/i;
/**
 * A row naming the car insurance with its tax ('Car insurance, including Insurance Premium Tax', 'Motor insurance
 * premium (incl. IPT)'): the yearly premium, though its only 'premium' is the tax's name. Not 'Car insurance' alone,
 * nor a row naming an add-on or the monthly price beside it.
 */
const CAR_INSURANCE_WITH_TAX = /^(?:your\s+)?(?:private\s+)?(?:car|motor)\s+insurance(?:\s+premium)?,?\s*\(?\s*(?:including|incl\.?|inc\.?)\s+(?:insurance\s+premium\s+tax|IPT)\s*\)?$/i;
/** A label cell that names an excess ('Compulsory excess', 'Total own damage excess', a statement's 'TOT XS'). */
const EXCESS_LABEL = /\bexcess\b|\b(?:comp|vol|tot)\s+xs\b/i;
const NOT_AN_EXCESS = /protection|waiver|insurance\b|cover\b|\bage\b|years?|months?|miles|claims?/i;

/** 'including IPT' after a premium's name ('Annual premium, including IPT'): the premium with its tax, not the tax. */
const WITH_ITS_TAX = /,?\s*(?:including|incl\.?|inc\.?)\s+(?:insurance\s+premium\s+tax|IPT)\b/gi;
/** An excess's part named alone, under a heading naming the excesses ('Your excesses (GBP)' over 'Compulsory: 400'). */
const EXCESS_PART = /^(?:compulsory|voluntary|total)$/i;

/** A label that names the yearly premium (its figure in pounds and pence) or an excess (`excesses`: under their heading). */
const namesMoney = (label: string, figure: string, excesses = false) =>
  (CAR_INSURANCE_WITH_TAX.test(label) && PENCE_ALONE.test(figure)) ||
  (PREMIUM_LABEL.test(label) && !NOT_THE_PREMIUM.test(label.replace(WITH_ITS_TAX, '')) && PENCE_ALONE.test(figure)) ||
  (EXCESS_LABEL.test(label) && !NOT_AN_EXCESS.test(label.replace(/\bexcess\b/gi, ''))) ||
  (excesses && EXCESS_PART.test(label.trim()));

/**
 * A year's row named only by the year, under a heading naming the premium ('Car insurance premium, incl. IPT' over
 * 'Expiring 09/01/2026 - 08/01/2027   761.20', 'Renewal year 2027/28   552.00'): its dates and years aside.
 */
const YEAR_ROW = /^(?:expiring|renewal|current|previous|new)(?:\s+(?:year|term|period|policy))?$/i;
const withoutDatesOrYears = (label: string) =>
  label
    .replace(/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/g, ' ')
    .replace(/\b20\d\d(?:\s*[/–-]\s*(?:20)?\d\d)?\b/g, ' ')
    .replace(/\s+(?:[-–]|to)\s+/g, ' ')
    .trim();
/** A heading line naming the premium: no figure, short, not the tax's or a fee's ('Your private car premium, including IPT'). */
const PREMIUM_HEADING = /^(?=.*\bpremium\b)(?!.*\b(?:instal|monthly|deposit|fee)\w*)[^\d]{0,70}$/i;

/** A heading line naming the excesses: no figure, short ('Your excesses (GBP)', 'Excess'). */
const EXCESS_HEADING = /^(?=.*\bexcess(?:es)?\b)[^\d]{0,60}$/i;

/**
 * A row: the label, then what sets the value apart (two spaces or more, a dot leader, a colon), then the bare figure,
 * then nothing, or a mark that says it is money ('GBP', '(inc IPT)', '(Gross)', 'DR' for a debit on a statement).
 */
const ROW = new RegExp(
  String.raw`^(.*?[A-Za-z)][^£\n]*?)(\s{2,}|\s*\.{2,}\s*|:\s+)(?<![£+\-])(${WHOLE_OR_PENCE})(?=\s*$|\s+(?:GBP|STG)\b|\s+\((?:inc|incl|including)\b[^)]*\)\s*$|\s+\(gross\b[^)]*\)\s*$|\s+DR\s*$)`,
  'i',
);

/** The period a schedule's row covers, in cells after its label ('RENEWAL PREMIUM   17/01/27 - 16/01/28'). */
const PERIOD_CELLS = /(?:\s{2,}\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?:\s*(?:-|to)\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})?)+\s*$/i;
/** '(including Insurance Premium Tax)' after 'Car insurance': kept, unbracketed, as CAR_INSURANCE_WITH_TAX reads it. */
const INCLUDING_TAX_ASIDE = /(?<=\b(?:car|motor)\s+insurance(?:\s+premium)?)\s*\(\s*(?:including|incl\.?|inc\.?)\s+(?:insurance\s+premium\s+tax|IPT)\s*\)\s*$/i;
/** The label's own cell: the text after its last gap of two spaces or more (a code before it, 'XSC01', is another cell). */
const lastCell = (label: string) =>
  label
    .replace(PERIOD_CELLS, '')
    .replace(INCLUDING_TAX_ASIDE, (aside) => ` ${aside.replace(/[()]/g, '').trim()}`)
    .replace(/\s*\([^()]*\)/g, '')
    .trimEnd()
    .split(/\s{2,}/)
    .at(-1)!
    .replace(/[.:]+$/, '');

/** The notice says somewhere that its figures are pounds: a '£' or 'GBP' anywhere, 'in pounds', 'sterling'. */
// 'STG', the ledger systems' abbreviation of sterling, heads their money columns.
export const CURRENCY_STATED = /£|\bGBP\b|\bpounds\b|\bsterling\b|\bSTG\b/i;
/** A figure marked as money after it: a row needs no currency stated elsewhere. */
const MARKED_AFTER = /^\s+(?:GBP\b|STG\b|\((?:inc|incl|including)\b|\(gross\b|DR\b)/i;
const MARKED_ELSEWHERE = new RegExp(String.raw`(?<![£\d])${PENCE}\s+\((?:inc|incl|including)\b[^)\n]*\b(?:IPT|tax)\)`, 'i');
/** A heading of columns of amounts ('Renewal (£)   Current (£)', 'Amount   £'): where its first money column ends. */
const MONEY_COLUMNS = /(?:\(£\)|\(GBP\)|(?:^|\s)(?:£|GBP|STG))(?=\s|$)/g;

/**
 * Each row whose label cell names the premium or an excess, its bare figure given the '£', where the notice states its
 * currency (or the figure carries its own mark). Not a figure standing left of the money columns of the table it is in
 * (under the labels, not under a '(£)'): the column rules read such tables.
 */
export function figuresBesideMoneyLabels(text: string): string {
  // A figure marked as money after it ('466.73 (INC IPT)') says the notice's other bare figures are pounds too.
  const stated = CURRENCY_STATED.test(text) || MARKED_ELSEWHERE.test(text);
  let firstMoneyColumn = Infinity;
  // Under a heading naming the excesses (or the premium), until the next line with no figure that is not blank.
  let underExcesses = false;
  let underPremium = false;
  const lines = text.split('\n').map((line) => {
    if (line.trim() === '') firstMoneyColumn = Infinity;
    else if (!/\d/.test(line)) [underExcesses, underPremium] = [EXCESS_HEADING.test(line.trim()), PREMIUM_HEADING.test(line.trim())];
    if (!/\d/.test(line) && MONEY_COLUMNS.test(line)) firstMoneyColumn = Math.min(...[...line.matchAll(MONEY_COLUMNS)].map((c) => c.index));
    MONEY_COLUMNS.lastIndex = 0;
    if (line.includes('£')) return line;
    const m = ROW.exec(line);
    if (!m) return line;
    const [, label, gap, figure] = m as unknown as [string, string, string, string];
    if (!stated && !MARKED_AFTER.test(line.slice(m[0].length))) return line;
    if (firstMoneyColumn !== Infinity && label.length + gap.length + figure.length < firstMoneyColumn) return line;
    const yearRow = underPremium && PENCE_ALONE.test(figure) && YEAR_ROW.test(withoutDatesOrYears(label.trim()));
    if (!yearRow && !namesMoney(lastCell(label), figure, underExcesses)) return line;
    // The gap's last space (or the colon's) becomes the '£'.
    const at = label.length + gap.length - 1;
    if (line[at] !== ' ') return line;
    return `${line.slice(0, at)}£${line.slice(at + 1)}`;
  });
  return lines.join('\n');
}

/**
 * A bare figure in pounds and pence that a statement marks as money after it, on its line or the next ('604.80
 * (Gross)', '947.30 (inc IPT)', '489.60 DR', '812.60 GBP', '734.90 STG'): an amount wherever it stands, in a sentence or a row ('Broker fee    25.00 STG').
 */
const MARKED_FIGURE = new RegExp(String.raw`(?<=\S[ \t]*) (?=${PENCE}\s+(?:\((?:gross|inc|incl|including)\b|DR\b|GBP\b|STG\b))(?<![£+\-−]\s)`, 'gi');

export function figuresMarkedAsMoney(text: string): string {
  return text.replace(MARKED_FIGURE, '£');
}

/** Words that make a sentence about the price: its bare pounds and pence are amounts. */
const PRICE_SENTENCE = /\b(?:premium(?! (?:tax|finance|credit))|price|costs?|paid)\b/i;
/** A sentence about paying by instalments: its figures are a plan's (instalments.ts reads those), not the year's price. */
const PLAN_SENTENCE = /instal?ments?|monthly|deposit|\bAPR\b|interest|credit/i;
/**
 * The space before a bare figure in pounds and pence inside a sentence, after a word or a comma: not a date
 * ('18.12.2026'), a percentage, a time ('8.30pm') or a measure, nor a figure after a sign ('+32.65').
 */
const SENTENCE_FIGURE = new RegExp(String.raw`(?<=[A-Za-z,;:]) (?=${PENCE}(?![\d%]|[.,]\d|\/|\s?(?:am|pm|kg|mph|miles?|litres?|mm|cc)\b))`, 'g');
/**
 * A sentence about the policy's own excess, in a notice that says its amounts are pounds ('Your excess ... is 500 in
 * total: a compulsory excess of 250 and a voluntary excess of 250.'): its bare whole pounds after 'of', 'is', 'and'
 * or a comma are amounts; not an age, a count or a measure ('under 25', '25 years'), not a change ('raised to 250'),
 * and not in a sentence about another excess ('An additional excess of 250 applies if ...').
 */
const EXCESS_SENTENCE = /\b(?:compulsory|voluntary|total)\b[^.]*\bexcess|\bexcess(?:es)?\b[^.]*\b(?:compulsory|voluntary|in total)\b|\byour excess\b/i;
/** Another excess than the policy's own: added for a repairer, a young driver, the windscreen. */
const OTHER_EXCESS_SENTENCE = /\b(?:additional|extra|further|windscreen|glass|young|under \d\d|inexperienced)\b/i;
// (The space before the figure becomes its '£', or the line's end when the sentence wraps just before it: 'a compulsory
// excess of' / '250 and a voluntary excess of 250.', the two lines read as one; offsets stay.)
const EXCESS_SENTENCE_FIGURE =
  /(?<=\b(?:of|is|are|be|at|and)|,)[ \t\n](?=\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?![\d%]|[.,]\d|\s*(?:years?|yrs|months?|days?|miles?|drivers?|claims?|points?)\b|\s*[/-]\s*\d))/gi;

/** A table's row: words and figures set apart by a wide gap. */
const TABLE_ROW = /\S {2,}\S/;

/**
 * In a sentence about the price that gives no amount a '£' ('Your premium for 2026-27 is 489.60, an increase of 43.50
 * on the 446.10 you paid for 2025-26.'), each bare figure in pounds and pence is an amount; which amount is which is
 * the sentence readings' work. Sentences run over lines of prose, cut at a full stop that is no decimal point; a
 * table's row, a blank line or a line that is a table's row is no sentence.
 */
export function figuresInPriceSentences(text: string): string {
  const poundsStated = CURRENCY_STATED.test(text);
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i]!.trim() === '' || TABLE_ROW.test(lines[i]!)) {
      out.push(lines[i]!);
      i += 1;
      continue;
    }
    let j = i;
    while (j < lines.length && lines[j]!.trim() !== '' && !TABLE_ROW.test(lines[j]!)) j += 1;
    const prose = lines.slice(i, j).join('\n');
    // (A sentence runs on past an abbreviation's full stop: '(incl. IPT): 988.40'.)
    const read = prose.replace(/(?:[^.!?]|[.!?](?=\d)|(?<=\b(?:incl|inc|excl|exc|approx|ref|no))\.)+[.!?]*/gi, (sentence) =>
      sentence.includes('£') || PLAN_SENTENCE.test(sentence)
        ? sentence
        : PRICE_SENTENCE.test(sentence)
          ? sentence.replace(SENTENCE_FIGURE, '£')
          : poundsStated && EXCESS_SENTENCE.test(sentence) && !OTHER_EXCESS_SENTENCE.test(sentence)
            ? sentence.replace(EXCESS_SENTENCE_FIGURE, '£')
            : sentence,
    );
    out.push(...read.split('\n'));
    i = j;
  }
  return out.join('\n');
}

/** A premium schedule's heading: its last three cells the price before tax, the tax, and the price with it. */
// (Or a fourth cell after them, last year's gross: 'Net  IPT  Gross  Last year (gross)'.)
const NET_TAX_GROSS = /(?:^|\s{2})net\s{2,}(?:IPT|tax|insurance premium tax)\s{2,}gross(?<lastYear>\s{2,}last year\s*\(gross\))?\s*$/i;
/** A schedule's row: words, then three bare figures in pounds and pence, the last (the gross) ending the line. */
const NET_TAX_GROSS_ROW = new RegExp(String.raw`(?<=[A-Za-z)].*\s)(${PENCE})(\s{2,})(${PENCE})(\s{2,})(${PENCE})(?=\s*$)`);
/** The same row with last year's gross after this year's. */
const NET_TAX_GROSS_LAST_ROW = new RegExp(String.raw`(?<=[A-Za-z)].*\s)(${PENCE})(\s{2,})(${PENCE})(\s{2,})(${PENCE})(\s{2,})(${PENCE})(?=\s*$)`);

/**
 * A premium schedule 'Description   Net   IPT   Gross' over rows of three bare figures ('Car insurance   540.00
 * 64.80   604.80'): the gross, the price with its tax, is each row's amount ('Car insurance   £604.80'). The net and
 * the tax are parts of it, not prices of their own: they are left out of the text read (spaces, so offsets stay).
 */
export function grossColumnAmounts(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    // (A '(£)' in the corner names the columns' currency: 'Premium (£)   Net   IPT   Gross'.)
    const heading = /\d|£(?!\))/.test(lines[i]!) ? null : NET_TAX_GROSS.exec(lines[i]!);
    if (!heading) continue;
    const lastYear = Boolean(heading.groups?.lastYear);
    for (let j = i + 1; j < lines.length && j <= i + 12 && !lines[j]!.includes('£'); j += 1) {
      const line = lines[j]!;
      const m = (lastYear ? NET_TAX_GROSS_LAST_ROW : NET_TAX_GROSS_ROW).exec(line);
      if (!m) break;
      const [, net, gap1, tax, gap2, gross, gap3, last] = m as unknown as string[];
      const lastCell = lastYear ? `${gap3!.slice(0, -1)}£${last}` : '';
      lines[j] = `${line.slice(0, m.index)}${' '.repeat(net!.length + gap1!.length + tax!.length + gap2!.length - 1)}£${gross}${lastCell}${line.slice(m.index + m[0].length)}`;
    }
  }
  return lines.join('\n');
}

/** A small label alone on its line ('RENEWAL PRICE', 'COMPULSORY EXCESS'), then its bare figure alone on the next. */
// The label may end in a bracketed note of what the figure holds ('Renewal premium (incl. IPT)').
const LABEL_OVER_FIGURE = new RegExp(String.raw`^([ \t]*[A-Za-z][A-Za-z'’ ]{2,38}?(?: \([A-Za-z. ]{2,24}\))?:?[ \t]*)\n([ \t]*)(${WHOLE_OR_PENCE})[ \t]*$`, 'gm');

/**
 * Values under small labels on the line above, as a designed letter sets them ('RENEWAL PRICE' / '402.12',
 * 'COMPULSORY EXCESS' / '350'), where the notice states its currency: the line break between becomes the '£'
 * ('RENEWAL PRICE£402.12'), so the label and its figure are one row and every offset stays. Only a label naming the
 * premium plainly (with pounds and pence) or an excess; a policy number, a date or a count under its label stays.
 */
export function figuresUnderMoneyLabels(text: string): string {
  if (!CURRENCY_STATED.test(text)) return text;
  return text.replace(LABEL_OVER_FIGURE, (whole, label: string, indent: string, figure: string) => {
    return namesMoney(label, figure) ? `${label}£${indent}${figure}${whole.slice(label.length + 1 + indent.length + figure.length)}` : whole;
  });
}
