import { useOfflineStatus } from './offline-status';

// Created when first needed: a page's first Intl formatter costs tens of ms (ICU's data load), and this bar is rare.
let formatters: { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat } | undefined;

export function savedAtText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  formatters ??= {
    time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }),
    day: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' }),
  };
  return `${formatters.time.format(at)} on ${formatters.day.format(at)}`;
}

/**
 * Offline: says that what is shown is this device's copy and when it was saved, and that changes can't be saved.
 * It overlays the page (fixed), so it never pushes the content down.
 */
export function OfflineBar() {
  const { offline, savedAt, refused } = useOfflineStatus();
  if (!offline) return null;
  const when = savedAt ? savedAtText(savedAt) : '';
  return (
    <div className="renewly-offline" role="status" data-testid="offline-bar">
      <strong>You&apos;re offline.</strong>{' '}
      {when ? `Showing your data as saved at ${when}.` : 'Showing what this device has saved.'}{' '}
      {refused ? (
        <span role="alert">Your change wasn&apos;t saved: changes can&apos;t be made offline. Try again when you&apos;re back online.</span>
      ) : (
        <span>Changes can&apos;t be saved until you&apos;re back online.</span>
      )}
    </div>
  );
}
