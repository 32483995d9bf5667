import type { DeliveryChannelName, ReminderDelivery } from '@renewly/shared-contracts';
import { readableStatusTagColours } from '../../../../../federation/tag-colours';
import { CHANNEL_LABELS, deliveryStatusView } from '../delivery-status';

const readableStatus = (color: string) => readableStatusTagColours[color as keyof typeof readableStatusTagColours];

/** Per channel: scheduled, sending, sent (when), retrying (next attempt), failed or skipped (why). */
export function DeliveryLog({ deliveries, label }: { deliveries: ReminderDelivery[]; label: string }) {
  if (deliveries.length === 0) return null;
  return (
    <ul aria-label={label} className="rr-log">
      {deliveries.map((delivery) => {
        const view = deliveryStatusView(delivery);
        const readable = readableStatus(view.color);
        return (
          <li key={delivery.channel} data-testid="delivery" data-channel={delivery.channel} data-status={delivery.status}>
            <span className="rr-log-channel">{delivery.channelName ?? CHANNEL_LABELS[delivery.channel as DeliveryChannelName] ?? 'Other channel'}</span>
            <span
              className={readable ? 'rr-tag' : `rr-tag rr-tag-${view.color}`}
              data-testid="delivery-status"
              style={readable}
            >
              {view.label}
            </span>
            {view.detail ? <span className="rr-muted">{view.detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
