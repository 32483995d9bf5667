import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { CustomSmsForm } from '../features/sms-test/components/custom-sms-form';
import { SmsStatusCard } from '../features/sms-test/components/sms-status-card';
import { TestSmsForm } from '../features/sms-test/components/test-sms-form';
import { SectionCard } from '../shared/section-card';

// Exposed as `reminders/SmsTestPage` (route '/sms-test').
export default function SmsTestPage() {
  return (
    <RemoteRoot name="reminders/SmsTestPage" theme={AntdTheme}>
      <section data-testid="sms-test-page" style={{ maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          SMS test
        </Typography.Title>
        <Typography.Paragraph type="secondary">Check that renewal reminders can reach a mobile phone by SMS.</Typography.Paragraph>
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
