import { formatUkDate, londonToday, type Reminder } from '@renewly/shared-contracts';
import { spacedRegistration, type ReminderGroup } from '../group-reminders';
import { ReminderItem } from './reminder-item';

export interface PolicyReminderGroupProps {
  group: ReminderGroup;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  deletingId: string | undefined;
}

/** One policy's reminders under its registration plate and make/model. */
export function PolicyReminderGroup({ group, onEdit, onDelete, deletingId }: PolicyReminderGroupProps) {
  const { policy } = group;
  const headingId = `reminder-group-${group.policyId}`;
  const registration = policy?.registrationNumber ?? 'Unknown policy';
  return (
    <section aria-labelledby={headingId} data-testid="reminder-group" data-registration={registration} className="rr-group">
      <div className="rr-card">
        <h2 id={headingId} className="rr-group-title">
          <span className="renewly-plate">{spacedRegistration(registration)}</span>
          {policy ? <span>{`${policy.carManufacturer} ${policy.carModel}`}</span> : null}
        </h2>
        {policy ? (
          <span className="rr-muted">
            {policy.renewalDate < londonToday() ? `Expired ${formatUkDate(policy.renewalDate)}` : `Renews ${formatUkDate(policy.renewalDate)}`}
            {policy.isActive ? '' : ' · Inactive: nothing is sent for this policy'}
            {policy.sharedBy ? ` · Shared by ${policy.sharedBy.firstName}` : ''}
          </span>
        ) : null}
        <ul className="rr-list">
          {group.reminders.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              policyName={registration}
              onEdit={onEdit}
              onDelete={onDelete}
              deleting={deletingId === reminder.id}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
