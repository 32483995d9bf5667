import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { QuotesView } from '../features/quotes/components/quotes-view';

// Exposed as `quotes/QuotesPage` (route '/quotes').
export default function QuotesPage() {
  return (
    <RemoteRoot name="quotes/QuotesPage" theme={AntdTheme}>
      <section data-testid="quotes-page" style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Insurance Quotes
        </Typography.Title>
        <QuotesView />
      </section>
    </RemoteRoot>
  );
}
