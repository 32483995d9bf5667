import { Typography } from 'antd';

// Exposed as `reminders/EmailTestPage` (route '/email-test'). Placeholder until its feature work lands.
export default function EmailTestPage() {
  return (
    <section data-testid="email-test-page" style={{ padding: 24 }}>
      <Typography.Title level={2}>Email test</Typography.Title>
    </section>
  );
}
