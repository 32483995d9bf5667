// A car's plate that the layout set apart from its own line or its label (issue 47): broken at a line's end after the
// car's make and model ('Skoda Octavia, BF70' / 'ONK', a table's narrow cell or an email's wrapped line); ending the car's
// line with a capital OCR read small ('Vehicle: Ford Fiesta ST-Line, Rv20 DCO'); or under a column of labels whose
// values follow as a column of their own ('VEHICLE' / 'REG' / 'AGREED VALUE', then 'Mazda MX-5 1.8i' / 'M11 XNR' / …);
// or in a table's row under its 'Registration' heading.
// Each is offered below a plate beside its label. Used by identity-fields.ts.
import { isValidUkRegistration, normaliseRegistration } from '../../rules/registration';
import type { Candidate } from './found-field';
import { cellsOf, rowsUnderHeadings, type RowUnderHeading, type TableCell } from './table-cells';
import { lineEndAt, lineStartAt } from './text-lines';

/**
 * A current plate's first half after a make and model and a comma, ending the line or its cell, and its three letters
 * starting the next line ('Skoda Fabia, SN16' / 'YFA.'): alone there, or before a full stop, a comma or a cell's gap.
 * The same in brackets after the model ('MINI Cooper 1.5 (LN20' / 'OKC).').
 */
const PLATE_BROKEN_AFTER_COMMA = /(?<=[A-Za-z0-9)],[ \t]*|[A-Za-z0-9.] \()([A-Z]{2}\d{2})(?:[ \t]{2,}[^\n]*)?[ \t]*\n[ \t]*([A-Z]{3})(?=[.,;)]|[ \t]{2,}|[ \t]*(?:\n|$))/g;

/**
 * The car's line or column ('Vehicle: Ford Fiesta ST-Line, Rv20 DCO', after a wide gap when it is a column of its own),
 * ending in a current plate after a comma, with a letter or two in small type: OCR of a photo reads some capitals so.
 */
const PLATE_IN_ANY_CASE_ENDING_CAR_LINE =
  /(?:(?<=^|\n)[ \t]*|(?<=\S[ \t]{3,}))(?:your\s+)?(?:vehicle|car)\b(?!\s+(?:insurance|tax|hire|sharing))[^\n]*?,[ \t]*([A-Za-z]{2}\d{2} ?[A-Za-z]{3})[ \t.]*(?=\n|$)/gi;
/** At most two small letters: a plate read with a capital or two made small, not a word and a number. */
const MOSTLY_CAPITALS = /^[^a-z]*(?:[a-z][^a-z]*){0,2}$/;

/** The words of a registration label: 'Registration number', 'Reg. No.', 'Number plate'. */
const REG_WORDS = String.raw`registration(?: number| no\.?| mark)?|reg(?:\.? no\.?| number| mark)?|number plate`;
/** A registration label alone on its line: one of a column of labels. */
const REG_LABEL_ALONE = new RegExp(String.raw`(?<=^|\n)[ \t]*(?:${REG_WORDS})[ \t]*:?[ \t]*(?=\n)`, 'gi');
/** A current, prefix or suffix plate: the eras with a year or number in them. */
const DATED_PLATE_SHAPES = String.raw`[A-Z]{2}\d{2} ?[A-Z]{3}|[A-Z]\d{1,3} ?[A-Z]{3}|[A-Z]{3} ?\d{1,3}[A-Z]`;
/** A line holding only a current, prefix or suffix plate ('M11 XNR'): a postcode's second half starts with a digit. */
const PLATE_ALONE = new RegExp(String.raw`^[ \t]*(${DATED_PLATE_SHAPES})[ \t]*$`);
/** How many lines below its label the column of values may hold the plate. */
const LABEL_COLUMN_REACH = 12;
/** A registration label heading a table's column, beside other headings ('Vehicle   Registration'). */
const REG_HEADING = new RegExp(String.raw`^(?:${REG_WORDS})$`, 'i');
/** A plate of any era with its year or number in it (not a dateless run of letters and digits, which a trim may be). */
export const DATED_PLATE = new RegExp(String.raw`^(?:${DATED_PLATE_SHAPES})$`);

export function platesSetApart(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(PLATE_BROKEN_AFTER_COMMA)) {
    const value = m[1]! + m[2]!;
    // Below a plate written whole anywhere (0.7): a line's end also breaks the old car's plate in 'when we insured your
    // Ford Focus, LB15' / 'XNR'.
    if (isValidUkRegistration(value)) found.push({ value, score: 0.68, labelStart: m.index, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(PLATE_IN_ANY_CASE_ENDING_CAR_LINE)) {
    const value = normaliseRegistration(m[1]!.toUpperCase());
    const start = m.index + m[0].lastIndexOf(m[1]!);
    if (MOSTLY_CAPITALS.test(m[1]!) && isValidUkRegistration(value)) found.push({ value, score: 0.75, labelStart: m.index, start, end: start + m[1]!.length });
  }
  for (const label of text.matchAll(REG_LABEL_ALONE)) {
    let at = label.index + label[0].length + 1;
    for (let line = 0; line < LABEL_COLUMN_REACH && at < text.length; line += 1) {
      const end = lineEndAt(text, at);
      const plate = PLATE_ALONE.exec(text.slice(at, end))?.[1];
      if (plate && isValidUkRegistration(normaliseRegistration(plate))) {
        found.push({ value: normaliseRegistration(plate), score: 0.72, labelStart: label.index, start: at, end });
        break;
      }
      at = end + 1;
    }
  }
  found.push(...platesUnderHeading(text));
  return found;
}

/**
 * A header row of labels alone ('Vehicle              Registration'), the next row its values ('Triumph TR6 PI
 * FVE 348K'): the cell under the registration heading, when it is a current, prefix or suffix plate.
 */
function platesUnderHeading(text: string): Candidate[] {
  const found: Candidate[] = [];
  const heading = (cells: TableCell[]) => (cells.length < 2 ? undefined : cells.find((c) => REG_HEADING.test(c.text)));
  for (const { headingStart, rows } of rowsUnderHeadings(text, heading, 1)) {
    const under = rows[0]?.under;
    const stacked = rows[0] && stackedInCell(text, rows[0], headingStart - lineStartAt(text, headingStart));
    if (stacked) found.push({ ...stacked, labelStart: headingStart });
    if (!under || !DATED_PLATE.test(under.text)) continue;
    const value = normaliseRegistration(under.text);
    const start = rows[0]!.start + under.at;
    if (isValidUkRegistration(value)) found.push({ value, score: 0.85, labelStart: headingStart, start, end: start + under.text.length });
  }
  return found;
}

/**
 * A narrow cell under the 'Registration' heading wrapping a current plate: its first half ends the cell ('WR72', or
 * '27/02/2027 WR72' where the cell beside it ran into it), its three letters stand alone right under that half on the
 * next line ('KPD'), or under the heading (a cell run into by the one beside it is set out from that one's start, so
 * its words may stand a little left of where the page draws them). Offered below a plate written whole.
 * A scan's table border read into the cell ('|LS17') is no part of it.
 */
function stackedInCell(text: string, row: RowUnderHeading, headingColumn: number): Omit<Candidate, 'labelStart'> | undefined {
  for (const cell of row.cells) {
    // (A scan's table border may be read into the cell: '|LS17'.)
    const half = /(?:^|\s|\|)([A-Z]{2}\d{2})$/.exec(cell.text);
    const column = half ? cell.at + half.index + half[0].length - half[1]!.length : -1;
    if (!half || Math.abs(column - headingColumn) > 3) continue;
    const nextStart = row.start + row.text.length + 1;
    if (nextStart >= text.length) return undefined;
    const rest = cellsOf(text.slice(nextStart, lineEndAt(text, nextStart))).find((c) => Math.abs(c.at - column) <= 1 || Math.abs(c.at - headingColumn) <= 2);
    if (!rest || !/^[A-Z]{3}$/.test(rest.text)) return undefined;
    const value = half[1]! + rest.text;
    const end = nextStart + rest.at + rest.text.length;
    return isValidUkRegistration(value) ? { value, score: 0.8, start: row.start + column, end } : undefined;
  }
  return undefined;
}
