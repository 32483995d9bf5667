// The page's layout rebuilt from where its words sit (issue 47): words at one height make a line; a wide gap splits a
// line into cells; a block of lines with a gutter down it whose two sides each hold labels and values is two columns,
// written one after the other so they never run together; a table cell's wrapped line is joined to its cell. The
// text keeps each cell at the character column its position gives, so a table's amounts stay under their headings.
import { bandSegments } from './band-segments';
import { joinLetterSpaced, runTogetherWords } from './letter-spaced-words';
import type { PositionedWord } from './positioned-words';

/** A run of words on a line with no wide gap inside it. */
export interface Cell {
  text: string;
  x: number;
  end: number;
}

export interface LayoutLine {
  y: number;
  height: number;
  cells: Cell[];
}

/** A gap wider than this many line heights separates two cells (a word space is about a quarter of one). */
const CELL_GAP = 0.9;
/** Words this close (a fraction of the height) are one word the PDF drew in pieces. */
const TOUCHING = 0.15;
/** A wrapped cell's next line starts within this fraction of a height of the cell's left edge. */
const ALIGNED = 0.6;
/** Lines further apart than this many heights are not a cell's wrapped lines. */
const WRAP_SPACING = 1.8;

/** Pounds and pence with nothing beside them, as a table under a heading naming the currency prints them. */
const BARE_PENCE = /^[+-]?\d{1,3}(?:,\d{3})*\.\d{2}$/;
// A cell with a pound sign but no figure ('Your premium (£)', 'Amounts in GBP') is a heading naming the currency, not an
// amount; the currency alone in its cell ('GBP' set apart from '612.40') is an amount's.
const VALUE = /(?=.*\d)(?:£|GBP)|^\s*(?:£|GBP)\s*$|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{3}/;
const WORDS = /[a-z]{3}/i;

export function layoutLines(words: readonly PositionedWord[]): LayoutLine[] {
  const sorted = [...words].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const lines: { y: number; height: number; words: PositionedWord[] }[] = [];
  for (const word of sorted) {
    const line = lines.at(-1);
    const centre = word.y + word.height / 2;
    if (line && Math.abs(line.y + line.height / 2 - centre) <= Math.min(line.height, word.height) * 0.5) line.words.push(word);
    else lines.push({ y: word.y, height: word.height, words: [word] });
  }
  return lines.map((line) => ({ y: line.y, height: line.height, cells: cellsOf(line.words, line.height) }));
}

function cellsOf(words: PositionedWord[], height: number): Cell[] {
  const cells: Cell[] = [];
  for (const word of [...words].sort((a, b) => a.x - b.x)) {
    const cell = cells.at(-1);
    const gap = cell ? word.x - cell.end : Infinity;
    if (cell && gap <= height * CELL_GAP) {
      cell.text += gap > height * TOUCHING && !/\s$/.test(cell.text) ? ` ${word.text.trimStart()}` : word.text;
      cell.end = Math.max(cell.end, word.x + word.width);
    } else {
      cells.push({ text: word.text.trim(), x: word.x, end: word.x + word.width });
    }
  }
  // Letter-spaced runs joined into words; words a photo's OCR set touching ('Lastyear'spremium') split back apart.
  for (const cell of cells) cell.text = joinLetterSpaced(cell.text.trim()).replace(/\S{10,}/g, runTogetherWords);
  return cells;
}

/**
 * A table cell's wrapped lines joined to their cells: a line close under a line of several cells, each of its cells
 * starting at one of theirs, with no row label of its own (nothing in the first cell's place) or one that goes on in
 * lower case ('Period of' / 'insurance:') or closes the label's bracket.
 */
export function joinWrappedCells(lines: LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const places = above && above.cells.length >= 2 && line.y - above.y <= above.height * WRAP_SPACING ? wrappedInto(above, line) : null;
    if (above && places) {
      line.cells.forEach((cell, i) => {
        const into = above.cells[places[i]!]!;
        above.cells[places[i]!] = { text: `${into.text} ${cell.text}`, x: into.x, end: Math.max(into.end, cell.end) };
      });
      // The joined line reaches down to this one, so a third wrapped line still joins.
      above.y = line.y;
      continue;
    }
    out.push({ ...line, cells: [...line.cells] });
  }
  return out;
}

/** For each cell of `line`, the cell of `above` it continues; null when the line is a row of its own. */
function wrappedInto(above: LayoutLine, line: LayoutLine): number[] | null {
  const slack = above.height * ALIGNED;
  // A right-aligned cell wraps with its right edges aligned ('BRM 4419' / '2280'); never an amount or a date, which
  // would be a row of values of its own.
  const rightAligned = (a: Cell, cell: Cell) => Math.abs(a.end - cell.end) <= slack && cell.x >= a.x - slack && !/£|GBP|\d[/.-]\d/.test(cell.text);
  const places = line.cells.map((cell) => above.cells.findIndex((a) => Math.abs(a.x - cell.x) <= slack || rightAligned(a, cell)));
  if (places.some((p) => p < 0) || new Set(places).size !== places.length) return null;
  // An amount under an amount is a row of its own ('This year's premium  £687.45' over 'Last year's premium  £651.30'
  // in a second column, beside a label of the first column wrapped onto two lines: 'Customer' / 'number').
  // So too a figure with no '£' under one ('688.14' over '73.73' in a table whose heading says '(£)'), or in 'GBP'
  // ('+32.65 GBP' over '779.95 GBP': a 'Difference' row under last year's, beside a paragraph going on in lower case).
  const amount = (text: string) => /£\s?\d|\bGBP\s?[+-]?\d|\d\s?GBP\b/.test(text) || BARE_PENCE.test(text);
  if (line.cells.some((cell, i) => amount(cell.text) && amount(above.cells[places[i]!]!.text))) return null;
  // Each stays inside its column: it ends before the next cell of the line above starts.
  if (line.cells.some((cell, i) => cell.end >= (above.cells[places[i]! + 1]?.x ?? Infinity))) return null;
  // A label and its value under a label and its value: a panel's next row ('Policy number  TBC 7730 4418 02' over
  // 'Date  24 November 2026'), though a taller logo or heading beside the panel took the first place of the line above.
  const labelled = (label: Cell | undefined, value: Cell | undefined) => !!label && !!value && isLabelCell(label) && (VALUE.test(value.text) || CODE.test(value.text));
  const panelRow = places[1] === places[0]! + 1 && labelled(line.cells[0], line.cells[1]) && labelled(above.cells[places[0]!], above.cells[places[0]! + 1]);
  const ownLabel = places[0] === 0 || panelRow;
  // A label and its value further along, under a label and its value, while the first cell goes on in lower case: a
  // letter's paragraph beside a panel wraps, the panel's next row ('VEH REG  BD70 XUP' under 'POL NO  MTR58203317') is
  // a row of its own.
  const ownPair = line.cells.some((cell, i) => i > 0 && !/^[a-z]/.test(cell.text) && places[i + 1] === places[i]! + 1 && labelled(cell, line.cells[i + 1]) && labelled(above.cells[places[i]!], above.cells[places[i]! + 1]));
  if (ownPair) return null;
  // A bracket left open goes on ('Total premium (previously' / '£488.75)').
  const open = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
  return !ownLabel || /^[a-z]/.test(line.cells[0]!.text) || open(above.cells[0]!.text) ? places : null;
}

interface Block {
  lines: LayoutLine[];
  /** Set for two columns: the x where the right one starts. */
  gutter?: number;
}

function crosses(cell: Cell, x: number): boolean {
  return cell.x < x && cell.end > x;
}

/**
 * Both sides hold labels and values of their own: two columns, not a table's label column and value columns. The
 * sides' rows need not line up (a column set at its own line spacing).
 */
function isTwoColumns(lines: LayoutLine[], gutter: number): boolean {
  if (rowsGoOnAcross(lines, gutter) || headedColumnsAcross(lines, gutter)) return false;
  const side = (left: boolean) => lines.map((line) => line.cells.filter((cell) => (cell.x < gutter) === left).map((c) => c.text).join(' ')).filter(Boolean);
  const labelsAndValues = (texts: string[]) => texts.filter((t) => WORDS.test(t)).length >= 2 && texts.some((t) => VALUE.test(t));
  const [left, right] = [side(true), side(false)];
  if (labelsAndValues(left) && labelsAndValues(right)) return true;
  // A letter's paragraphs beside a box of its figures ('Your renewal at a glance'): prose on one side never holds the
  // other side's labels, so the box is read on its own. Prose: three lines of six words or more, with punctuation.
  return (isProse(left) && labelsAndValues(right)) || (isProse(right) && labelsAndValues(left));
}

/**
 * A table's rows cut down a column: on half or more of the lines that have cells on both sides, the right side holds
 * only values ('£540.00', '3rd October 2027', '-') and the cell before the gutter is a short label or a value of the
 * same row ('Premium (excluding IPT) | £540.00', 'Annual premium  £520.14 | £566.98'). Two columns each hold labels
 * of their own: a value under a label of the right side, with no row label on its left ('Renewal premium' /
 * '£486.12'), is the right column's, and a letter's prose beside a box of figures is no row (its lines are long). A
 * left side of short labels alone is a table's label column.
 */
function rowsGoOnAcross(lines: LayoutLine[], gutter: number, labelColumn = true): boolean {
  const right = (line: LayoutLine | undefined) => line?.cells.filter((c) => c.x >= gutter) ?? [];
  const hasLeft = (line: LayoutLine) => line.cells.some((c) => c.x < gutter);
  const both = lines.filter((line) => hasLeft(line) && right(line).length > 0);
  const goesOn = lines.filter((line, i) => {
    if (!hasLeft(line) || right(line).length === 0) return false;
    const left = line.cells.filter((c) => c.x < gutter).at(-1)!;
    const isValue = (c: Cell) => NO_VALUE.test(c.text) || CODE.test(c.text) || (VALUE.test(c.text) && !/[a-z]{4}/i.test(c.text.replace(MONTH_NAMES, '')));
    // (Figures either side of the gutter may end in a row's mark: '£812.40 | £250  £250  £500  your current', '★ Recommended'.)
    const cells = right(line);
    const marked = cells.length >= 2 && /£\s?\d/.test(left.text) && isMark(cells.at(-1)!) ? cells.slice(0, -1) : cells;
    const onlyValues = marked.every(isValue);
    // A value under a label of the right side, beside no row label of its own: values under their labels.
    const rowLabel = line.cells.some((c) => c.x < gutter && isLabelCell(c));
    const underItsLabel = right(lines[i - 1]).some(isLabelCell) && !rowLabel;
    return onlyValues && !underItsLabel && left.text.split(/\s+/).length <= 8;
  });
  if (goesOn.length >= 2 && goesOn.length * 2 >= both.length) return true;
  if (!labelColumn) return false;
  // From the first line with cells on both sides to the last, a column of short labels alone beside their values ('Policy number | HAL/M/09182736', 'Total premium | £834.22 –
  // this includes ...'): a table's label column, however long the values.
  const span = lines.slice(lines.indexOf(both[0]!), lines.indexOf(both.at(-1)!) + 1);
  const leftCells = span.flatMap((line) => line.cells.filter((c) => c.x < gutter));
  return both.length >= 3 && leftCells.every((c) => isRowLabelCell(c) && c.text.split(/\s+/).length <= 5);
}

/**
 * Column headings either side of the gutter ('Last year' | 'This year') over a row that crosses it: a row label at the
 * left, then a figure under each heading (their right or left edges together), 'Annual premium  £684.20 | £712.45',
 * or bare pounds and pence under headings in 'GBP' ('574.35 | 541.90'). One table, however long its other rows' cells
 * ('Aviva Insurance Limited' | 'Covea Insurance plc').
 */
function headedColumnsAcross(lines: LayoutLine[], gutter: number): boolean {
  const figure = (cell: Cell) => (/£\s?\d|\bGBP\b/.test(cell.text) && !/[a-z]{4}/i.test(cell.text)) || BARE_PENCE.test(cell.text);
  return lines.some((heading, h) => {
    const right = heading.cells.filter((c) => c.x >= gutter);
    const left = heading.cells.filter((c) => c.x < gutter).at(-1);
    if (!left || right.length !== 1 || !heading.cells.every(isLabelCell)) return false;
    const slack = heading.height * ALIGNED;
    const under = (cell: Cell, head: Cell) => Math.abs(cell.end - head.end) <= slack || Math.abs(cell.x - head.x) <= slack;
    return lines.slice(h + 1, h + 6).some(({ cells }) => cells.length === 3 && isLabelCell(cells[0]!) && cells[0]!.x < left.x && figure(cells[1]!) && under(cells[1]!, left) && figure(cells[2]!) && under(cells[2]!, right[0]!));
  });
}

/** A row's mark after its figures: a few words, no figure ('your current insurer', '★ Recommended', 'Best price'). */
const isMark = (cell: Cell) => !/\d/.test(cell.text) && /[a-z]{3}/i.test(cell.text) && cell.text.split(/\s+/).length <= 3;
/** A plate or a reference: capitals and digits ('SF67 HBT', 'AB-1234/5'). */
const CODE = /^(?=.*\d)[A-Z0-9/ .-]+$/;
/**
 * A table's cell saying there is no amount: '-', 'n/a', 'Nil', 'Included', 'Not included', 'Not taken', 'Declined' (an
 * add-on's status).
 */
const NO_VALUE = /^(?:[-–—]|n\/?a|nil|none|declined|(?:not )?(?:included|taken|selected|chosen|applicable|bought|purchased))$/i;
const MONTH_NAMES = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/gi;

function isProse(texts: string[]): boolean {
  const sentences = texts.filter((t) => t.split(/\s+/).length >= 6 && WORDS.test(t));
  return sentences.length >= 3 && sentences.some((t) => /[.,;:!?]/.test(t));
}

/**
 * A table's row beside a row too wide for the gutter, just under it ('Renewal premium 3 December 2026 to 2 December
 * 2027  £518.33' over 'Premium you paid last year  £487.91') or just over it ('Your premium last year  £548.20' over
 * 'Your renewal premium (including Insurance Premium Tax at 12%)  £611.35', a box's first row under two columns of
 * boxes): close to it, a label left of the gutter and right of it only figures, each in the column of a figure of the
 * wide row (their right edges or left edges together). Such a row is the table's, not the first or last line of two
 * columns beside it.
 */
function tableRowBeside(wide: LayoutLine | undefined, line: LayoutLine, gutter: number): boolean {
  if (!wide || Math.abs(line.y - wide.y) > wide.height * WRAP_SPACING * 1.5) return false;
  const slack = wide.height * ALIGNED;
  const figure = (cell: Cell) => /£\s?\d|\bGBP\b/.test(cell.text) && !/[a-z]{4}/i.test(cell.text);
  const right = line.cells.filter((c) => c.x >= gutter);
  const figuresBeside = wide.cells.filter((c) => c.end > gutter && figure(c));
  return (
    right.length > 0 &&
    line.cells.some((c) => c.x < gutter && isLabelCell(c)) &&
    right.every((c) => figure(c) && figuresBeside.some((a) => Math.abs(a.end - c.end) <= slack || Math.abs(a.x - c.x) <= slack))
  );
}

/**
 * A part of a run that the run's gutter, found in the lines above or below it, cuts wrongly: a table's heading row
 * ('Your price' over 'From 22/12/2026 | Last year') or a panel of two figures each under its label, set apart from
 * the rows that made the gutter. Such a part has labels of its own left of the gutter, no cell starting at it, one side
 * itself in two columns (a cell starting well right of where another on that side ends), and is not two columns on its
 * own. (Values alone left of the gutter go on from the labels above them; an address beside a sender's lines is one
 * column a side.)
 */
function cutElsewhere(part: LayoutLine[], gutter: number): boolean {
  const cells = part.flatMap((line) => line.cells.map((cell) => ({ cell, height: line.height })));
  if (cells.some(({ cell }) => Math.abs(cell.x - gutter) < 1)) return false;
  if (!cells.some(({ cell }) => cell.x < gutter && isLabelCell(cell))) return false;
  // A table's rows with amounts either side of the gutter are left as they were read ('Comprehensive  £698.20 |
  // £69.82  £62.99'): only a heading or a panel whose figures stand on one side is taken out.
  const amountsBothSides = (line: LayoutLine) => [true, false].every((left) => line.cells.some((c) => (c.x < gutter) === left && /£\s?\d/.test(c.text)));
  if (part.some(amountsBothSides)) return false;
  const split = (left: boolean) => {
    // (Cells of two characters at least: not a photo's stray mark beside a word.)
    const side = cells.filter(({ cell }) => (cell.x < gutter) === left && /[\p{L}\p{N}£].*[\p{L}\p{N}]/u.test(cell.text));
    return side.some((a) => side.some((b) => b.cell.x - a.cell.end > CELL_GAP * Math.min(a.height, b.height)));
  };
  return (split(true) || split(false)) && !(part.length >= 2 && isTwoColumns(part, gutter));
}

/**
 * How many lines at the start of a part of a run are a table's rows of a label beside its value ('Policy number |
 * HC/MOT/5520981', 'Insurer | Aviva Insurance Limited'), three at least, two of their values a figure, date or
 * reference: one short label left of the gutter (no digit in it: a box's plate 'YB68 CUX' is no label) and one cell
 * right of it on each. A statement's rows under them (a date left of the gutter) are no longer labels, and may still
 * be two columns. 0 when the part does not start so.
 */
function keyValueRows(lines: LayoutLine[], gutter: number): number {
  let count = 0;
  let values = 0;
  for (const line of lines) {
    const [left, right, ...more] = line.cells;
    if (!left || !right || more.length > 0 || left.x >= gutter || right.x < gutter || !isLabelCell(left) || /\d/.test(left.text) || left.text.split(/\s+/).length > 5) break;
    if (VALUE.test(right.text) || CODE.test(right.text)) values += 1;
    count += 1;
  }
  return count >= 3 && values >= 2 ? count : 0;
}

/** The lines cut into blocks: runs of lines with a two-column gutter down them, and the lines between. */
export function columnBlocks(lines: LayoutLine[]): Block[] {
  // Where a column may start: any cell's left edge but the page's own (a column's rows need not share a line).
  const left = Math.min(...lines.flatMap((line) => line.cells.map((cell) => cell.x)));
  // The left edge most lines share is tried first: a column's edge, rather than a cell that starts inside it.
  const startsAt = (x: number) => lines.filter((line) => line.cells.some((cell) => cell.x === x)).length;
  const gutters = [...new Set(lines.flatMap((line) => line.cells.map((cell) => cell.x)).filter((x) => x > left))].sort((a, b) => startsAt(b) - startsAt(a) || a - b);
  const taken = new Array<boolean>(lines.length).fill(false);
  const runs: { from: number; to: number; gutter: number }[] = [];
  for (const gutter of gutters) {
    let from = -1;
    for (let i = 0; i <= lines.length; i += 1) {
      const fits = i < lines.length && !taken[i] && lines[i]!.cells.every((cell) => !crosses(cell, gutter));
      if (fits && from < 0) from = i;
      if (fits) continue;
      while (from >= 0 && from < i && tableRowBeside(lines[from - 1], lines[from]!, gutter)) from += 1;
      let to = i;
      while (from >= 0 && to > from && tableRowBeside(lines[to], lines[to - 1]!, gutter)) to -= 1;
      if (from >= 0 && to - from >= 3 && isTwoColumns(lines.slice(from, to), gutter)) {
        runs.push({ from, to, gutter });
        for (let j = from; j < to; j += 1) taken[j] = true;
      }
      from = -1;
    }
  }
  runs.sort((a, b) => a.from - b.from);
  const blocks: Block[] = [];
  let at = 0;
  for (const run of runs) {
    if (run.from > at) blocks.push({ lines: lines.slice(at, run.from) });
    // Parts one under another (a wide empty band between): a part whose rows go on across is a table, not two columns;
    // the parts between such tables stay two columns together.
    let columns: LayoutLine[] = [];
    for (const [partFrom, to] of bandSegments(lines, run.from, run.to)) {
      // A table of labels beside their values heading a part read as two columns stays in its rows; the rest may still
      // be two columns. (A part whose rows go on across is rows as a whole, as before.)
      const whole = lines.slice(partFrom, to);
      const asRows = rowsGoOnAcross(whole, run.gutter, false) || cutElsewhere(whole, run.gutter);
      const keyed = asRows ? 0 : keyValueRows(whole, run.gutter);
      if (keyed > 0) {
        if (columns.length > 0) blocks.push({ lines: columns, gutter: run.gutter });
        blocks.push({ lines: lines.slice(partFrom, partFrom + keyed) });
        columns = [];
      }
      const from = partFrom + keyed;
      if (from >= to) continue;
      const part = lines.slice(from, to);
      // (Rows of values only: a few short labels beside values may be two boxes' own lines, 'Your car' | 'Your excess'.)
      if (keyed > 0 ? !rowsGoOnAcross(part, run.gutter, false) && !cutElsewhere(part, run.gutter) : !asRows) {
        columns.push(...part);
        continue;
      }
      if (columns.length > 0) blocks.push({ lines: columns, gutter: run.gutter });
      blocks.push({ lines: part });
      columns = [];
    }
    if (columns.length > 0) blocks.push({ lines: columns, gutter: run.gutter });
    at = run.to;
  }
  if (at < lines.length) blocks.push({ lines: lines.slice(at) });
  return blocks;
}

/** A cell that can only be a label: words, no amount, date or long number. */
const isLabelCell = (cell: Cell) => WORDS.test(cell.text) && !VALUE.test(cell.text);
/** A row's label, a policy year among its words ('Expiring year 2026/27', 'Renewal 2027-28') or a part's number. */
const POLICY_YEARS = /\b20\d\d\s*[/–-]\s*(?:20)?\d\d\b/g;
/** A row's label naming a numbered part of the policy: 'Endorsement 004', 'Clause 12', 'Section 3A'. */
const NUMBERED_PART = /^(?:endorsement|clause|section|condition|exclusion|note|item)\s+(?:no\.?\s*)?[A-Z]?\d{1,4}[A-Z]?$/i;
const isRowLabelCell = (cell: Cell) => isLabelCell({ ...cell, text: cell.text.replace(POLICY_YEARS, ' ') }) || NUMBERED_PART.test(cell.text.trim());

/** For each cell of `values`, the cell of `labels` above it (their spans overlap); null unless each has its own. */
function underLabels(labels: LayoutLine, values: LayoutLine): number[] | null {
  const slack = labels.height * ALIGNED;
  const overlap = (v: Cell, l: Cell) => Math.min(v.end, l.end + slack) - Math.max(v.x, l.x - slack);
  const places = values.cells.map((v) => {
    let best = -1;
    labels.cells.forEach((l, i) => {
      if (overlap(v, l) > 0 && (best < 0 || overlap(v, l) > overlap(v, labels.cells[best]!))) best = i;
    });
    return best;
  });
  if (places.some((p) => p < 0)) return null;
  // Each value under its own label, in the labels' order.
  return places.every((p, i) => i === 0 || p > places[i - 1]!) ? places : null;
}

/**
 * A row of labels with their values in the row under them ('Renewal date   Premium   Policy number' over
 * '24/01/2027   £689.90   P81-4471-2290'): each value written beside its own label ('Premium: £689.90'), one pair a
 * line, so no value is read under the label beside it. Only for one row of values: a table's rows keep its columns.
 */
export function pairValuesUnderLabels(lines: LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const labels = lines[i]!;
    const values = lines[i + 1];
    const next = lines[i + 2];
    const close = (a: LayoutLine, b: LayoutLine) => b.y - a.y <= a.height * WRAP_SPACING * 1.5;
    const places =
      values && labels.cells.length >= 2 && values.cells.length >= 2 && labels.cells.every(isLabelCell) && close(labels, values)
        ? underLabels(labels, values)
        : null;
    // Values only: a row with a label of its own ('Accidental damage  £300  £200') is a table's row under its headings.
    const aValueRow = (line: LayoutLine) => !line.cells.some(isLabelCell) && line.cells.filter((c) => VALUE.test(c.text)).length * 2 >= line.cells.length;
    // A second row of values under the same labels: a table, not a row of labels. So too a row with as many cells in
    // the same places and a value among them, whatever words it holds (a statement's 'Date | Transaction | Amount' over
    // '23/12/2025 | Paid by card | –£655.60').
    const sameShape = (line: LayoutLine) => line.cells.length === values!.cells.length && line.cells.some((c) => VALUE.test(c.text)) && `${underLabels(labels, line)}` === `${places}`;
    // A heading of two lines over a table's rows, its corner empty or a heading of the row labels ('Last year  This
    // year' / '2026/27  2027/28' over 'Premium (inc IPT)  £548.30  £589.74'): the second line names the columns too,
    // it is no value of the first. The row's label stands left of the first heading with a value under it.
    const rowUnderHeadings = (line: LayoutLine) =>
      line.cells.length === values!.cells.length + 1 && line.cells[0]!.end < labels.cells[places![0]!]!.x && `${underLabels(labels, { ...line, cells: line.cells.slice(1) })}` === `${places}`;
    const table = next && close(values!, next) && ((aValueRow(next) && underLabels(labels, next)) || (places && (sameShape(next) || rowUnderHeadings(next))));
    if (!places || !aValueRow(values!) || table) {
      out.push(labels);
      continue;
    }
    places.forEach((place, j) => {
      const label = labels.cells[place]!;
      const value = values!.cells[j]!;
      const text = `${label.text.replace(/\s*:$/, '')}: ${value.text}`;
      out.push({ y: labels.y, height: labels.height, cells: [{ text, x: label.x, end: Math.max(label.end, value.end) }] });
    });
    i += 1;
  }
  return out;
}

/** A line's cells at the character columns their positions give, two spaces at least between cells. */
function lineText(cells: Cell[], left: number, charWidth: number): string {
  let out = '';
  for (const cell of cells) {
    const column = Math.max(0, Math.round((cell.x - left) / charWidth));
    if (out === '') out = ' '.repeat(column);
    else out = out.length + 2 <= column ? out.padEnd(column, ' ') : `${out}  `;
    out += cell.text;
  }
  return out.trimEnd();
}

/** The width of a character on this page (the median over its words), for the column of each cell. */
function charWidthOf(words: readonly PositionedWord[]): number {
  const perChar = words
    .filter((w) => w.width > 0 && w.text.length > 0)
    .map((w) => w.width / w.text.length)
    .sort((a, b) => a - b);
  return perChar[Math.floor(perChar.length / 2)] || 5;
}

/** The page's text as the notice parser reads it: lines, cells at their columns, two columns one after the other. */
export function pageLayoutText(words: readonly PositionedWord[]): string {
  if (words.length === 0) return '';
  const charWidth = charWidthOf(words);
  const left = Math.min(...words.map((w) => w.x));
  const blocks = columnBlocks(joinWrappedCells(layoutLines(words)));
  const texts = blocks.map((block) => {
    if (block.gutter === undefined) return pairValuesUnderLabels(block.lines).map((line) => lineText(line.cells, left, charWidth)).join('\n');
    const gutter = block.gutter;
    const side = (isLeft: boolean, from: number) =>
      pairValuesUnderLabels(
        block.lines.map((line) => ({ ...line, cells: line.cells.filter((cell) => (cell.x < gutter) === isLeft) })).filter((line) => line.cells.length > 0),
      )
        .map((line) => lineText(line.cells, from, charWidth))
        .join('\n');
    return `${side(true, left)}\n\n${side(false, gutter)}`;
  });
  return texts.join('\n');
}
