import { ConfigProvider, Typography } from 'antd';
import { brandTheme } from '@renewly/shared-contracts';

// Each remote applies the brand theme through its own ConfigProvider (antd is not shared).
// Exposed as `reminders/EmailTestPage` (route '/email-test'). Placeholder until its feature work lands.
export default function EmailTestPage() {
  return (
    <ConfigProvider theme={brandTheme}>
      <section data-testid="email-test-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Email test</Typography.Title>
      </section>
    </ConfigProvider>
  );
}
