// Set 55's Post Office letter ('Your renewal premium is £695.50, which is £18.90 less than the' / '£714.40 you are paying
// this year.') and Virgin Money's answers ('You haven't chosen a voluntary excess (£0), so your total excess' / 'is £350.').
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

describe("what the driver is paying this year, the year now ending", () => {
  test("'… less than the' / '£714.40 you are paying this year.' is last year's price", () => {
    const found = read('Your renewal premium is £695.50, which is £18.90 less than the\n£714.40 you are paying this year.');
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['695.50', '714.40']);
  });

  test("near miss: '£714.40 you are paying for breakdown cover' is no year's price", () => {
    const found = read('Your renewal premium is £695.50.\nAdd-ons: £714.40 you are paying for breakdown cover.');
    expect(valuesOf(found, 'previousPremium')).toEqual([undefined]);
  });
});

describe("a clause after a bracketed figure, ', so …', labelling the next line's value", () => {
  test("'(£0), so your total excess' / 'is £350.': the total excess", () => {
    const found = read("The compulsory excess is £350. You haven't chosen a voluntary excess (£0), so your total excess\nis £350.");
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['350', '0', '350']);
  });

  test("near miss: '(£0). So your total' / 'is not affected.' gives no figure", () => {
    const found = read("The compulsory excess is £350. You haven't chosen a voluntary excess (£0). So your total\nis not affected.");
    expect(valuesOf(found, 'totalExcess')).not.toEqual(['0']);
  });
});
