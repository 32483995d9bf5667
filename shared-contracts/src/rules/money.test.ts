import { formatGBP } from './money';

describe('formatGBP', () => {
  it('formats pounds with no decimals, en-GB grouping', () => {
    expect(formatGBP(1234)).toBe('£1,234');
    expect(formatGBP(0)).toBe('£0');
    expect(formatGBP(1234.5)).toBe('£1,235');
    expect(formatGBP(1234567)).toBe('£1,234,567');
  });
  it('accepts numeric strings and gives empty text for non-numbers', () => {
    expect(formatGBP('450.99')).toBe('£451');
    expect(formatGBP('')).toBe('');
    expect(formatGBP('abc')).toBe('');
    expect(formatGBP(null)).toBe('');
  });
});

describe('formatGBP against Intl', () => {
  const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  it('matches en-GB currency formatting over signs, halves and magnitudes', () => {
    const amounts = [0, -0, 0.4, 0.5, 1.5, 2.5, 999.5, 1000, 12_345.49, 12_345.5, 999_999.5, 1e9 + 0.5, -0.4, -1.5, -1234.5, -1e7];
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round(Math.sin(i) * 10 ** (i % 9) * 100) / 100);
    for (const amount of amounts) expect([amount, formatGBP(amount)]).toEqual([amount, intl.format(amount)]);
  });
});
