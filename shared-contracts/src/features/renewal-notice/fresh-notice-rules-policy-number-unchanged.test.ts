// Set 42's broker letter (ChoiceQuote): the policy moved to another insurer, and the broker's number kept, in a sentence
// ('Your ChoiceQuote policy number stays the same: CQ-PC-661083.').
import { readShortNotice as read } from './test-support/short-notice';

const numberIn = (sentence: string) => read(`We have moved your cover to a new insurer. ${sentence}`).policyNumber?.value;

describe("'Your policy number stays the same: ...' names the number", () => {
  test("'stays the same:'", () => {
    expect(numberIn('Your Fairmead policy number stays the same: FM-PC-220417.')).toBe('FM-PC-220417');
  });

  test("'is unchanged:'", () => {
    expect(numberIn('Your policy number is unchanged: FM-PC-220417.')).toBe('FM-PC-220417');
  });

  test("near miss: another number that stays the same ('Your account number stays the same: 55102287') is not the policy's", () => {
    expect(numberIn('Your account number stays the same: 55102287.')).toBeUndefined();
  });
});
