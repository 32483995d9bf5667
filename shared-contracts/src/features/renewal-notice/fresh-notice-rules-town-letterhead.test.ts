// Set 43's scanned broker letter (Plan Insurance Brokers): the scan read the town the letter comes from first
// ('Newcastle upon Tyne'), over the firm's name; the reader's address, in the same town, names it again over the
// postcode. A town is no letterhead: the firm the small print says is regulated, on a line of its own, is the sender.
import { parseRenewalNotice } from '../renewal-notice';

const letter = (postcode: string) =>
  parseRenewalNotice(
    [
      'Carlisle',
      'Fellside Insurance Brokers                                   01228 496 0112',
      'Miss Amy Robson                                               15 February 2027',
      '4 Warwick Road',
      'Carlisle',
      postcode,
      'Your car insurance renewal',
      'Your renewal premium is £612.40.',
      'Fellside Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n'),
    { today: '2026-11-29' },
  ).insurer?.value;

describe("a town alone on the letter's first line, written again over the reader's postcode", () => {
  test('is no letterhead: the regulated firm on its own line is the sender', () => {
    expect(letter('CA1 2PT')).toBe('Fellside Insurance Brokers');
  });

  test("near miss: with no postcode under it, the town's second writing is no address known, and the first line is offered (flagged) as before", () => {
    expect(letter('Cumbria')).toBe('Carlisle');
  });
});
