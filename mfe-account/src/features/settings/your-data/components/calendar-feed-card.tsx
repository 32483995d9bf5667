import { useState } from 'react';
import { LazyConfirmPopover } from '../../../../../../federation/lazy-confirm-popover';
import { Spinner } from '../../../../shared/account-page-styles';
import { formatUkDate, showToast } from '@renewly/shared-contracts';
import { useCalendarFeed, useCreateCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed';

export const FEED_URL_SHOWN_ONCE =
  'Copy this link now: it is shown only once. Renewly keeps only a fingerprint of it, so it cannot show it again; if you lose it, make a new link.';

/** The private calendar feed: renewal, MOT and road-tax dates in any calendar app that subscribes to a URL. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  // The URL exists only in the answer that made it; it is gone after a reload.
  const [url, setUrl] = useState<string | null>(null);
  const enabled = feed.data?.enabled ?? false;

  const makeLink = () => create.mutate(undefined, { onSuccess: (made) => setUrl(made.url ?? null) });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'Link copied', description: 'Paste it into your calendar app as a subscription.', variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the link and copy it yourself.', variant: 'error' });
    }
  };

  return (
    <section className="ra-card" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading" className="ra-card-title">
        Calendar feed
      </h2>
      <p>
        Subscribe to your renewal, MOT and road-tax dates in Google Calendar, Apple Calendar or Outlook, with an alert for
        each of your reminders. Anyone with the link can read these dates, so keep it to yourself.
      </p>
      {feed.isError ? (
        <p className="ra-alert-error" role="alert">
          Could not load the calendar feed
        </p>
      ) : null}
      {url ? (
        <div>
          <p className="ra-alert-warning" role="alert">
            {FEED_URL_SHOWN_ONCE}
          </p>
          <div className="ra-compact">
            <input
              className="renewly-input"
              readOnly
              value={url}
              aria-label="Calendar feed link"
              data-testid="calendar-feed-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="renewly-button renewly-button-primary" onClick={copy}>
              Copy
            </button>
          </div>
        </div>
      ) : enabled ? (
        <p className="ra-muted" data-testid="calendar-feed-status">
          Your feed is on{feed.data?.createdAt ? ` (link made ${formatUkDate(feed.data.createdAt)})` : ''}. The link cannot be shown
          again; make a new link if you need it, and the old one stops working.
        </p>
      ) : feed.isSuccess ? (
        <p className="ra-muted" data-testid="calendar-feed-status">
          Your feed is off.
        </p>
      ) : null}
      <div className="ra-actions">
        {enabled ? (
          <LazyConfirmPopover
            title="Make a new link?"
            description="The current link stops working at once, in every calendar that uses it."
            okText="New link"
            cancelText="Cancel"
            onConfirm={makeLink}
          >
            <button type="button" className="renewly-button" disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending && <Spinner />}
              New link
            </button>
          </LazyConfirmPopover>
        ) : (
          <button
            type="button"
            className="renewly-button renewly-button-primary"
            disabled={create.isPending || !feed.isSuccess}
            aria-busy={create.isPending || undefined}
            onClick={makeLink}
          >
            {create.isPending && <Spinner />}
            Create link
          </button>
        )}
        {enabled ? (
          <button
            type="button"
            className="renewly-button renewly-button-danger"
            disabled={turnOff.isPending}
            aria-busy={turnOff.isPending || undefined}
            onClick={() => turnOff.mutate(undefined, { onSuccess: () => setUrl(null) })}
          >
            {turnOff.isPending && <Spinner />}
            Turn off
          </button>
        ) : null}
      </div>
    </section>
  );
}
