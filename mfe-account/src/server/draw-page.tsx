// The server's half of this remote's pages (built to dist-server/draw-page.cjs, loaded by the API's
// server-drawn-page.ts): a page drawn from the route's first reads, which the API made for the signed-in user, as the
// browser then draws it from the same answers (the page's `prefetch` puts them in the cache before its first render,
// so React takes this markup over as it is). Only pages with no antd on their first paint are drawn here.
import type { ReactElement } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { drawWithQueries } from '../../../federation/draw-on-server';
import { QUERY_KEYS } from '@renewly/shared-contracts';
import { userSchema } from '@renewly/shared-contracts/features/schemas';
import { deliveryPreferencesSchema } from '@renewly/shared-contracts/features/delivery-preferences';
import { calendarFeedSchema } from '@renewly/shared-contracts/features/your-data';
import { channelsStatusSchema, userChannelListSchema } from '@renewly/shared-contracts/features/user-channels';
import { twoStepStatusSchema } from '@renewly/shared-contracts/features/two-step';
import { signedInSessionListSchema } from '@renewly/shared-contracts/features/account-sessions';
import { passkeyListSchema } from '@renewly/shared-contracts/features/passkeys';
import { smsStatusSchema } from '@renewly/shared-contracts/features/sms';
import { forwardingAddressSchema } from '@renewly/shared-contracts/features/forwarding-address';
import ProfilePage from '../pages/profile-page';
import SettingsPage from '../pages/settings-page';

/** The pages drawn here: the API makes a route's first reads only for these. */
export const drawnPages: readonly string[] = ['ProfilePage', 'SettingsPage'];

/** Each page's queries from the answers of its first reads (URL -> JSON), or null when one is missing or malformed. */
function pageQueries(page: string, reads: Record<string, unknown>): [ReactElement, [QueryKey, unknown][]] | null {
  if (page === 'ProfilePage') {
    const user = userSchema.safeParse(reads[QUERY_KEYS.currentUser[0]]);
    const twoStep = twoStepStatusSchema.safeParse(reads[QUERY_KEYS.twoStep[0]]);
    const sessions = signedInSessionListSchema.safeParse(reads[QUERY_KEYS.signedInSessions[0]]);
    const passkeys = passkeyListSchema.safeParse(reads[QUERY_KEYS.passkeys[0]]);
    const sms = smsStatusSchema.safeParse(reads[QUERY_KEYS.smsStatus[0]]);
    const forwarding = forwardingAddressSchema.safeParse(reads[QUERY_KEYS.forwardingAddress[0]]);
    if (!user.success || !twoStep.success || !sessions.success || !passkeys.success || !sms.success || !forwarding.success) return null;
    return [
      <ProfilePage />,
      [
        [QUERY_KEYS.currentUser, user.data],
        [QUERY_KEYS.twoStep, twoStep.data],
        [QUERY_KEYS.signedInSessions, sessions.data],
        [QUERY_KEYS.passkeys, passkeys.data],
        [QUERY_KEYS.smsStatus, sms.data],
        [QUERY_KEYS.forwardingAddress, forwarding.data],
      ],
    ];
  }
  if (page === 'SettingsPage') {
    const preferences = deliveryPreferencesSchema.safeParse(reads[QUERY_KEYS.deliveryPreferences[0]]);
    const feed = calendarFeedSchema.safeParse(reads[QUERY_KEYS.calendarFeed[0]]);
    const channels = userChannelListSchema.safeParse(reads[QUERY_KEYS.userChannels[0]]);
    const channelsStatus = channelsStatusSchema.safeParse(reads[QUERY_KEYS.userChannelsStatus[0]]);
    const user = userSchema.safeParse(reads[QUERY_KEYS.currentUser[0]]);
    if (!preferences.success || !feed.success || !channels.success || !channelsStatus.success || !user.success) return null;
    return [
      <SettingsPage />,
      [
        [QUERY_KEYS.currentUser, user.data],
        [QUERY_KEYS.deliveryPreferences, preferences.data],
        [QUERY_KEYS.userChannels, channels.data],
        [QUERY_KEYS.userChannelsStatus, channelsStatus.data],
        [QUERY_KEYS.calendarFeed, feed.data],
      ],
    ];
  }
  return null;
}

/** The page's markup from the answers of its first reads, or null when it cannot be drawn from them. */
export function drawPage(page: string, reads: Record<string, unknown>, url = '/'): string | null {
  const drawn = pageQueries(page, reads);
  if (!drawn) return null;
  return drawWithQueries(drawn[0], drawn[1], url);
}
