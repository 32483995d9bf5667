// Figures with no '£' that the words beside them name as money, as statement systems and document composers print
// them: a row whose label names the premium or an excess plainly, then a bare figure across a dot leader, a colon or a
// column's gap ('Renewal premium (GBP) ......... 548.90', 'XSC01   Compulsory excess   400', 'Expiring premium
// 902.15 (inc IPT)'); a figure a statement marks as money after it ('604.80 (Gross)', '489.60 DR'); a premium
// schedule's gross column ('Description  Net  IPT  Gross'); bare pounds and pence in a sentence about the premium ('Your
// premium for 2026-27 is 489.60'). The space before each such figure becomes the '£', so every offset stays (as
// pound-column.ts does); what the amount is stays the label readings' work.

/** A bare figure in pounds and pence: no '£', sign, digit or decimal point before it; no '%', '.5' or '/' after it. */
const PENCE = String.raw`\d{1,3}(?:,\d{3})*\.\d{2}`;
const WHOLE_OR_PENCE = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d{2})?`;

/**
 * A label cell that names the yearly premium plainly ('Renewal premium', 'Expiring premium', 'Premium for the current
 * year', 'Renewal terms', a statement's 'REN PREM' / 'PREV PREM'), never an instalment, the tax, a fee or an add-on.
 */
const PREMIUM_LABEL = /\bpremium\b|\bprem\b|\b(?:renewal|expiring|new|annual) (?:terms|price)\b|\b(?:this|last) year'?s? price\b/i;
const NOT_THE_PREMIUM = /instal?ments?|monthly|month|deposit|\bAPR\b|interest|credit|finance|\btax\b|\bIPT\b(?!\))|fee|charge|discount|saving|increase|decrease|differen|change|movement|legal|breakdown|key cover|protection|\bextras?\b|optional|refund|balance|payment/i;
/** A label cell that names an excess ('Compulsory excess', 'Total own damage excess', a statement's 'TOT XS'). */
const EXCESS_LABEL = /\bexcess\b|\b(?:comp|vol|tot)\s+xs\b/i;
const NOT_AN_EXCESS = /protection|waiver|insurance\b|cover\b|\bage\b|years?|months?|miles|claims?/i;

/**
 * A row: the label, then what sets the value apart (two spaces or more, a dot leader, a colon), then the bare figure,
 * then nothing, or a mark that says it is money ('GBP', '(inc IPT)', '(Gross)', 'DR' for a debit on a statement).
 */
const ROW = new RegExp(
  String.raw`^(.*?[A-Za-z)][^£\n]*?)(\s{2,}|\s*\.{2,}\s*|:\s+)(?<![£+\-])(${WHOLE_OR_PENCE})(?=\s*$|\s+GBP\b|\s+\((?:inc|incl|including)\b[^)]*\)\s*$|\s+\(gross\b[^)]*\)\s*$|\s+DR\s*$)`,
  'i',
);

/** The label's own cell: the text after its last gap of two spaces or more (a code before it, 'XSC01', is another cell). */
const lastCell = (label: string) =>
  label
    .replace(/\s*\([^()]*\)/g, '')
    .trimEnd()
    .split(/\s{2,}/)
    .at(-1)!
    .replace(/[.:]+$/, '');

/** The notice says somewhere that its figures are pounds: a '£' or 'GBP' anywhere, 'in pounds', 'sterling'. */
const CURRENCY_STATED = /£|\bGBP\b|\bpounds\b|\bsterling\b/i;
/** A figure marked as money after it: a row needs no currency stated elsewhere. */
const MARKED_AFTER = /^\s+(?:GBP\b|\((?:inc|incl|including)\b|\(gross\b|DR\b)/i;
/** A heading of columns of amounts ('Renewal (£)   Current (£)', 'Amount   £'): where its first money column ends. */
const MONEY_COLUMNS = /(?:\(£\)|\(GBP\)|(?:^|\s)(?:£|GBP))(?=\s|$)/g;

/**
 * Each row whose label cell names the premium or an excess, its bare figure given the '£', where the notice states its
 * currency (or the figure carries its own mark). Not a figure standing left of the money columns of the table it is in
 * (under the labels, not under a '(£)'): the column rules read such tables.
 */
export function figuresBesideMoneyLabels(text: string): string {
  const stated = CURRENCY_STATED.test(text);
  let firstMoneyColumn = Infinity;
  const lines = text.split('\n').map((line) => {
    if (line.trim() === '') firstMoneyColumn = Infinity;
    if (!/\d/.test(line) && MONEY_COLUMNS.test(line)) firstMoneyColumn = Math.min(...[...line.matchAll(MONEY_COLUMNS)].map((c) => c.index));
    MONEY_COLUMNS.lastIndex = 0;
    if (line.includes('£')) return line;
    const m = ROW.exec(line);
    if (!m) return line;
    const [, label, gap, figure] = m as unknown as [string, string, string, string];
    if (!stated && !MARKED_AFTER.test(line.slice(m[0].length))) return line;
    if (firstMoneyColumn !== Infinity && label.length + gap.length + figure.length < firstMoneyColumn) return line;
    const cell = lastCell(label);
    const premium = PREMIUM_LABEL.test(cell) && !NOT_THE_PREMIUM.test(cell) && new RegExp(`^${PENCE}$`).test(figure);
    const excess = EXCESS_LABEL.test(cell) && !NOT_AN_EXCESS.test(cell.replace(/\bexcess\b/gi, ''));
    if (!premium && !excess) return line;
    // The gap's last space (or the colon's) becomes the '£'.
    const at = label.length + gap.length - 1;
    if (line[at] !== ' ') return line;
    return `${line.slice(0, at)}£${line.slice(at + 1)}`;
  });
  return lines.join('\n');
}
