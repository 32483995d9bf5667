import { Typography } from 'antd';

// Exposed as `reminders/SmsTestPage` (route '/sms-test'). Placeholder until its feature work lands.
export default function SmsTestPage() {
  return (
    <section data-testid="sms-test-page" style={{ padding: 24 }}>
      <Typography.Title level={2}>SMS test</Typography.Title>
    </section>
  );
}
