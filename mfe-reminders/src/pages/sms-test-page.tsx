import { AntdTheme } from '../../../federation/antd-theme';
import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import { CustomSmsForm } from '../features/sms-test/components/custom-sms-form';
import { SmsStatusCard } from '../features/sms-test/components/sms-status-card';
import { TestSmsForm } from '../features/sms-test/components/test-sms-form';
import { SectionCard } from '../shared/section-card';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('SmsTestPage');

// Exposed as `reminders/SmsTestPage` (route '/sms-test').
export default function SmsTestPage() {
  return (
    <RemoteRoot name="reminders/SmsTestPage" theme={AntdTheme}>
      <section data-testid="sms-test-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <SmsStatusCard />
        <SectionCard id="sms-test-card" title="Send Test SMS">
          <TestSmsForm />
        </SectionCard>
        <SectionCard id="sms-custom-card" title="Send Custom SMS">
          <CustomSmsForm />
        </SectionCard>
      </section>
    </RemoteRoot>
  );
}
