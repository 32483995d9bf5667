import { LazyConfirmPopover } from '../../../../../federation/lazy-confirm-popover';
import { readableTagColours } from '../../../../../federation/tag-colours';
import { formatUkDate, formatUkDateTime, reminderUrgency, type Reminder } from '@renewly/shared-contracts';
import { earlyDialogFor } from '../../../../../federation/early-dialog';
import { firstAction } from '../../../../../federation/held-tap';
import { CHANNEL_LABELS } from '../delivery-status';
import { earlyEditReminder } from '../reminder.form';
import { DeliveryLog } from './delivery-log';
import { ButtonSpinner } from './reminders-page-styles';

/** The date a reminder counts down to, as the reminders page names it. */
const TARGET_DATE_LABELS = { renewal: 'Renewal date', mot: 'MOT expiry', roadTax: 'Road tax due', bestDay: 'Renewal date' } as const;

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
    <li className="rr-item" data-testid="reminder" data-days={reminder.daysBefore} data-target={target}>
      <div className="rr-row">
        <span className="rr-inline">
          <h3 className="rr-item-title">{reminder.title}</h3>
          {/* No urgency for what will not send (sent already, an inactive or expired policy). */}
          {next ? (
            <span className="rr-tag" style={readableTagColours[urgency.color]} data-testid="urgency" data-color={urgency.color}>
              {urgency.label}
            </span>
          ) : null}
        </span>
        <span className="rr-inline">
          <button type="button" className="rr-button" onClick={() => onEdit(reminder)} aria-label={`Edit ${name}`} {...firstAction('edit-reminder')}
            {...earlyDialogFor(earlyEditReminder(reminder))}
          >
            Edit
          </button>
          <LazyConfirmPopover
            title="Delete this reminder?"
            description="Nothing more will be sent for it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onDelete(reminder)}
          >
            <button
              type="button"
              className="rr-button rr-button-danger"
              disabled={deleting}
              aria-busy={deleting || undefined}
              aria-label={`Delete ${name}`}
            >
              {deleting && <ButtonSpinner />}
              Delete
            </button>
          </LazyConfirmPopover>
        </span>
      </div>
      <span className="rr-muted" style={{ display: 'block' }} data-testid="target-date">
        {countsDownTo}
      </span>
      <span className="rr-muted">
        By {reminder.notificationMethods.map((m) => CHANNEL_LABELS[m]).join(', ')} ·{' '}
        <span data-testid="next-delivery">{next ? `Next delivery: ${next}` : 'Nothing more to deliver'}</span>
      </span>
      <DeliveryLog deliveries={reminder.deliveries ?? []} label={`Delivery log: ${name}`} />
    </li>
  );
}
