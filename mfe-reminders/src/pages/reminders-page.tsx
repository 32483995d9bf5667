import { AntdTheme } from '../../../federation/antd-theme';
import { routeOfPage } from '@renewly/shared-contracts';
import { pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import { RemindersView } from '../features/reminders/components/reminders-view';

// Exposed as `reminders/RemindersPage` (route '/reminders').
export default function RemindersPage() {
  return (
    <RemoteRoot name="reminders/RemindersPage" theme={AntdTheme}>
      <section data-testid="reminders-page" className={pageColumnClass(routeOfPage('RemindersPage').width)}>
        <RemindersView />
      </section>
    </RemoteRoot>
  );
}
