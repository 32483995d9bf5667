import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';

// Exposed as `reminders/SmsTestPage` (route '/sms-test'). Placeholder until its feature work lands.
export default function SmsTestPage() {
  return (
    <RemoteRoot name="reminders/SmsTestPage" theme={AntdTheme}>
      <section data-testid="sms-test-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>SMS test</Typography.Title>
      </section>
    </RemoteRoot>
  );
}
