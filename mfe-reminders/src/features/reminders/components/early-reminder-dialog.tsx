// Issue 38: 'Set Renewal Reminder' and 'Edit Reminder' as plain early forms (federation/early-dialog.tsx): a tap on
// Add Reminder or a reminder's Edit made while the page is still starting (or before the dialogs' code has loaded)
// opens one at once, on the policy; the full dialog takes the choice over when its code has arrived. Drawn only when
// there are policies to choose (the full dialog says what to do otherwise).
import type { Policy, Reminder } from '@renewly/shared-contracts';
import { EarlyDialog, EarlyDialogs, useEarlyDialogHandover, type EarlyField, type EarlyOpening } from '../../../../../federation/early-dialog';
import { policyLabel } from '../group-reminders';

export const EARLY_CREATE_REMINDER = 'create-reminder';
export const EARLY_EDIT_REMINDER = 'edit-reminder';

const policyField = (policies: readonly Policy[]): EarlyField => ({
  kind: 'select',
  name: 'policyId',
  label: 'Policy',
  placeholder: 'Choose a policy',
  options: policies.map((p) => ({ value: p.id, label: policyLabel(p) })),
});

export function EarlyReminderDialogs({ policies }: { policies: readonly Policy[] }) {
  return (
    <EarlyDialogs>
      <EarlyDialog name={EARLY_CREATE_REMINDER} title="Set Renewal Reminder" fields={[policyField(policies)]} later={['Reminder for', 'Remind me', 'Notify me by']} />
      <EarlyDialog name={EARLY_EDIT_REMINDER} title="Edit Reminder" fields={[policyField(policies)]} later={['Reminder for', 'Days before', 'Notify me by']} />
    </EarlyDialogs>
  );
}

/** Add Reminder's plain form: on the one policy when there is only one (as the full form starts). */
export const earlyCreateReminder = (policies: readonly Policy[]): EarlyOpening => ({
  name: EARLY_CREATE_REMINDER,
  values: { policyId: policies.length === 1 ? policies[0]!.id : '' },
});

/** This reminder's Edit: its policy chosen. */
export const earlyEditReminder = (reminder: Reminder): EarlyOpening => ({ name: EARLY_EDIT_REMINDER, values: { policyId: reminder.policyId } });

/**
 * In the full create or edit form, as it mounts: the policy chosen in its plain form is a change (Cancel then asks
 * first); a cancel there closes the full one.
 */
export function useEarlyPolicyChoice(
  name: typeof EARLY_CREATE_REMINDER | typeof EARLY_EDIT_REMINDER,
  form: { getValues: (field: 'policyId') => unknown; setValue: (field: 'policyId', value: string, options: { shouldDirty: boolean }) => void },
  onCancelled: () => void,
): void {
  useEarlyDialogHandover(
    name,
    ({ policyId }) => {
      if (policyId && policyId !== form.getValues('policyId')) form.setValue('policyId', policyId, { shouldDirty: true });
    },
    onCancelled,
  );
}
