// The server's half of this remote's pages (built to dist-server/draw-page.cjs, loaded by the API's
// server-drawn-page.ts): a page drawn from the route's first reads, which the API made for the signed-in user, as the
// browser then draws it from the same answers (the page's `prefetch` puts them in the cache before its first render,
// so React takes this markup over as it is). Only pages with no antd on their first paint are drawn here.
import { drawWithQueries } from '../../../federation/draw-on-server';
import { QUERY_KEYS } from '@renewly/shared-contracts';
import { policyListSchema, reminderListSchema } from '@renewly/shared-contracts/features/schemas';
import { deliveryPreferencesSchema } from '@renewly/shared-contracts/features/delivery-preferences';
import RemindersPage from '../pages/reminders-page';

/** The pages drawn here: the API makes a route's first reads only for these. */
export const drawnPages: readonly string[] = ['RemindersPage'];

/** The page's markup from the answers of its first reads (URL -> JSON), or null when it cannot be drawn from them. */
export function drawPage(page: string, reads: Record<string, unknown>): string | null {
  if (page !== 'RemindersPage') return null;
  const reminders = reminderListSchema.safeParse(reads[QUERY_KEYS.reminders[0]]);
  const policies = policyListSchema.safeParse(reads[QUERY_KEYS.policies[0]]);
  const preferences = deliveryPreferencesSchema.safeParse(reads[QUERY_KEYS.deliveryPreferences[0]]);
  if (!reminders.success || !policies.success || !preferences.success) return null;
  return drawWithQueries(<RemindersPage />, [
    [QUERY_KEYS.reminders, reminders.data],
    [QUERY_KEYS.policies, policies.data],
    [QUERY_KEYS.deliveryPreferences, preferences.data],
  ]);
}
