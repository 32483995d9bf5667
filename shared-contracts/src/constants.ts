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
/** Add-ons a quote or a renewal offer may include (issue 51): like for like needs the offer's ones in the quote too. */
export const QUOTE_ADD_ONS = ['breakdown', 'protectedNcd', 'legalExpenses', 'courtesyCar'] as const;
export type QuoteAddOn = (typeof QUOTE_ADD_ONS)[number];

/** Status alerts from the DVLA's vehicle enquiry (issue 26): untaxed, declared off the road, MOT expired. */
export const DVLA_ALERT_KINDS = ['untaxed', 'sorn', 'motInvalid'] as const;
export type DvlaAlertKind = (typeof DVLA_ALERT_KINDS)[number];

// Below: the constants the zod schemas (features/schemas/) need, kept here rather than in their entity's module so the
// schemas import no module that exports their own types back (an import circle; scripts/lib/import-cycles.cjs).

/** Household sharing (issue 27): what a user may do with a policy. */
export const POLICY_ACCESS_LEVELS = ['owner', 'editor', 'viewer'] as const;
export type PolicyAccess = (typeof POLICY_ACCESS_LEVELS)[number];

/**
 * What a reminder counts down to: the renewal (spec default), the MOT expiry or the road-tax due date; 'bestDay' (issue
 * 39 §2) counts down to the renewal date too, its day being the best day to get quotes (26 days before).
 */
export const REMINDER_TARGETS = ['renewal', 'mot', 'roadTax', 'bestDay'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];
/**
 * Day options per target. Renewal: spec §9. MOT and road tax follow the GOV.UK services (see
 * /work/shared/data/uk-references.md, 'GOV.UK reminder services'): DVSA's MOT reminder goes one month before expiry,
 * and at launch again two weeks before; DVLA's vehicle tax reminder (V11) comes in the month before tax is due.
 * Best day to get quotes: its one option is the best day itself, 26 days before renewal (rules/best-quote-day.ts).
 */
export const TARGET_DAY_OPTIONS = { renewal: REMINDER_DAY_OPTIONS, mot: [30, 14], roadTax: [30], bestDay: [26] } as const;

/** A delivery's status, after GOV.UK Notify's model. */
export const DELIVERY_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'temporary-failure',
  'permanent-failure',
  'skipped',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A tip's priority (the tips list). */
export const TIP_PRIORITIES = ['high', 'medium', 'low'] as const;
