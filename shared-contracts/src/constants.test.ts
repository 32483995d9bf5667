import * as c from './constants';

describe('spec §9 constants', () => {
  it('match the spec', () => {
    expect([c.CURRENCY, c.LOCALE, c.PASSWORD_MIN, c.LOOKUP_MIN_CHARS, c.LOOKUP_DEBOUNCE_MS]).toEqual(['GBP', 'en-GB', 6, 4, 800]);
    expect(c.REMINDER_DAY_OPTIONS).toEqual([30, 20, 10]);
    expect([c.UPCOMING_WINDOW_DAYS, c.URGENT_WINDOW_DAYS, c.MAX_QUOTES_PER_VEHICLE, c.SMS_CHAR_GUIDE]).toEqual([60, 30, 6, 160]);
    expect([c.TOAST_DURATION_MS, c.TOAST_LIMIT, c.MARKET_TABS]).toEqual([5000, 1, 6]);
    expect(c.STORAGE_KEYS).toEqual({
      notificationBannerDismissed: 'notification-banner-dismissed',
      installPromptDismissed: 'install-prompt-dismissed',
    });
    expect(c.POLICY_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      'all',
      'active-only',
      'inactive-only',
      'active',
      'upcoming',
      'urgent',
      'expired',
    ]);
  });
});
