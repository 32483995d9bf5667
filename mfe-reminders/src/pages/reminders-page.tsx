import { ConfigProvider, Typography } from 'antd';
import { brandTheme } from '@renewly/shared-contracts';

// Each remote applies the brand theme through its own ConfigProvider (antd is not shared).
// Exposed as `reminders/RemindersPage` (route '/reminders'). Placeholder until its feature work lands.
export default function RemindersPage() {
  return (
    <ConfigProvider theme={brandTheme}>
      <section data-testid="reminders-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Reminders</Typography.Title>
      </section>
    </ConfigProvider>
  );
}
