import { AntdTheme } from '../../../federation/antd-theme';
import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import { DeliverySettings } from '../features/settings/delivery/delivery-settings';
import { YourDataSettings } from '../features/settings/your-data/your-data-settings';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('SettingsPage');

// Exposed as `account/SettingsPage` (route '/settings', the user menu's 'Settings' item).
export default function SettingsPage() {
  return (
    <RemoteRoot name="account/SettingsPage" theme={AntdTheme}>
      <section data-testid="settings-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <DeliverySettings />
        <YourDataSettings />
      </section>
    </RemoteRoot>
  );
}
