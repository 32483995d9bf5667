// Set 45's members' schemes (The Camping and Caravanning Club, The Caravan and Motorhome Club): the product named by a
// bare word, 'Club Car Insurance', the club in full in the heading or a sentence.
import { parseRenewalNotice } from '../renewal-notice';

const insurerOf = (clubLine: string) =>
  parseRenewalNotice([clubLine, 'Club Car Insurance', 'Your Club Car Insurance renews on 11/04/2027 at £702.15.', 'Club Car Insurance is arranged by an insurance intermediary authorised and regulated by the Financial Conduct Authority.'].join('\n'), { today: '2026-11-29' }).insurer?.value;

describe("a scheme's product named 'Club Car Insurance'", () => {
  test('the brand is the club the letter names in full', () => {
    expect(insurerOf(' The Walking and Rambling Club')).toBe('The Walking and Rambling Club');
  });

  test('near miss: no club named in full, so the bare word stays as read (flagged)', () => {
    expect(insurerOf(' Member services')).toBe('Club');
  });
});
