import { formatPriceRise, priceRise } from './price-rise';

describe('priceRise', () => {
  it.each([
    ['10% exactly', '500', '550', { pounds: 50, percent: 10 }],
    ['£50 on a large premium (under 10%)', '1200', '1250', { pounds: 50, percent: 4 }],
    ['10% on a small premium (under £50)', '300', '330.00', { pounds: 30, percent: 10 }],
    ['pence kept in pounds', '598.20', '689.90', { pounds: 91.7, percent: 15 }],
    ['numbers as well as strings', 400, 600, { pounds: 200, percent: 50 }],
  ])('%s', (_name, before, now, expected) => {
    expect(priceRise(before, now)).toEqual(expected);
  });

  it.each([
    ['a rise under 10% and under £50', '1000', '1049.99'],
    ['the same price', '600', '600'],
    ['a fall', '700', '600'],
    ['no last year', null, '600'],
    ['no new price', '600', ''],
    ['last year £0', '0', '600'],
    ['not numbers', 'abc', '600'],
  ])('none for %s', (_name, before, now) => {
    expect(priceRise(before, now)).toBeNull();
  });

  it('formats whole pounds with commas and the per cent', () => {
    expect(formatPriceRise({ pounds: 1234.5, percent: 87 })).toBe('£1,235 (87%)');
    expect(formatPriceRise({ pounds: 91.7, percent: 15 })).toBe('£92 (15%)');
  });
});
