// Not exported from the index: the shell's first load carries the whole index (a shared module is not tree-shaken),
// so this part's contracts are their own entry, '@renewly/shared-contracts/features/your-data', bundled by mfe-account alone.
// The settings page's "your data" part: the private calendar feed, the export and the account deletion.
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX } from '@renewly/shared-contracts';

// The words are in your-data-messages.ts (zod-free, for the settings page's first load).
export { YOUR_DATA_MESSAGES } from './your-data-messages';

/** GET/POST /api/calendar-feed: whether a feed exists; `url` (with its token) only in the answer that created it. */
export const calendarFeedSchema = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** DELETE /api/account: the password again, so a left-open session cannot erase the account. */
export const deleteAccountSchema = z
  .object({
    password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The feed path below /api; the token is 32 random bytes in base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
