import { routeOfPage } from '@renewly/shared-contracts';
import { pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import type { QueryClient } from '@tanstack/react-query';
import { RemindersView } from '../features/reminders/components/reminders-view';
import { remindersQuery } from '../features/reminders/api/get-reminders';
import { policiesQuery } from '../features/reminders/api/get-policies';
import { deliveryPreferencesQuery } from '../features/reminders/api/get-delivery-preferences';

// Exposed as `reminders/RemindersPage` (route '/reminders'). No antd on the first paint (plain markup); the dialogs and
// the delete confirm bring antd and its theme with them.
export default function RemindersPage() {
  return (
    <RemoteRoot name="reminders/RemindersPage">
      <section data-testid="reminders-page" className={pageColumnClass(routeOfPage('RemindersPage').width)}>
        <RemindersView />
      </section>
    </RemoteRoot>
  );
}

/** The page's first reads, put in the cache before its first render where the server drew it (src/server/draw-page.tsx). */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(remindersQuery),
    queryClient.ensureQueryData(policiesQuery),
    queryClient.ensureQueryData(deliveryPreferencesQuery),
  ]);
}
