// Set 43's scanned broker letter (Plan): last year's premium changed mid-term for a change of car, the old car's price
// at last renewal read as this year's ('Premium at renewal on 24 March 2026 (Vauxhall Corsa)  £702.30'), this year's
// printed below it ('Renewal premium for the Honda Jazz, including IPT  £781.20') and the rise said against last
// year's ('£30.25 more than last year's premium including the adjustment').
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const letter = (renewal: string) =>
  read(
    [
      'Premium at renewal on 2 May 2026 (Ford Focus)                      £655.10',
      'Mid-term adjustment for the change of car, 9 September 2026        £41.35',
      "Last year's premium, including the adjustment                      £696.45",
      `Renewal premium for the Skoda Octavia, including IPT               ${renewal}`,
      "Your renewal premium is £27.80 more than last year's premium including the adjustment.",
    ].join('\n'),
  );

describe("the price the stated change makes, printed, when the price read does not fit it", () => {
  test("the printed £724.25 (last year's £696.45 up £27.80), asking for a tick", () => {
    expect(shownAll(letter('£724.25'), 'renewalPremium')).toEqual(['724.25?']);
  });

  test('near miss: no figure printed fits the change, and the price read asks for a tick as before', () => {
    expect(shownAll(letter('£730.00'), 'renewalPremium')[0]).toMatch(/\?$/);
    expect(shownAll(letter('£730.00'), 'renewalPremium')).not.toEqual(['724.25?']);
  });
});
