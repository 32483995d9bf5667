import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { EmailTestForm } from '../features/email-test/components/email-test-form';
import { SectionCard } from '../shared/section-card';

// Exposed as `reminders/EmailTestPage` (route '/email-test').
export default function EmailTestPage() {
  return (
    <RemoteRoot name="reminders/EmailTestPage" theme={AntdTheme}>
      <section data-testid="email-test-page" style={{ maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Email test
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Send a test email to check that renewal reminders can reach an inbox.
        </Typography.Paragraph>
        <SectionCard id="email-test-card" title="Send a test email">
          <EmailTestForm />
        </SectionCard>
      </section>
    </RemoteRoot>
  );
}
