// Issue 38: the policy dialog's plain early form (federation/early-dialog.tsx): a tap on Add Policy or Edit made while
// the page is still starting opens it at once, on the first field (the plate); the full dialog takes over what was
// typed when its code has arrived.
import { displayRegistration, type Policy } from '@renewly/shared-contracts';
import { EarlyDialog, type EarlyField, type EarlyOpening } from '../../../../../federation/early-dialog';

export const EARLY_ADD_POLICY = 'add-policy';
export const EARLY_EDIT_POLICY = 'edit-policy';

/** The plain form for this policy's Edit: its plate as the edit form shows it (spaced as the cards do). */
export const earlyEditPolicy = (policy: Policy): EarlyOpening => ({ name: EARLY_EDIT_POLICY, values: { registrationNumber: displayRegistration(policy.registrationNumber) } });

const FIELDS: readonly EarlyField[] = [{ name: 'registrationNumber', label: 'Registration Number', placeholder: 'AB12 CDE', uppercase: true }];
// The dialog's next fields, drawn as they are loading.
const LATER = ['Car Make', 'Car Model', 'Insurer', 'Renewal Date'];

export function EarlyPolicyDialogs() {
  return (
    <>
      <EarlyDialog name={EARLY_ADD_POLICY} title="Add New Policy" fields={FIELDS} later={LATER} wide />
      <EarlyDialog name={EARLY_EDIT_POLICY} title="Edit Policy Details" fields={FIELDS} later={LATER} wide />
    </>
  );
}
