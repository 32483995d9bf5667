import { Button, Space, Tag, Typography } from 'antd';
import { ConfirmPopover } from '../../../../../federation/confirm-popover';
import { readableTagColours } from '../../../../../federation/tag-colours';
import { formatUkDate, formatUkDateTime, reminderUrgency, type Reminder } from '@renewly/shared-contracts';
import { CHANNEL_LABELS } from '../delivery-status';
import { DeliveryLog } from './delivery-log';

/** The date a reminder counts down to, as the reminders page names it. */
const TARGET_DATE_LABELS = { renewal: 'Renewal date', mot: 'MOT expiry', roadTax: 'Road tax due' } as const;

export interface ReminderItemProps {
  reminder: Reminder;
  /** Names the policy in the buttons' accessible names, e.g. 'AB12CDE'. */
  policyName: string;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  deleting: boolean;
}

/** One reminder: its urgency, methods, next delivery, delivery log, and edit / delete. */
export function ReminderItem({ reminder, policyName, onEdit, onDelete, deleting }: ReminderItemProps) {
  const urgency = reminderUrgency(reminder.daysBefore);
  const name = `${reminder.title} for ${policyName}`;
  const next = formatUkDateTime(reminder.nextDeliveryAt);
  const target = reminder.target ?? 'renewal';
  const countsDownTo = `${TARGET_DATE_LABELS[target]}: ${reminder.targetDate ? formatUkDate(reminder.targetDate) : 'not set on the policy'}`;
  return (
    <li
      data-testid="reminder"
      data-days={reminder.daysBefore}
      data-target={target}
      style={{ padding: '12px 0', borderTop: '1px solid rgba(0,0,0,0.06)', listStyle: 'none' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Space size={8} wrap>
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
            {reminder.title}
          </Typography.Title>
          {/* No urgency for what will not send (sent already, an inactive or expired policy). */}
          {next ? (
            <Tag color={urgency.color} style={readableTagColours[urgency.color]} data-testid="urgency" data-color={urgency.color}>
              {urgency.label}
            </Tag>
          ) : null}
        </Space>
        <Space>
          <Button size="small" onClick={() => onEdit(reminder)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <ConfirmPopover
            title="Delete this reminder?"
            description="Nothing more will be sent for it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onDelete(reminder)}
          >
            <Button size="small" danger loading={deleting} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          </ConfirmPopover>
        </Space>
      </div>
      <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="target-date">
        {countsDownTo}
      </Typography.Text>
      <Typography.Text type="secondary">
        By {reminder.notificationMethods.map((m) => CHANNEL_LABELS[m]).join(', ')} ·{' '}
        <span data-testid="next-delivery">{next ? `Next delivery: ${next}` : 'Nothing more to deliver'}</span>
      </Typography.Text>
      <DeliveryLog deliveries={reminder.deliveries ?? []} label={`Delivery log: ${name}`} />
    </li>
  );
}
