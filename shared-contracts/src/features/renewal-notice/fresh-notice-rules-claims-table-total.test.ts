// Set 53's Sainsbury's Bank letter: a table of excesses by type of claim ('Accidental damage – compulsory  £300',
// '… – voluntary  £150', '… – total  £450', then the fire and theft, windscreen and young driver rows) and under it a
// worked example ('For example, a damage claim while your son (21) is driving would carry an excess of £700.').
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const table = (example: string) =>
  read(
    [
      'Your excesses. This is the amount you pay towards each claim. Where more than one applies, they are added together.',
      'Type of claim                                                    Excess',
      'Accidental damage – compulsory                                     £300',
      'Accidental damage – voluntary                                      £150',
      'Accidental damage – total                                          £450',
      'Fire and theft                                                     £300',
      'Young driver (under 25) – added to accidental damage               £250',
      example,
    ].join('\n'),
  );

describe("a claims table's total row and a worked example under it", () => {
  test("'Accidental damage – total  £450' is the total excess; the example's £700 is not", () => {
    expect(valuesOf(table('For example, a damage claim while your son (21) is driving would carry an excess of £700.'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '150', '450']);
  });

  test("a worked example's excess ('For example, … would carry an excess of £700') is never the policy's", () => {
    const found = read(['Compulsory excess £300, voluntary excess £150.', 'For example, a damage claim while your son (21) is driving would carry an excess of £700.'].join('\n'));
    expect(valuesOf(found, 'totalExcess')).not.toEqual(['700']);
  });

  test("near miss: 'Fire and theft – total' is no total of the policy's damage excess", () => {
    const found = read(['Type of claim              Excess', 'Accidental damage – compulsory   £300', 'Fire and theft – total   £400'].join('\n'));
    expect(valuesOf(found, 'totalExcess')).toEqual([undefined]);
  });
});
