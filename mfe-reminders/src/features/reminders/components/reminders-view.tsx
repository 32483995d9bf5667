import { memo, useMemo, useState } from 'react';
import { useStableCallbacks } from '../../../../../federation/use-stable-callbacks';
import { routeOfPage, type Policy, type Reminder } from '@renewly/shared-contracts';
import { PageHeader } from '../../../../../federation/page-header';
import { useDeliveryPreferences } from '../api/get-delivery-preferences';
import { usePolicies } from '../api/get-policies';
import { useReminders } from '../api/get-reminders';
import { useDeferredQuery } from '../../../../../federation/deferred-query';
import { useDeleteReminder } from '../api/delete-reminder';
import { groupRemindersByPolicy } from '../group-reminders';
import { usePreloadOnFirstInteraction } from '../../../../../federation/lazy-dialog';
import { firstAction, preloadForHeldTap } from '../../../../../federation/held-tap';
import { EarlyDialog, EarlyDialogs, earlyDialogFor } from '../../../../../federation/early-dialog';
import { CREATE_REMINDER_FORM, EDIT_REMINDER_FORM, earlyCreateReminder, policyOptions } from '../reminder.form';
import { CreateReminderDialog, EditReminderDialog } from './lazy-reminder-dialogs';
import { PolicyReminderGroup } from './policy-reminder-group';
import { ButtonSpinner, RemindersPageStyles } from './reminders-page-styles';

// Issue 38: a tap held while the page starts fetches the dialog's code at once, not after hydration.
preloadForHeldTap({ 'create-reminder': CreateReminderDialog.preload, 'edit-reminder': EditReminderDialog.preload });

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('RemindersPage');

const MemoPolicyReminderGroup = memo(PolicyReminderGroup);

/** The plain create and edit forms, drawn again only when the policies change (issue 50: not at each dialog's tap). */
const EarlyReminderDialogs = memo(function EarlyReminderDialogs({ policies }: { policies: readonly Policy[] }) {
  return (
    <EarlyDialogs>
      <EarlyDialog spec={CREATE_REMINDER_FORM} options={policyOptions(policies)} />
      <EarlyDialog spec={EDIT_REMINDER_FORM} options={policyOptions(policies)} />
    </EarlyDialogs>
  );
});

type Dialog = { mode: 'create' } | { mode: 'edit'; reminder: Reminder } | null;

/**
 * The Reminders page: grouped by policy, with add, edit and delete, and loading, empty and error states. Plain markup
 * (reminders-page-styles.tsx): the dialogs and the delete confirm bring antd when first used.
 */
export function RemindersView() {
  const reminders = useDeferredQuery(useReminders());
  const policies = useDeferredQuery(usePolicies());
  const remove = useDeleteReminder();
  // Also warms the cache for the create dialog's default channels.
  const hour = useDeliveryPreferences().data?.deliveryHour ?? 9;
  const [dialog, setDialog] = useState<Dialog>(null);
  // Issue 38: not loaded while idle (antd's form evaluated then is blocking time on a phone): a tap before they have
  // arrived opens their plain early form at once.
  usePreloadOnFirstInteraction(CreateReminderDialog, EditReminderDialog);
  // Both Add Reminder buttons open the plain form (when there are policies to choose).
  const addEarly = earlyDialogFor(policies.data?.length ? earlyCreateReminder(policies.data) : null);
  const openCreate = () => setDialog({ mode: 'create' });
  const close = () => setDialog(null);

  // Issue 50: the groups are memoised and their callbacks stable, so a tap that opens a dialog does not draw every
  // reminder again in its own task.
  const groups = useMemo(
    () => (reminders.data && policies.data ? groupRemindersByPolicy(reminders.data, policies.data) : []),
    [reminders.data, policies.data],
  );
  const groupActions = useStableCallbacks({
    onEdit: (reminder: Reminder) => setDialog({ mode: 'edit', reminder }),
    onDelete: (reminder: Reminder) => remove.mutate(reminder.id),
  });

  const retrying = reminders.isFetching || policies.isFetching;
  return (
    <>
      <RemindersPageStyles />
      <PageHeader
        route={ROUTE}
        actions={
          <button type="button" className="rr-button rr-button-primary" onClick={openCreate} disabled={policies.isPending} {...firstAction('create-reminder')}
            {...addEarly}
          >
            Add Reminder
          </button>
        }
      />
      {/* Not the header's subtitle: it names the user's delivery hour, which the shell's skeleton cannot know. */}
      <p className="rr-intro">
        Reminders go out at {`${String(hour).padStart(2, '0')}:00`} (UK time) the chosen number of days before each renewal,
        MOT or road-tax date (the time is yours to change in Settings).
      </p>

      {reminders.isPending || policies.isPending ? (
        <div role="status" aria-label="Loading reminders" aria-busy="true">
          {[38, 100, 100, 100, 100, 100, 61].map((width, i) => (
            <div key={i} className="rr-skeleton" style={{ width: `${width}%` }} />
          ))}
        </div>
      ) : reminders.isError || policies.isError ? (
        <div className="rr-alert-error" role="alert">
          <div>
            <p className="rr-alert-title">Could not load your reminders</p>
            <p className="rr-alert-text">Please check your connection and try again.</p>
          </div>
          <button
            type="button"
            className="rr-button"
            disabled={retrying}
            aria-busy={retrying || undefined}
            onClick={() => {
              if (reminders.isError) void reminders.refetch();
              if (policies.isError) void policies.refetch();
            }}
          >
            {retrying && <ButtonSpinner />}
            Retry
          </button>
        </div>
      ) : reminders.data.length === 0 ? (
        <div className="rr-empty">
          <p>No reminders yet</p>
          <button
            type="button"
            className="rr-button rr-button-primary"
            onClick={openCreate}
            {...firstAction('create-reminder')}
            {...addEarly}
          >
            Set your first reminder
          </button>
        </div>
      ) : (
        groups.map((group) => (
          <MemoPolicyReminderGroup key={group.policyId} group={group} {...groupActions} deletingId={remove.isPending ? remove.variables : undefined} />
        ))
      )}

      {/* Opened by the head script on a tap made before the page's code has arrived (issue 38). */}
      {/* Only when there are policies to choose (the full dialog says what to do otherwise). */}
      {policies.data && policies.data.length > 0 && <EarlyReminderDialogs policies={policies.data} />}
      {dialog?.mode === 'create' && <CreateReminderDialog policies={policies.data ?? []} onClose={close} />}
      {dialog?.mode === 'edit' && <EditReminderDialog reminder={dialog.reminder} policies={policies.data ?? []} onClose={close} />}
    </>
  );
}
