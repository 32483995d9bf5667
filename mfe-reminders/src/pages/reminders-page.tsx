import { Typography } from 'antd';

// Exposed as `reminders/RemindersPage` (route '/reminders'). Placeholder until its feature work lands.
export default function RemindersPage() {
  return (
    <section data-testid="reminders-page" style={{ padding: 24 }}>
      <Typography.Title level={2}>Reminders</Typography.Title>
    </section>
  );
}
