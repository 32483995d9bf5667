import { ConfigProvider, Typography } from 'antd';
import { brandTheme } from '@renewly/shared-contracts';

// Each remote applies the brand theme through its own ConfigProvider (antd is not shared).
// Exposed as `reminders/SmsTestPage` (route '/sms-test'). Placeholder until its feature work lands.
export default function SmsTestPage() {
  return (
    <ConfigProvider theme={brandTheme}>
      <section data-testid="sms-test-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>SMS test</Typography.Title>
      </section>
    </ConfigProvider>
  );
}
