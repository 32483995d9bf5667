// Issue 48: 'Set Renewal Reminder' and 'Edit Reminder', declared once (federation/form-spec.ts): the plain early form
// draws the policy (its choices are the page's policies), the antd dialogs (components/create-reminder-dialog.tsx,
// edit-reminder-dialog.tsx) take the labels and hints from here.
import type { Policy, Reminder, ReminderEditFormValues, ReminderFormValues } from '@renewly/shared-contracts';
import type { EarlyOpening } from '../../../../federation/early-dialog';
import { formSpec, type FieldSpec } from '../../../../federation/form-spec';
import { policyLabel } from './group-reminders';

// The fields both forms have.
type Shared = Pick<ReminderEditFormValues, 'policyId' | 'target' | 'notificationMethods' | 'channelIds'>;
const shared = <F extends FieldSpec<Shared>>(field: F): F => field;

const POLICY = shared({ name: 'policyId', label: 'Policy', kind: 'select', placeholder: 'Choose a policy', required: true });
const TARGET = shared({ name: 'target', label: 'Reminder for' });
const METHODS = shared({ name: 'notificationMethods', label: 'Notify me by', required: true });
const CHANNELS = shared({ name: 'channelIds', label: 'Also send to', hint: 'Your other channels, from Settings.' });
// The fields the plain forms show as loading (the other channels are there only for some).
const LATER = (days: string) => [TARGET.label, days, METHODS.label];

export const CREATE_REMINDER_FORM = formSpec<ReminderFormValues>({
  name: 'create-reminder',
  title: 'Set Renewal Reminder',
  fields: [
    POLICY,
    {
      ...TARGET,
      hint: 'MOT and road tax follow the GOV.UK reminders: a month before, and for the MOT again two weeks before. The best day to get quotes is 26 days before renewal, when comparison-site prices are usually lowest.',
    },
    { name: 'daysBefore', label: 'Remind me', hint: 'One reminder is set for each day you choose.', required: true },
    METHODS,
    CHANNELS,
  ],
  later: LATER('Remind me'),
});

export const EDIT_REMINDER_FORM = formSpec<ReminderEditFormValues>({
  name: 'edit-reminder',
  title: 'Edit Reminder',
  // The days' label follows the target chosen ('Days before the MOT expires'): the dialog says it.
  fields: [POLICY, TARGET, { name: 'daysBefore', label: 'Days before', required: true }, METHODS, CHANNELS],
  later: LATER('Days before'),
});

/** Add Reminder's plain form: on the one policy when there is only one (as the full form starts). */
export const earlyCreateReminder = (policies: readonly Policy[]): EarlyOpening => ({
  name: CREATE_REMINDER_FORM.name,
  values: { policyId: policies.length === 1 ? policies[0]!.id : '' },
});

/** This reminder's Edit: its policy chosen. */
export const earlyEditReminder = (reminder: Reminder): EarlyOpening => ({ name: EDIT_REMINDER_FORM.name, values: { policyId: reminder.policyId } });

/** The plain form's choice of policy: the page's policies, as the full form's select names them. */
export const policyOptions = (policies: readonly Policy[]) => ({ policyId: policies.map((p) => ({ value: p.id, label: policyLabel(p) })) });
