// The settings page's data part (issue 12): the private calendar feed, export, account deletion.
import { CalendarFeedCard } from './components/calendar-feed-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { ExportCard } from './components/export-card';

export function YourDataSettings() {
  return (
    <section aria-label="Your data" data-testid="your-data-settings">
      <CalendarFeedCard />
      <ExportCard />
      <DeleteAccountCard />
    </section>
  );
}
