// Set 47's Apple Mail email (Rooster): the policy number as a sentence of its own at a paragraph's end ('... next to
// last year. Policy RST-PC-0448129.'). In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const numberShown = (text: string) => {
  const found = read(text).policyNumber;
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

describe("'Policy <number>.' starting a sentence inside a paragraph", () => {
  test('read, asking for a tick', () => {
    expect(numberShown('Your cover renews on 4 May 2027. Here is what changes. Policy KLM-PC-330192.\nYour renewal price is £702.30.')).toBe('KLM-PC-330192?');
  });

  test('near miss: a word after it that is no number with a dash or slash (a brand, a count)', () => {
    expect(numberShown('Your cover renews on 4 May 2027. Here is what changes. Policy Expert will write to you.\nYour renewal price is £702.30.')).toBeUndefined();
    expect(numberShown('Your cover renews on 4 May 2027. Here is what changes. Policy 2 of 3 is below.\nYour renewal price is £702.30.')).toBeUndefined();
  });
});
