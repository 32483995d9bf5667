// Settings, 'Other channels' (issue 41): ntfy, Gotify, Telegram, Discord, Slack and signed webhooks. Drawn by the
// server from GET /api/channels (plain markup, no antd on the first paint; the remove confirm loads antd).
import { SkeletonLines } from '../../../shared/account-page-styles';
import { CHANNELS_NOT_SET_UP } from '@renewly/shared-contracts/features/user-channels-texts';
import { useUserChannels, useUserChannelsStatus } from './api/user-channels';
import { AddChannelForm } from './components/add-channel-form';
import { ChannelRow } from './components/channel-row';

const css = `
.ra-channels { list-style: none; padding: 0; margin: 0 0 16px; }
.ra-channel { border-top: 1px solid #e5e7eb; padding: 12px 0; }
.ra-channel:last-child { border-bottom: 1px solid #e5e7eb; }
.ra-channel-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; margin-bottom: 8px; overflow-wrap: anywhere; }
.ra-muted-inline { color: #595959; }
.ra-channel-actions { align-items: center; }
.ra-inline-check { display: inline-flex; gap: 6px; align-items: center; min-height: 32px; }
.ra-subtitle { font-size: 16px; font-weight: 600; margin: 0 0 12px; }
.ra-test-ok, .ra-test-failed { margin: 8px 0 0; overflow-wrap: anywhere; }
.ra-test-ok { color: #237804; }
.ra-test-failed { color: #a8071a; }
.ra-test-empty { margin: 0; }
`;

export function OtherChannelsSettings() {
  const channels = useUserChannels();
  const status = useUserChannelsStatus();
  // Without CHANNEL_SECRETS_KEY nothing can be added (issue 51 item 14): say so, and what the operator does.
  const notSetUp = status.data?.configured === false;
  return (
    <section className="ra-card" aria-labelledby="other-channels-heading" data-testid="other-channels">
      <style>{css}</style>
      <h2 id="other-channels-heading" className="ra-card-title">
        Other channels
      </h2>
      <p className="ra-muted">
        Reminders can also go to ntfy, Gotify, Telegram, Discord, Slack or your own webhook. Tokens are stored encrypted and
        shown back only as their last four characters. Quiet hours hold these as they hold SMS.
      </p>
      {notSetUp ? (
        <div className="ra-alert-warning" data-testid="channels-not-set-up">
          <strong>{CHANNELS_NOT_SET_UP.title}</strong>
          <p className="ra-test-empty">{CHANNELS_NOT_SET_UP.text}</p>
        </div>
      ) : channels.isPending ? (
        <SkeletonLines rows={2} label="Loading your channels" />
      ) : channels.isError ? (
        <p className="ra-alert-error" role="alert">
          Could not load your channels
        </p>
      ) : channels.data.length > 0 ? (
        <ul className="ra-channels" aria-label="Your channels">
          {channels.data.map((c) => (
            <ChannelRow key={c.id} channel={c} />
          ))}
        </ul>
      ) : (
        <p className="ra-muted" data-testid="no-channels">
          No other channels yet.
        </p>
      )}
      {notSetUp ? null : <AddChannelForm />}
    </section>
  );
}
