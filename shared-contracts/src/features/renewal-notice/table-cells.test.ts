import { cellsOf, cellUnder, rowsUnderHeadings } from './table-cells';
import { lineEndAt, lineStartAt } from './text-lines';

describe('a line read as table cells', () => {
  test('cells are set apart by two spaces or more, a single space stays inside a cell', () => {
    expect(cellsOf('Vehicle   Triumph TR6 PI   FVE 348K')).toEqual([
      { at: 0, text: 'Vehicle' },
      { at: 10, text: 'Triumph TR6 PI' },
      { at: 27, text: 'FVE 348K' },
    ]);
  });

  test('the cell under a heading may drift two characters, not three', () => {
    expect(cellUnder('Triumph   FVE 348K', 12)?.text).toBe('FVE 348K');
    expect(cellUnder('Triumph   FVE 348K', 13)).toBeUndefined();
  });
});

describe('rows under a chosen heading', () => {
  const registration = (cells: { at: number; text: string }[]) => cells.find((c) => c.text === 'Registration');
  const text = 'Vehicle          Registration\nFord Fiesta      WR68 OKD\nVauxhall Corsa   KBZ 4471\n\nVehicle  Colour';

  test('each row below the header, to a blank line, with its cell under the heading and where it starts', () => {
    const [table, ...others] = rowsUnderHeadings(text, registration, 6);
    expect(others).toEqual([]);
    expect(table!.headingStart).toBe(17);
    expect(table!.rows.map((r) => [r.start, r.under?.text])).toEqual([
      [30, 'WR68 OKD'],
      [56, 'KBZ 4471'],
    ]);
    expect(text.slice(table!.rows[1]!.start + table!.rows[1]!.under!.at).startsWith('KBZ 4471')).toBe(true);
  });

  test('no more rows than asked for', () => {
    expect(rowsUnderHeadings(text, registration, 1)[0]!.rows).toHaveLength(1);
  });

  test('a line holding a digit is never a header row', () => {
    expect(rowsUnderHeadings('Registration 2   Vehicle\nWR68 OKD   Ford', registration, 6)).toEqual([]);
  });
});

describe("a line's start and end", () => {
  const text = 'first\nsecond\nthird';

  test('the line holding a position', () => {
    expect([lineStartAt(text, 8), lineEndAt(text, 8)]).toEqual([6, 12]);
    expect(text.slice(lineStartAt(text, 8), lineEndAt(text, 8))).toBe('second');
  });

  test('at a newline, the line it ends; at the text edges, the first and last lines', () => {
    expect(lineStartAt(text, 5)).toBe(0);
    expect(lineStartAt(text, 0)).toBe(0);
    expect(lineEndAt(text, 14)).toBe(text.length);
  });
});
