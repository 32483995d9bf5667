// The day the cover ends and the new cover's start both written, a day apart: the start is read, not worked out, and
// sure (renewal-date-field.ts). In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const dateShown = (text: string) => {
  const found = read(text).renewalDate;
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

describe("the cover's end and the renewal's start, both written", () => {
  test('a day apart: the start, sure', () => {
    expect(dateShown('Your policy ends on 7 March 2027 and your renewal starts on 8 March 2027.\nRenewal premium  £488.20')).toBe('2027-03-08');
    expect(dateShown("Your current cover ends at midnight on 20 February 2027.\nWe've set up your renewal to start on 21 February 2027.\nRenewal premium  £488.20")).toBe('2027-02-21');
  });

  test('near miss: the end alone gives the next day, worked out, asking for a tick', () => {
    const found = read('Your policy ends on 7 March 2027.\nRenewal premium  £488.20').renewalDate!;
    expect(found.value).toBe('2027-03-08');
    expect(found.derived).toBeDefined();
    expect(reasonToCheck(found)).not.toBeNull();
  });

  test('near miss: an end and a start that are not a day apart leave the date asking for a tick', () => {
    expect(dateShown('Your policy ends on 7 March 2027 and your renewal starts on 9 March 2027.\nRenewal premium  £488.20')).toMatch(/\?$/);
  });
});
