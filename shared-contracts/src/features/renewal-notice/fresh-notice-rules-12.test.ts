// The rules the twelfth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-12.ts, the money:
// written by a helper who had not read the reader), each in a few lines of our own, with a near miss that must not be
// taken.
import { reasonToCheck } from './certainty';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess' | 'totalPrice';
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: Money) => {
  const reading = found[field];
  return reading ? `${reading.value}${reasonToCheck(reading) ? '?' : ''}` : undefined;
};

describe('a price table set as a definition list: each label on its own line over its amount', () => {
  const table = (addOnRow: string) =>
    ['Cover type', '    Comprehensive', 'Motor insurance (comprehensive)', '    £512.40', addOnRow, '    £36.00', 'Key cover', '    £12.50', 'Total to pay this year', '    £560.90'].join('\n');

  test("the car insurance's term is the premium, the add-ons and the total what they are; the sum makes it sure", () => {
    const found = read(table('Protected no claims discount'));
    expect([shown(found, 'renewalPremium'), shown(found, 'totalPrice')]).toEqual(['512.40', '560.90']);
    expect(found.addOns?.map((a) => [a.name, a.value])).toEqual([
      ['No claims protection', '36.00'],
      ['Key cover', '12.50'],
    ]);
  });

  test('near miss: a row that is no add-on (the tax said apart) leaves a sum that does not add up, and both ask for a tick', () => {
    const found = read(table('Insurance Premium Tax'));
    expect([shown(found, 'renewalPremium'), shown(found, 'totalPrice')]).toEqual(['512.40?', '560.90?']);
  });
});
