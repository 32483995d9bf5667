import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { DeliverySettings } from '../features/settings/delivery/delivery-settings';
import { YourDataSettings } from '../features/settings/your-data/your-data-settings';

// Exposed as `account/SettingsPage` (route '/settings', the user menu's 'Settings' item).
export default function SettingsPage() {
  return (
    <RemoteRoot name="account/SettingsPage" theme={AntdTheme}>
      <section data-testid="settings-page" style={{ maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Settings
        </Typography.Title>
        <Typography.Paragraph type="secondary">How and when your reminders reach you, and your data.</Typography.Paragraph>
        <DeliverySettings />
        <YourDataSettings />
      </section>
    </RemoteRoot>
  );
}
