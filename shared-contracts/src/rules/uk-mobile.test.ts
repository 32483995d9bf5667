import { formatUkMobileInput, isUkMobile, toE164Uk, UK_MOBILE_PATTERN } from './uk-mobile';

describe('UK mobile', () => {
  it.each(['07123456789', '07123 456789', '+447123456789', '+44 7123 456789', '0123456789'])('accepts %s', (n) => {
    expect(isUkMobile(n)).toBe(true);
  });
  it.each(['', '7123456789', '00123456789', '+4407123456789', '0712345678901', '071234567', '+1 2025550123', '07123-456789'])(
    'rejects %s',
    (n) => {
      expect(isUkMobile(n)).toBe(false);
    },
  );
  it('is the spec pattern', () => {
    expect(UK_MOBILE_PATTERN.source).toBe('^(\\+44|0)[1-9]\\d{8,9}$');
  });
  it("reformats a number typed as 07... to '+44 7...'", () => {
    expect(formatUkMobileInput('07123 456789')).toBe('+44 7123456789');
    expect(formatUkMobileInput('07')).toBe('+44 7');
    expect(formatUkMobileInput('+44 7123')).toBe('+44 7123');
    expect(formatUkMobileInput('0')).toBe('0');
  });
  it('converts to E.164', () => {
    expect(toE164Uk('07123 456789')).toBe('+447123456789');
    expect(toE164Uk('+44 7123 456789')).toBe('+447123456789');
  });
});
