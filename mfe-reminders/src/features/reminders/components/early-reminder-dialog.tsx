// Issue 38: 'Set Renewal Reminder' as a plain early form (federation/early-dialog.tsx): a tap on Add Reminder made
// while the page is still starting opens it at once, on the policy to choose; the full dialog takes the choice over
// when its code has arrived. Drawn only when there are policies to choose (the full dialog says what to do otherwise).
import type { Policy } from '@renewly/shared-contracts';
import { EarlyDialog, EarlyDialogs } from '../../../../../federation/early-dialog';
import { policyLabel } from '../group-reminders';

export const EARLY_CREATE_REMINDER = 'create-reminder';

export function EarlyReminderDialog({ policies }: { policies: readonly Policy[] }) {
  return (
    <EarlyDialogs>
      <EarlyDialog
        name={EARLY_CREATE_REMINDER}
        title="Set Renewal Reminder"
        fields={[{ kind: 'select', name: 'policyId', label: 'Policy', placeholder: 'Choose a policy', options: policies.map((p) => ({ value: p.id, label: policyLabel(p) })) }]}
        later={['Reminder for', 'Remind me', 'Notify me by']}
      />
    </EarlyDialogs>
  );
}

/** The values the plain form starts with: the one policy when there is only one (as the full form does). */
export const earlyReminderValues = (policies: readonly Policy[]) => ({ policyId: policies.length === 1 ? policies[0]!.id : '' });
