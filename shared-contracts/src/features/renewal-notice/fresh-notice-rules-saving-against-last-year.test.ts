// 'You save £X.' right after last year's price (set 40's AutoSaint photo, in our own wording, its bubble's last year's
// figure misread): a fall against last year, from which last year's price is worked out, asking for a tick
// (money-checks.ts). With near misses: a saving by paying at once, a saving with no year named before it.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const BUBBLES = (bubble: string[]) => ['   Hi Amir,', '   your policy', '   QX-2231988', '   renews on', '   14/01/2027.', '   New price:', '   £1,204.60', '   inc. IPT', ...bubble, '   Reply STOP', '   to opt out.'].join('\n');

describe("'You save £X.' after last year's price", () => {
  test("last year's price is worked out from it, asking for a tick, when the figure itself cannot be read", () => {
    const found = read(BUBBLES(['   (last year', '   £13I8O25)', '   You save', '   £113.65.']));
    expect(found.renewalPremium?.value).toBe('1204.60');
    expect(found.previousPremium?.value).toBe('1318.25');
    expect(reasonToCheck(found.previousPremium!)).not.toBeNull();
  });

  test("near miss: a saving by paying at once says nothing of last year's price", () => {
    const found = read(BUBBLES(['   (last year', '   £13I8O25)', '   You save £113.65 by', '   paying today.']));
    expect(found.previousPremium).toBeUndefined();
  });

  test('near miss: a saving with no year named before it is not against last year', () => {
    const found = read(BUBBLES(['   Pay now:', '   You save', '   £113.65.']));
    expect(found.previousPremium).toBeUndefined();
  });
});
