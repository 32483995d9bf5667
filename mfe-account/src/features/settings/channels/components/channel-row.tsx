// One of the user's other channels: what it is (never its secret: '•••• last 4'), on/off, in the default set or not,
// 'Send a test' with the result in plain words, and remove.
import type { UserChannel } from '@renewly/shared-contracts/features/user-channels';
import { USER_CHANNEL_LABELS } from '@renewly/shared-contracts/features/user-channels-texts';
import { describeError } from '@renewly/shared-contracts';
import { LazyConfirmPopover } from '../../../../../../federation/lazy-confirm-popover';
import { Spinner } from '../../../../shared/account-page-styles';
import { useRemoveChannel, useTestChannel, useUpdateChannel } from '../api/user-channels';

export function ChannelRow({ channel }: { channel: UserChannel }) {
  const update = useUpdateChannel();
  const remove = useRemoveChannel();
  const test = useTestChannel();
  const base = `channel-${channel.id}`;
  const result = test.isError ? { ok: false, message: describeError(test.error) } : test.data;
  return (
    <li className="ra-channel" data-testid="channel-row" aria-labelledby={`${base}-name`}>
      <div className="ra-channel-head">
        <strong id={`${base}-name`}>{channel.name}</strong>
        <span className="ra-muted-inline">
          {USER_CHANNEL_LABELS[channel.kind]} · {channel.target}
          {channel.secretHint ? ` · ${channel.secretHint}` : ''}
        </span>
      </div>
      {channel.stoppedReason ? (
        <p className="ra-alert-warning" data-testid="channel-stopped">
          Stopped: {channel.stoppedReason}. Check it, then switch it on again.
        </p>
      ) : null}
      <div className="ra-actions ra-channel-actions">
        <span className="ra-inline-check">
          <button
            type="button"
            role="switch"
            className="renewly-switch"
            aria-checked={channel.enabled}
            aria-label={`Send reminders to ${channel.name}`}
            disabled={update.isPending}
            onClick={() => update.mutate({ id: channel.id, change: { enabled: !channel.enabled } })}
          />
          {/* The state in words (issue 51 item 31: a switched-off channel read 'On'). */}
          <span aria-hidden="true" data-testid="channel-on-off">
            {channel.enabled ? 'On' : 'Off'}
          </span>
        </span>
        <label className="ra-inline-check">
          <input
            type="checkbox"
            checked={channel.isDefault}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: channel.id, change: { isDefault: e.target.checked } })}
          />
          For new reminders
        </label>
        <button
          type="button"
          className="renewly-button"
          disabled={test.isPending}
          aria-busy={test.isPending || undefined}
          aria-describedby={`${base}-test`}
          onClick={() => test.mutate(channel.id)}
        >
          {test.isPending && <Spinner />}
          Send a test
        </button>
        <LazyConfirmPopover
          title={`Remove ${channel.name}?`}
          description="Reminders stop going to it. Its past deliveries stay in the log."
          okText="Remove"
          cancelText="Cancel"
          onConfirm={() => remove.mutate(channel.id)}
        >
          <button type="button" className="renewly-button renewly-button-danger" disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending && <Spinner />}
            Remove
          </button>
        </LazyConfirmPopover>
      </div>
      <p id={`${base}-test`} role="status" className={result ? (result.ok ? 'ra-test-ok' : 'ra-test-failed') : 'ra-test-empty'} data-testid="channel-test-result">
        {result ? result.message : ''}
      </p>
    </li>
  );
}
