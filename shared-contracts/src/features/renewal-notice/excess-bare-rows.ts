// Excess figures a statement system or a document composer prints with no '£' beside them, where the notice says its
// amounts are pounds: rows under an excesses heading that name only the kind ('Your excesses' over 'Compulsory   300'),
// a '£' set apart from its figure after a dot leader ('Total excess ..... £      750'), a column rule left between a
// label and its figure ('Total excess: | 500'), and a total's figure wrapped onto the next line ('Compulsory £200 ·
// Voluntary £150 · Total' / '£350'). Each is given (or has moved beside it) the '£', one character for one, so every
// offset stays; which kind each figure is stays the label readings' work, and the parts adding up to the total is
// what makes them sure.
import { WHOLE_OR_PENCE } from './year-columns-bare';

/** The notice says its figures are pounds: a '£' or 'GBP' anywhere, 'in pounds', 'sterling'. */
const CURRENCY_STATED = /£|\bGBP\b|\bpounds\b|\bsterling\b|\bSTG\b/i;

/** A heading cell naming the excesses, with no figure on its line: 'Excesses', 'Your excesses (accidental damage)'. */
const EXCESS_HEADING = /(?:^\s*|\s{2})(?:your\s+|policy\s+)?excess(?:es)?\b(?:\s*\([a-z ,&]+\))?(?=\s{2}|\s*$)/i;
/** A row naming only the kind, then its bare figure ending the line: '  Compulsory          300'. */
const KIND_ROW = new RegExp(String.raw`(?:^\s*|\s{2})(?:compulsory|voluntary|total)\s{2,}(?<![£+\-])(?=(${WHOLE_OR_PENCE})\s*$)`, 'i');
/** How many lines above the rows the heading may stand (a layout may set other columns' lines between). */
const HEADING_REACH = 6;

/**
 * Rows that name only the kind ('Compulsory', 'Voluntary', 'Total') under a heading naming the excesses: their bare
 * figures are excesses. Two such rows at least, one after another (a lone 'Total   400' is any total); the space
 * before each figure becomes the '£'.
 */
function kindRowsUnderExcessHeading(lines: string[]): void {
  for (let i = 0; i < lines.length; i += 1) {
    let j = i;
    while (j < lines.length && !lines[j]!.includes('£') && KIND_ROW.test(lines[j]!)) j += 1;
    if (j - i < 2) continue;
    const above = lines.slice(Math.max(0, i - HEADING_REACH), i);
    // A heading with its own '£' column ('Your excess   (£)') is the column rules' (pound-column.ts).
    if (above.some((line) => !/\d|£|\bGBP\b/i.test(line) && EXCESS_HEADING.test(line))) {
      for (let k = i; k < j; k += 1) {
        const m = KIND_ROW.exec(lines[k]!)!;
        const at = m.index + m[0].length - 1;
        lines[k] = `${lines[k]!.slice(0, at)}£${lines[k]!.slice(at + 1)}`;
      }
    }
    i = j;
  }
}

/** An excess row: a '£' after a dot leader, set apart from the figure that ends the line. */
const POUND_AFTER_LEADER = new RegExp(String.raw`(?<=\bexcess\b[^£\n]*\.{2,}\s?)£( {2,40})(${WHOLE_OR_PENCE})(?=\s*$)`, 'i');
/** An excess label and its colon, a column rule, then the bare figure ending the line: 'Total excess: | 500'. */
const BAR_BEFORE_FIGURE = new RegExp(String.raw`(\bexcess\b[^£\n|]*:[ \t]*)\|([ \t]*) (${WHOLE_OR_PENCE})(?=\s*$)`, 'i');
/** A line pairing both kinds with '£' amounts and ending on 'Total', its figure alone on the next line. */
const TOTAL_WRAPPED = /\bcompulsory\b[^\n]*£\d[^\n]*\bvoluntary\b[^\n]*£\d[^\n]*\btotal[ \t]*\n(?=[ \t]*£\d[\d,.]*[ \t]*$)/gim;

/**
 * A statement's short forms of the excesses, each on its own row before a bare whole figure across a dot leader or a
 * gap ('XS-COMP ....... 250', 'XS VOL ...... 150', 'TOT XS AD/F&T .. 400'): group 2 the kind, 3 the space before it.
 */
const SHORT_FORM_ROW = /^\s*(?:(xs[-\s]*comp|comp[-\s]*xs)|(xs[-\s]*vol|vol[-\s]*xs)|(tot(?:al)?[-\s]*xs))\b[^\d£\n]*?(?:\s{2}|\.{2})[^\d£\n]*?( )(\d{1,3}(?:,\d{3})*)\s*$/i;

/**
 * Short forms name an excess but no currency: their figures are taken as pounds only when all three kinds stand
 * there and the compulsory and voluntary figures make the total.
 */
function shortFormRows(lines: string[]): void {
  const rows = new Map<number, { at: number; value: number }>();
  for (const [i, line] of lines.entries()) {
    const m = SHORT_FORM_ROW.exec(line);
    if (!m) continue;
    const kind = m[1] ? 0 : m[2] ? 1 : 2;
    if (rows.has(kind)) return;
    rows.set(kind, { at: i, value: Number(m[5]!.replace(/,/g, '')) });
  }
  const [c, v, t] = [rows.get(0), rows.get(1), rows.get(2)];
  if (!c || !v || !t || c.value + v.value !== t.value) return;
  for (const { at } of [c, v, t]) {
    const m = SHORT_FORM_ROW.exec(lines[at]!)!;
    const space = m.index + m[0].lastIndexOf(` ${m[5]!}`);
    lines[at] = `${lines[at]!.slice(0, space)}£${lines[at]!.slice(space + 1)}`;
  }
}

/** A value cell of an excess: an amount with its '£', or nothing said in words. */
const KIND_VALUE = String.raw`£\d{1,3}(?:,\d{3})*(?:\.\d{2})?|nil|none`;
/**
 * Two rows of a small table run together by the layout: both kinds' labels, then both values, in the same order
 * ('Compulsory excess Voluntary excess   £400 Nil').
 */
const KINDS_RUN_TOGETHER = new RegExp(String.raw`^(\s*compulsory(?: excess)?) (voluntary(?: excess)?\s{2,})(${KIND_VALUE}) (${KIND_VALUE})(?=\s*$)`, 'i');

/**
 * Such a line is written as the listed kinds the label readings know ('Compulsory excess|Voluntary excess   £400|£0 '),
 * one character for one: a bar between the labels and between the values, a 'Nil' as '£0 '. At least one value an
 * amount with its '£'.
 */
function kindsRunTogether(line: string): string {
  const m = KINDS_RUN_TOGETHER.exec(line);
  if (!m || !m.slice(3, 5).some((v) => v!.startsWith('£'))) return line;
  const value = (v: string) => (v.startsWith('£') ? v : `£0${' '.repeat(v.length - 2)}`);
  return `${m[1]!}|${m[2]!}${value(m[3]!)}|${value(m[4]!)}${line.slice(m[0].length)}`;
}

/** A heading cell of a kind of excess, a grid's column: 'Compulsory', 'VOL XS', 'Total excess'. */
const KIND_CELLS = [/^(?:compulsory|cmp|comp)(?:\s+(?:excess|xs))?$/i, /^(?:voluntary|vol)(?:\s+(?:excess|xs))?$/i, /^(?:total|tot)(?:\s+(?:excess|xs))?$/i];
/** A grid's cell figure: whole pounds or pounds and pence, set apart by two spaces or more (or a box's border). */
const GRID_FIGURE = new RegExp(String.raw`(?<=\s{2}|\|\s?) (${WHOLE_OR_PENCE})(?=\s{2,}|\s*\|?\s*$)`, 'g');

/**
 * A grid of the excesses: the kinds as column headings ('Compulsory  Voluntary  Total', 'CMP XS  VOL XS  TOT XS') over
 * rows of claim types ('Accidental damage   500   500   1,000'), under or on a line naming the excesses. Each bare
 * figure standing under a kind's heading is an amount; which row is the policy's is the column rules' work.
 */
function figuresUnderKindColumns(lines: string[]): void {
  for (let i = 0; i < lines.length; i += 1) {
    const heading = lines[i]!;
    if (/\d|£/.test(heading) || !/excess|\bxs\b/i.test(`${lines[i - 1] ?? ''}\n${heading}`)) continue;
    const cells = [...heading.matchAll(/[^\s|](?:\S| (?! ))*/g)].map((m) => ({ text: m[0], from: m.index, to: m.index + m[0].length }));
    const kinds = KIND_CELLS.map((kind) => cells.find((cell) => kind.test(cell.text)));
    const [compulsory, voluntary] = kinds;
    if (!compulsory || !voluntary || compulsory.from > voluntary.from) continue;
    const columns = kinds.filter((cell) => cell !== undefined);
    for (let j = i + 1; j < lines.length && j <= i + 8; j += 1) {
      const row = lines[j]!;
      if (row.trim() === '' || row.includes('£') || !/[A-Za-z]/.test(row)) break;
      for (const m of [...row.matchAll(GRID_FIGURE)].reverse()) {
        const [from, to] = [m.index + 1, m.index + m[0].length];
        if (!columns.some((cell) => from <= cell.to + 4 && to >= cell.from - 4)) continue;
        lines[j] = `${lines[j]!.slice(0, m.index)}£${lines[j]!.slice(m.index + 1)}`;
      }
    }
  }
}

export function bareExcessRows(text: string): string {
  const lines = text.split('\n').map(kindsRunTogether);
  shortFormRows(lines);
  if (!CURRENCY_STATED.test(text)) return lines.join('\n');
  for (const [i, line] of lines.entries()) {
    const leader = POUND_AFTER_LEADER.exec(line);
    if (leader) lines[i] = line.slice(0, leader.index) + `${leader[1]!}£${leader[2]!}` + line.slice(leader.index + leader[0].length);
    else lines[i] = line.replace(BAR_BEFORE_FIGURE, (_whole, label: string, gap: string, figure: string) => `${label} ${gap}£${figure}`);
  }
  kindRowsUnderExcessHeading(lines);
  figuresUnderKindColumns(lines);
  // The total's line break becomes a space: 'Total £350' reads as the sentence's whole after its parts.
  return lines.join('\n').replace(TOTAL_WRAPPED, (whole) => `${whole.slice(0, -1)} `);
}
