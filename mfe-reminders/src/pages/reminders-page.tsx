import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';

// Exposed as `reminders/RemindersPage` (route '/reminders'). Placeholder until its feature work lands.
export default function RemindersPage() {
  return (
    <RemoteRoot name="reminders/RemindersPage" theme={AntdTheme}>
      <section data-testid="reminders-page" style={{ padding: 24 }}>
        <Typography.Title level={1}>Reminders</Typography.Title>
      </section>
    </RemoteRoot>
  );
}
