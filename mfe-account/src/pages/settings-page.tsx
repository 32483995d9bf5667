import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import type { QueryClient } from '@tanstack/react-query';
import { DeliverySettings } from '../features/settings/delivery/delivery-settings';
import { deliveryPreferencesQuery } from '../features/settings/delivery/api/get-delivery-preferences';
import { currentUserQuery } from '../features/profile/api/get-current-user';
import { calendarFeedQuery } from '../features/settings/your-data/api/calendar-feed';
import { YourDataSettings } from '../features/settings/your-data/your-data-settings';
import { AccountPageStyles } from '../shared/account-page-styles';
import { OtherChannelsSettings } from '../features/settings/channels/other-channels-settings';
import { userChannelsQuery, userChannelsStatusQuery } from '../features/settings/channels/api/user-channels';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('SettingsPage');

// Exposed as `account/SettingsPage` (route '/settings', the user menu's 'Settings' item). No antd on the first paint
// (plain markup and the form kit's plain fields); the 'New link' confirm brings antd and its theme with it.
export default function SettingsPage() {
  return (
    <RemoteRoot name="account/SettingsPage">
      <section data-testid="settings-page" className={pageColumnClass(ROUTE.width)}>
        <AccountPageStyles />
        <PageHeader route={ROUTE} />
        <DeliverySettings />
        <OtherChannelsSettings />
        <YourDataSettings />
      </section>
    </RemoteRoot>
  );
}

/**
 * The delivery settings and the calendar feed's state, in the cache before the page's first render on a load the
 * server drew: the page replaces the loading screen complete, so nothing below moves as the cards fill in (the
 * delivery form alone made a layout shift of 0.12 on a phone).
 */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(currentUserQuery),
    queryClient.ensureQueryData(deliveryPreferencesQuery),
    queryClient.ensureQueryData(userChannelsQuery),
    queryClient.ensureQueryData(userChannelsStatusQuery),
    queryClient.ensureQueryData(calendarFeedQuery),
  ]);
}
