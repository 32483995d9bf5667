import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_REMINDER_METHODS, NOTIFICATION_METHODS, TARGET_DAY_OPTIONS, type Policy, type ReminderFormValues, type ReminderTarget } from '@renewly/shared-contracts';
import { reminderFormSchema } from '@renewly/shared-contracts/features/schemas';
import { missingTargetReason, passedDays, passedDaysNote, passedTargetReason } from '@renewly/shared-contracts/features/reminder-timing';
import { type DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { useDiscardGuard } from '../../../../../federation/discard-changes-modal';
import { DrawnAfter } from '../../../../../federation/form/drawn-after';
import { Form } from '../../../../../federation/form/form';
import { FormField } from '../../../../../federation/form/form-field';
import { LateFieldDefault } from '../../../../../federation/form/late-field-default';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { useCreateReminders } from '../api/create-reminders';
import { useDeliveryPreferences } from '../api/get-delivery-preferences';
import { channelOptions, useUserChannels } from '../api/get-user-channels';
import { CHANNEL_LABELS } from '../delivery-status';
import { ChoiceGroup } from './choice-group';
import { TargetPicker } from './target-picker';
import { useEarlyDialogHandover } from '../../../../../federation/early-dialog';
import { fieldProps } from '../../../../../federation/form-spec';
import { SpecField } from '../../../../../federation/form/spec-field';
import { CREATE_REMINDER_FORM, policyOptions } from '../reminder.form';

// The best day to get quotes has one option: the day itself, 26 days before renewal.
const dayOptions = (target: ReminderTarget) =>
  TARGET_DAY_OPTIONS[target].map((d) => ({ value: d, label: target === 'bestDay' ? `On the day (${d} days before renewal)` : `${d} days before` }));
const METHOD_OPTIONS = NOTIFICATION_METHODS.map((m) => ({ value: m, label: CHANNEL_LABELS[m] }));

/**
 * 'Set Renewal Reminder': a policy, what it counts down to (renewal by default, or the MOT or road-tax date), one or
 * more of that target's day options (one reminder each), one or more methods (the user's default channels, else the
 * spec's default, email).
 */
export function CreateReminderDialog({ policies, onClose }: { policies: Policy[]; onClose: () => void }) {
  const prefs = useDeliveryPreferences();
  const create = useCreateReminders();
  // Choices made: a click outside, Esc, × or Cancel asks first, as the policy dialog does.
  const [dirty, setDirty] = useState(false);
  const { requestClose, discardModal } = useDiscardGuard(dirty, create.isPending, onClose);
  return (
    <>
      <Modal open title="Set Renewal Reminder" onCancel={requestClose} footer={null} mask={{ closable: !create.isPending }}>
        {policies.length === 0 ? (
          <p>
            Reminders are set per policy, and you have none yet. <Link to="/policies?add=1">Add a policy</Link> first.
          </p>
        ) : (
          // Until (or unless) the preferences load, the spec's default channel.
          <CreateReminderForm
            policies={policies}
            prefs={prefs.data}
            create={create}
            onCancel={requestClose}
            onSaved={onClose}
            onDirtyChange={setDirty}
          />
        )}
      </Modal>
      {discardModal}
    </>
  );
}

interface FormProps {
  policies: Policy[];
  prefs: DeliveryPreferences | undefined;
  create: ReturnType<typeof useCreateReminders>;
  onCancel: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function CreateReminderForm({ policies, prefs, create, onCancel, onSaved, onDirtyChange }: FormProps) {
  const channels = useUserChannels();
  const defaultChannelIds = (list: typeof channels.data) => (list ?? []).filter((c) => c.enabled && c.isDefault).map((c) => c.id);
  const form = useZodForm(reminderFormSchema, {
    defaultValues: {
      policyId: policies.length === 1 ? policies[0]!.id : '',
      target: 'renewal',
      daysBefore: [],
      notificationMethods: [...(prefs?.defaultChannels ?? DEFAULT_REMINDER_METHODS)],
      // The user's default set of other channels (issue 41); until they load, the API applies the same set.
      ...(channels.data ? { channelIds: defaultChannelIds(channels.data) } : {}),
    },
  });
  // Issue 38: the plain early form of a tap made before this code had arrived (a cancel there closes this one, which
  // has no changes yet to ask about).
  useEarlyDialogHandover(CREATE_REMINDER_FORM, form, onSaved);
  const otherChannels = channelOptions(channels.data);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const target = (form.watch('target') ?? 'renewal') as ReminderTarget;
  const policy = policies.find((p) => p.id === form.watch('policyId'));
  const chosenDays = (form.watch('daysBefore') ?? []) as number[];
  // Said before saving: a date already passed never sends; days already passed share one reminder sent at once.
  const expired = policy ? passedTargetReason(policy, target) : null;
  const passedNote = policy && !expired ? passedDaysNote(passedDays(policy, target, chosenDays)) : null;
  // A policy without the chosen target's date: back to the renewal (the picker says why the other is unavailable).
  const unavailable = policy ? missingTargetReason(policy, target) : null;
  useEffect(() => {
    if (unavailable) {
      form.setValue('target', 'renewal');
      form.setValue('daysBefore', []);
    }
  }, [unavailable, form]);
  return (
    <Form
      form={form}
      id="reminder-create"
      aria-label="Set Renewal Reminder"
      onSubmit={async (values) => {
        if (expired) {
          form.setError('daysBefore', { message: expired });
          return;
        }
        await create.mutateAsync(values);
        onSaved();
      }}
    >
      <SpecField spec={CREATE_REMINDER_FORM} name="policyId" options={policyOptions(policies).policyId} />
      {/* The rest of the form follows the first field in a second pass (issue 38). */}
      <DrawnAfter>
        <FormField<ReminderFormValues>
          {...fieldProps(CREATE_REMINDER_FORM, 'target')}
          render={(control) => <TargetPicker {...control} policy={policy} onPicked={() => form.setValue('daysBefore', [])} />}
        />
        <FormField<ReminderFormValues>
          {...fieldProps(CREATE_REMINDER_FORM, 'daysBefore')}
          render={(control) => <ChoiceGroup key={target} {...control} options={dayOptions(target)} groupLabel="Remind me" />}
        />
        {(expired ?? passedNote) && (
          <Alert type="warning" showIcon data-testid="reminder-timing" title={expired ?? passedNote} style={{ marginBottom: 16 }} />
        )}
        <FormField<ReminderFormValues>
          {...fieldProps(CREATE_REMINDER_FORM, 'notificationMethods')}
          render={(control) => <ChoiceGroup {...control} options={METHOD_OPTIONS} groupLabel="Notify me by" />}
        />
        {/* Preferences or channels that arrive after the dialog opened set their fields, unless the user has chosen. */}
        <LateFieldDefault form={form} name="notificationMethods" value={prefs?.defaultChannels?.length ? [...prefs.defaultChannels] : undefined} />
        {otherChannels.length > 0 && (
          <>
            <FormField<ReminderFormValues>
              {...fieldProps(CREATE_REMINDER_FORM, 'channelIds')}
              render={(control) => <ChoiceGroup {...control} options={otherChannels} groupLabel="Also send to" />}
            />
            <LateFieldDefault form={form} name="channelIds" value={channels.data ? defaultChannelIds(channels.data) : undefined} />
          </>
        )}
      </DrawnAfter>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <SubmitButton>Set Reminder</SubmitButton>
      </Space>
    </Form>
  );
}
