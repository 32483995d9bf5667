import { Tag } from 'antd';
import type { ReminderDelivery } from '@renewly/shared-contracts';
import { readableStatusTagColours } from '../../../../../federation/tag-colours';
import { CHANNEL_LABELS, deliveryStatusView } from '../delivery-status';

const readableStatus = (color: string) => readableStatusTagColours[color as keyof typeof readableStatusTagColours];

/** Per channel: scheduled, sending, sent (when), retrying (next attempt), failed or skipped (why). */
export function DeliveryLog({ deliveries, label }: { deliveries: ReminderDelivery[]; label: string }) {
  if (deliveries.length === 0) return null;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
      {deliveries.map((delivery) => {
        const view = deliveryStatusView(delivery);
        return (
          <li
            key={delivery.channel}
            data-testid="delivery"
            data-channel={delivery.channel}
            data-status={delivery.status}
            style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap', marginBottom: 4 }}
          >
            <span style={{ minWidth: 56, fontWeight: 500 }}>{CHANNEL_LABELS[delivery.channel]}</span>
            <Tag color={view.color} data-testid="delivery-status" style={{ ...readableStatus(view.color), marginInlineEnd: 0 }}>
              {view.label}
            </Tag>
            {view.detail ? <span style={{ color: 'rgba(0,0,0,0.65)' }}>{view.detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
