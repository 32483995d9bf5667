// Set 48's photographed GoSkippy quote: 'Last year's price: £1,128.95. Your renewal price is £54.65 lower.' (the
// comparison ends its sentence), the price itself only in a payment table OCR clipped ('oday / deposit', 'otal for
// the year'). In our own wording, with a near miss. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const premiums = (lines: string[]) => {
  const n = read(['Renew with us from 7 June 2027 at the price below.', '                                          Pay annually           Pay monthly', '  oday / deposit                             £982.40                 £98.24', ...lines].join('\n'));
  return [n.renewalPremium, n.previousPremium].map((f) => f && `${f.value}${reasonToCheck(f) ? '?' : ''}`);
};

describe("a comparison ending its sentence, last year's price named just before", () => {
  test("'£41.15 lower.' after last year's £1,023.55: this year's is the printed £982.40, asking for a tick", () => {
    expect(premiums(["Last year's price: £1,023.55. Your renewal price is £41.15 lower."])).toEqual(['982.40?', '1023.55?']);
  });

  test('near miss: with no year named before it, the comparison says nothing', () => {
    expect(premiums(['Our price is £41.15 lower.'])[0]).toBeUndefined();
  });
});
