import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';

// Exposed as `reminders/EmailTestPage` (route '/email-test'). Placeholder until its feature work lands.
export default function EmailTestPage() {
  return (
    <RemoteRoot name="reminders/EmailTestPage" theme={AntdTheme}>
      <section data-testid="email-test-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Email test</Typography.Title>
      </section>
    </RemoteRoot>
  );
}
