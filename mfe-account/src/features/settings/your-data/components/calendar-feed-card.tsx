import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { ConfirmPopover } from '../../../../../../federation/confirm-popover';
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
    <Card title={<span id="calendar-feed-heading">Calendar feed</span>} aria-labelledby="calendar-feed-heading" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        Subscribe to your renewal, MOT and road-tax dates in Google Calendar, Apple Calendar or Outlook, with an alert for
        each of your reminders. Anyone with the link can read these dates, so keep it to yourself.
      </Typography.Paragraph>
      {feed.isError ? <Alert type="error" showIcon title="Could not load the calendar feed" style={{ marginBottom: 12 }} /> : null}
      {url ? (
        <div style={{ marginBottom: 12 }}>
          <Alert type="warning" showIcon title={FEED_URL_SHOWN_ONCE} style={{ marginBottom: 8 }} />
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={url} aria-label="Calendar feed link" data-testid="calendar-feed-url" onFocus={(e) => e.currentTarget.select()} />
            <Button type="primary" onClick={copy}>
              Copy
            </Button>
          </Space.Compact>
        </div>
      ) : enabled ? (
        <Typography.Paragraph type="secondary" data-testid="calendar-feed-status">
          Your feed is on{feed.data?.createdAt ? ` (link made ${formatUkDate(feed.data.createdAt)})` : ''}. The link cannot be shown
          again; make a new link if you need it, and the old one stops working.
        </Typography.Paragraph>
      ) : feed.isSuccess ? (
        <Typography.Paragraph type="secondary" data-testid="calendar-feed-status">
          Your feed is off.
        </Typography.Paragraph>
      ) : null}
      <Space wrap>
        {enabled ? (
          <ConfirmPopover
            title="Make a new link?"
            description="The current link stops working at once, in every calendar that uses it."
            okText="New link"
            cancelText="Cancel"
            onConfirm={makeLink}
          >
            <Button loading={create.isPending}>New link</Button>
          </ConfirmPopover>
        ) : (
          <Button type="primary" loading={create.isPending} disabled={!feed.isSuccess} onClick={makeLink}>
            Create link
          </Button>
        )}
        {enabled ? (
          <Button danger loading={turnOff.isPending} onClick={() => turnOff.mutate(undefined, { onSuccess: () => setUrl(null) })}>
            Turn off
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
