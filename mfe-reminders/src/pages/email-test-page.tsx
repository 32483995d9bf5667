import { AntdTheme } from '../../../federation/antd-theme';
import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import { EmailTestForm } from '../features/email-test/components/email-test-form';
import { VerifyEmailFirst } from '../features/email-test/components/verify-email-first';
import { SectionCard } from '../shared/section-card';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('EmailTestPage');

// Exposed as `reminders/EmailTestPage` (route '/email-test').
export default function EmailTestPage() {
  return (
    <RemoteRoot name="reminders/EmailTestPage" theme={AntdTheme}>
      <section data-testid="email-test-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <SectionCard id="email-test-card" title="Send a test email">
          <VerifyEmailFirst />
          <EmailTestForm />
        </SectionCard>
      </section>
    </RemoteRoot>
  );
}
