import { findDates } from './uk-dates';

const values = (text: string) => findDates(text).map((d) => d.value);

describe('findDates', () => {
  it.each([
    ['24 January 2027', '2027-01-24'],
    ['24th Jan 2027', '2027-01-24'],
    ['1st Sept. 2027', '2027-09-01'],
    ['24-Jan-27', '2027-01-24'],
    ['24/01/2027', '2027-01-24'],
    ['4/1/2027', '2027-01-04'],
    ['24.01.27', '2027-01-24'],
    ['24-01-2027', '2027-01-24'],
    ['24 January 2O27', '2027-01-24'],
    ['31 March\n2027', '2027-03-31'],
  ])('reads %j as %s', (text, iso) => {
    expect(values(`Renewal date ${text}.`)).toEqual([iso]);
  });

  it('returns a date that does not exist as written, for the caller to flag', () => {
    expect(values('31/02/2027')).toEqual(['2027-02-31']);
  });

  it('finds dates in order with their place in the text', () => {
    const text = 'From 24/01/2027 to 23 January 2028';
    expect(findDates(text)).toEqual([
      { value: '2027-01-24', start: 5, end: 15 },
      { value: '2028-01-23', start: 19, end: 34 },
    ]);
  });

  it('ignores numbers that are not dates', () => {
    expect(values('Ford Focus 1.0 EcoBoost, APR 19.9%, 11 instalments, call 0330 123 4567, 12.5.2')).toEqual([]);
  });

  it("ignores a day-first date's shape inside a reference of hyphenated digit groups, not a date beside one", () => {
    expect(values('Mandate ref 88-2027-06-09-14')).toEqual([]);
    expect(values('Cover 14/01/2027-13/01/2028; letter 02-12-26')).toEqual(['2027-01-14', '2028-01-13', '2026-12-02']);
  });
});
