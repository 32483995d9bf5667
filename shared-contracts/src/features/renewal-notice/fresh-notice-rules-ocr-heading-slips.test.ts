// Set 51's photographed Rooster letter ('Your renewal for the Kia Niro 1.6 GDi Hybrid 2, WF21 KD)': the plate's J read as
// a bracket in a heading naming the car) and scanned Towergate schedule ('Period of finsurance  11/10/2027 to
// 10/10/2028': a stray letter before 'insurance'). In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const shown = (text: string, field: 'registrationNumber' | 'renewalDate') => {
  const found = read(text)[field];
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

describe('OCR slips in a heading or a label', () => {
  test("a heading naming the car, its plate's J read as a bracket: read with a J, asking for a tick", () => {
    expect(shown('Your renewal for the Ford Puma 1.0 Titanium, LK22 RD)\nYour price is £702.30.', 'registrationNumber')).toBe('LK22RDJ?');
  });

  test('near miss: the same heading about something else names no plate', () => {
    expect(shown('Your reward for the quiz 1.0 Titanium, LK22 RD)\nYour price is £702.30.', 'registrationNumber')).toBeUndefined();
  });

  test("'Period of finsurance' with a year-long period: its first day", () => {
    expect(shown('Period of finsurance  11/10/2027 to 10/10/2028', 'renewalDate')).toBe('2027-10-11');
  });

  test("near miss: two stray letters ('Period of fxinsurance') is no such label", () => {
    expect(shown('Period of fxinsurance  11/10/2027 to 10/10/2028', 'renewalDate')).not.toBe('2027-10-11');
  });
});
