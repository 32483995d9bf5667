// Business constants and limits (spec §9).

export const CURRENCY = 'GBP';
export const LOCALE = 'en-GB';
export const TIME_ZONE = 'Europe/London';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
/** The insurer's own policy number (read from the renewal notice), at most this many characters. */
export const INSURER_POLICY_NUMBER_MAX = 40;
export const LOOKUP_MIN_CHARS = 4;
export const LOOKUP_DEBOUNCE_MS = 800;
export const REMINDER_DAY_OPTIONS = [30, 20, 10] as const;
export const NOTIFICATION_METHODS = ['email', 'sms', 'app'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];
/** What a delivery goes out by: the methods, plus 'push' (web push), sent alongside 'app'. */
export const DELIVERY_CHANNELS = [...NOTIFICATION_METHODS, 'push'] as const;
export type DeliveryChannelName = (typeof DELIVERY_CHANNELS)[number];
export const UPCOMING_WINDOW_DAYS = 60;
export const URGENT_WINDOW_DAYS = 30;
export const MAX_QUOTES_PER_VEHICLE = 6;
export const SMS_CHAR_GUIDE = 160;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const MARKET_TABS = 6;

export const STORAGE_KEYS = {
  notificationBannerDismissed: 'notification-banner-dismissed',
  installPromptDismissed: 'install-prompt-dismissed',
} as const;
export const NOTIFICATION_BANNER_DISMISSED_KEY = STORAGE_KEYS.notificationBannerDismissed;
export const INSTALL_PROMPT_DISMISSED_KEY = STORAGE_KEYS.installPromptDismissed;

export const POLICY_FILTER_OPTIONS = [
  { value: 'all', label: 'All Policies' },
  { value: 'active-only', label: 'Active Only' },
  { value: 'inactive-only', label: 'Inactive Only' },
  { value: 'active', label: 'Active' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'urgent', label: 'Renewal Due' },
  { value: 'expired', label: 'Expired' },
] as const;
export type PolicyFilter = (typeof POLICY_FILTER_OPTIONS)[number]['value'];

/** Cover levels (spec §5), the policy's coverage field. */
export const COVERAGE_OPTIONS = ['Comprehensive', 'Third Party Fire & Theft', 'Third Party Only'] as const;
export type Coverage = (typeof COVERAGE_OPTIONS)[number];

/** Status alerts from the DVLA's vehicle enquiry (issue 26): untaxed, declared off the road, MOT expired. */
export const DVLA_ALERT_KINDS = ['untaxed', 'sorn', 'motInvalid'] as const;
export type DvlaAlertKind = (typeof DVLA_ALERT_KINDS)[number];
