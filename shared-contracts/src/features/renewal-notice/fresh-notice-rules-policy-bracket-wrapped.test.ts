// Set 48's Brightside letter: '... WU70 HGK (policy' / 'BRS-PM-5580317), is due to renew': the word and its number in
// brackets with the line broken between them. In our own wording, with a near miss.
import { readShortNotice as read } from './test-support/short-notice';

const number = (text: string) => read(text).policyNumber?.value;

describe("'(policy' and its number in brackets across a line break", () => {
  test('read', () => {
    expect(number('Your car insurance for your Kia Niro 1.6, LD71 KRE (policy\nKLN-PM-4471093), is due to renew on 4 May 2027.')).toBe('KLN-PM-4471093');
  });

  test('near miss: words in the brackets after the word, not a number, give none', () => {
    expect(number('Your car insurance for your Kia Niro 1.6, LD71 KRE (policy\nrenewal pack enclosed), is due to renew on 4 May 2027.')).toBeUndefined();
  });
});
