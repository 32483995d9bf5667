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
