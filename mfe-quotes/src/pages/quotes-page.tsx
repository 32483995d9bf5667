import { AntdTheme } from '../../../federation/antd-theme';
import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import { QuotesView } from '../features/quotes/components/quotes-view';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('QuotesPage');

// Exposed as `quotes/QuotesPage` (route '/quotes').
export default function QuotesPage() {
  return (
    <RemoteRoot name="quotes/QuotesPage" theme={AntdTheme}>
      <section data-testid="quotes-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <QuotesView />
      </section>
    </RemoteRoot>
  );
}
