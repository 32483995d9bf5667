import { Card, Typography } from 'antd';
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
    <section aria-labelledby={headingId} data-testid="reminder-group" data-registration={registration} style={{ marginBottom: 16 }}>
      <Card styles={{ body: { padding: '12px 16px 4px' } }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0, display: 'flex', gap: 10, alignItems: 'center', flexWrap: 'wrap' }}>
          <span className="renewly-plate">{spacedRegistration(registration)}</span>
          {policy ? <span>{`${policy.carManufacturer} ${policy.carModel}`}</span> : null}
        </Typography.Title>
        {policy ? (
          <Typography.Text type="secondary">
            {policy.renewalDate < londonToday() ? `Expired ${formatUkDate(policy.renewalDate)}` : `Renews ${formatUkDate(policy.renewalDate)}`}
            {policy.isActive ? '' : ' · Inactive: nothing is sent for this policy'}
          </Typography.Text>
        ) : null}
        <ul style={{ padding: 0, margin: '8px 0 0' }}>
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
      </Card>
    </section>
  );
}
