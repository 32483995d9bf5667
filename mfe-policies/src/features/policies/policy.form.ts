// Issue 48: Add New Policy and Edit Policy Details, declared once (federation/form-spec.ts): the plain early form
// draws the plate, the antd dialog (components/policy-form-dialog.tsx) takes these labels from here.
import { displayRegistration, normaliseRegistration, type Policy } from '@renewly/shared-contracts';
import type { PolicyFormValues } from '@renewly/shared-contracts/features/policy-form';
import type { EarlyOpening } from '../../../../federation/early-dialog';
import { formSpec } from '../../../../federation/form-spec';

const FIELDS = formSpec<PolicyFormValues>({
  name: '',
  title: '',
  fields: [
    {
      name: 'registrationNumber',
      label: 'Registration Number',
      placeholder: 'AB12 CDE',
      uppercase: true,
      required: true,
      // The same plate however spaced (the edit form shows it as the cards do) is no change.
      normalise: normaliseRegistration,
      // A plate longer than any UK plate is said at once, not cut to fit the box.
      checkAtOnce: (value) => normaliseRegistration(value).length > 7,
    },
    { name: 'carManufacturer', label: 'Car Make', required: true },
    { name: 'carModel', label: 'Car Model', required: true },
    { name: 'insurer', label: 'Insurer' },
    { name: 'renewalDate', label: 'Renewal Date', required: true },
  ],
}).fields;

export const ADD_POLICY_FORM = formSpec<PolicyFormValues>({ name: 'add-policy', title: 'Add New Policy', fields: FIELDS, wide: true });
export const EDIT_POLICY_FORM = formSpec<PolicyFormValues>({ name: 'edit-policy', title: 'Edit Policy Details', fields: FIELDS, wide: true });

/** The plain form for this policy's Edit: its plate as the edit form shows it (spaced as the cards do). */
export const earlyEditPolicy = (policy: Policy): EarlyOpening => ({ name: EDIT_POLICY_FORM.name, values: { registrationNumber: displayRegistration(policy.registrationNumber) } });
