import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { RemindersView } from '../features/reminders/components/reminders-view';

// Exposed as `reminders/RemindersPage` (route '/reminders').
export default function RemindersPage() {
  return (
    <RemoteRoot name="reminders/RemindersPage" theme={AntdTheme}>
      <section data-testid="reminders-page" style={{ maxWidth: 860, margin: '0 auto' }}>
        <RemindersView />
      </section>
    </RemoteRoot>
  );
}
