import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';

// Exposed as `quotes/QuotesPage` (route '/quotes'). Placeholder until its feature work lands.
export default function QuotesPage() {
  return (
    <RemoteRoot name="quotes/QuotesPage" theme={AntdTheme}>
      <section data-testid="quotes-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Insurance Quotes</Typography.Title>
      </section>
    </RemoteRoot>
  );
}
