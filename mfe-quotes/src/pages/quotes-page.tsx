import { ConfigProvider, Typography } from 'antd';
import { brandTheme } from '@renewly/shared-contracts';

// Each remote applies the brand theme through its own ConfigProvider (antd is not shared).
// Exposed as `quotes/QuotesPage` (route '/quotes'). Placeholder until its feature work lands.
export default function QuotesPage() {
  return (
    <ConfigProvider theme={brandTheme}>
      <section data-testid="quotes-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Insurance Quotes</Typography.Title>
      </section>
    </ConfigProvider>
  );
}
