import { useState } from 'react';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { routeOfPage, type Reminder } from '@renewly/shared-contracts';
import { PageHeader } from '../../../../../federation/page-header';
import { useDeliveryPreferences } from '../api/get-delivery-preferences';
import { usePolicies } from '../api/get-policies';
import { useReminders } from '../api/get-reminders';
import { useDeferredQuery } from '../../../../../federation/deferred-query';
import { useDeleteReminder } from '../api/delete-reminder';
import { groupRemindersByPolicy } from '../group-reminders';
import { usePreloadOnFirstInteraction } from '../../../../../federation/lazy-dialog';
import { CreateReminderDialog, EditReminderDialog } from './lazy-reminder-dialogs';
import { PolicyReminderGroup } from './policy-reminder-group';
import { RemindersStyles } from './reminders-styles';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('RemindersPage');

type Dialog = { mode: 'create' } | { mode: 'edit'; reminder: Reminder } | null;

/** The Reminders page: grouped by policy, with add, edit and delete, and loading, empty and error states. */
export function RemindersView() {
  const reminders = useDeferredQuery(useReminders());
  const policies = useDeferredQuery(usePolicies());
  const remove = useDeleteReminder();
  // Also warms the cache for the create dialog's default channels.
  const hour = useDeliveryPreferences().data?.deliveryHour ?? 9;
  const [dialog, setDialog] = useState<Dialog>(null);
  usePreloadOnFirstInteraction(CreateReminderDialog, EditReminderDialog);
  const openCreate = () => setDialog({ mode: 'create' });
  const close = () => setDialog(null);

  return (
    <>
      <RemindersStyles />
      <PageHeader
        route={ROUTE}
        actions={
          <Button type="primary" onClick={openCreate} disabled={policies.isPending}>
            Add Reminder
          </Button>
        }
      />
      {/* Not the header's subtitle: it names the user's delivery hour, which the shell's skeleton cannot know. */}
      <Typography.Paragraph type="secondary">
        Reminders go out at {`${String(hour).padStart(2, '0')}:00`} (UK time) the chosen number of days before each renewal,
        MOT or road-tax date (the time is yours to change in Settings).
      </Typography.Paragraph>

      {reminders.isPending || policies.isPending ? (
        <div role="status" aria-label="Loading reminders" aria-busy="true">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : reminders.isError || policies.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your reminders"
          description="Please check your connection and try again."
          action={
            <Button
              size="small"
              loading={reminders.isFetching || policies.isFetching}
              onClick={() => {
                if (reminders.isError) void reminders.refetch();
                if (policies.isError) void policies.refetch();
              }}
            >
              Retry
            </Button>
          }
        />
      ) : reminders.data.length === 0 ? (
        <Empty description="No reminders yet">
          <Button type="primary" onClick={openCreate}>
            Set your first reminder
          </Button>
        </Empty>
      ) : (
        groupRemindersByPolicy(reminders.data, policies.data).map((group) => (
          <PolicyReminderGroup
            key={group.policyId}
            group={group}
            onEdit={(reminder) => setDialog({ mode: 'edit', reminder })}
            onDelete={(reminder) => remove.mutate(reminder.id)}
            deletingId={remove.isPending ? remove.variables : undefined}
          />
        ))
      )}

      {dialog?.mode === 'create' && <CreateReminderDialog policies={policies.data ?? []} onClose={close} />}
      {dialog?.mode === 'edit' && <EditReminderDialog reminder={dialog.reminder} policies={policies.data ?? []} onClose={close} />}
    </>
  );
}
