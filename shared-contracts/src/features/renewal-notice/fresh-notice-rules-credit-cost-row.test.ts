// Set 54's Brightside letter: 'If you pay monthly   Last year's price' over '£59.32 deposit, then 11 payments of £52.37
// £567.44' and 'Total £635.39 including £42.21 interest, APR 14.9%': the credit's sentence is no row of those columns.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const box = (credit: string) =>
  read(
    [
      'Your renewal price',
      '£593.18 a year',
      'If you pay monthly                             Last year\'s price',
      '£59.32 deposit, then 11 payments of £52.37     £567.44',
      credit,
    ].join('\n'),
  );

describe("the credit's sentence under a box's columns", () => {
  test("'£42.21 interest' is never read from the 'Last year's price' column", () => {
    expect(valuesOf(box('Total £635.39 including £42.21 interest, APR 14.9%'), 'previousPremium')).not.toEqual(['42.21']);
  });

  test("the year's price above the box is still read", () => {
    expect(valuesOf(box('Total £635.39 including £42.21 interest, APR 14.9%'), 'renewalPremium')).toEqual(['593.18']);
  });
});
