// Set 47's account page as Chrome prints it (Tiger.co.uk): the site's name only as its web address over the page and
// in the footer's address, 'Car policy' over its number in a sidebar, and a change said in the sentence naming last
// year's price. In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const PAGE = [
  '14/05/2027, 09:30',
  '  Lynxcover.co.uk',
  ' Car policy',
  ' LNX4471902',
  ' Renews',
  ' 12/06/2027',
  'Premium                                            £602.10',
  'Insurance Premium Tax                               £72.25',
  'Car insurance total                               £674.35',
  'Breakdown cover (optional)                          £49.99',
  'Total to pay                                      £724.34',
  "Last year's price for your car insurance was £650.00, so it has gone",
  'up by £24.35.',
  'https://my.lynxcover.co.uk/policies/LNX4471902/renewal                                       1/1',
];

const shown = (text: string) => {
  const n = read(text);
  return [n.insurer, n.policyNumber, n.renewalPremium].map((f) => f && `${f.value}${reasonToCheck(f) ? '?' : ''}`);
};

describe('an account page printed from the browser', () => {
  test("the site's address as its name; the sidebar's number; the car insurance's total, which last year's and the rise make", () => {
    expect(shown(PAGE.join('\n'))).toEqual(['Lynxcover.co.uk?', 'LNX4471902?', '674.35?']);
  });

  test("near miss: a name at the top that is not the footer's address names no firm", () => {
    expect(shown(PAGE.join('\n').replace('my.lynxcover.co.uk', 'my.insurehub.co.uk'))[0]).toBeUndefined();
  });

  test("near miss: 'Car policy' over words, not a number, gives no number", () => {
    expect(shown(PAGE.join('\n').replace(' LNX4471902\n', ' Comprehensive\n').replace('/LNX4471902/', '/'))[1]).toBeUndefined();
  });

  test("near miss: a rise in a sentence of its own, not naming last year's price, does not make the car insurance's total the price", () => {
    expect(shown(PAGE.join('\n').replace("was £650.00, so it has gone", 'was £650.00. Repair costs have gone'))[2]).not.toBe('674.35?');
  });
});
