import { Button, InputNumber, Modal, Space } from 'antd';
import { NOTIFICATION_METHODS, type Policy, type Reminder, type ReminderEditFormValues } from '@renewly/shared-contracts';
import { reminderEditFormSchema } from '@renewly/shared-contracts/features/schemas';
import { useDiscardGuard } from '../../../../../federation/discard-changes-modal';
import { Form } from '../../../../../federation/form/form';
import { FormField } from '../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { useUpdateReminder } from '../api/update-reminder';
import { channelOptions, useUserChannels } from '../api/get-user-channels';
import { CHANNEL_LABELS } from '../delivery-status';
import { ChoiceGroup } from './choice-group';
import { TargetPicker } from './target-picker';
import { useEarlyDialogHandover } from '../../../../../federation/early-dialog';
import { fieldProps } from '../../../../../federation/form-spec';
import { SpecField } from '../../../../../federation/form/spec-field';
import { EDIT_REMINDER_FORM, policyOptions } from '../reminder.form';

const DAYS_LABEL = { renewal: 'Days before renewal', mot: 'Days before the MOT expires', roadTax: 'Days before road tax is due', bestDay: 'Days before renewal' } as const;
const METHOD_OPTIONS = NOTIFICATION_METHODS.map((m) => ({ value: m, label: CHANNEL_LABELS[m] }));

/** 'Edit Reminder': one reminder, so a single day value (spec §4). */
export function EditReminderDialog({ reminder, policies, onClose }: { reminder: Reminder; policies: Policy[]; onClose: () => void }) {
  const update = useUpdateReminder();
  const channels = useUserChannels();
  const form = useZodForm(reminderEditFormSchema, {
    defaultValues: {
      policyId: reminder.policyId,
      target: reminder.target ?? 'renewal',
      daysBefore: reminder.daysBefore,
      notificationMethods: reminder.notificationMethods,
      // Absent (an answer without it): the body leaves the reminder's channels as they are.
      channelIds: reminder.channelIds,
    },
  });
  // Issue 38: the plain early form of a tap made before this code had arrived.
  useEarlyDialogHandover(EDIT_REMINDER_FORM, form, onClose);
  const otherChannels = channelOptions(channels.data, reminder.channelIds);
  // Changes made: a click outside, Esc, × or Cancel asks first, as the policy dialog does. isDirty is read while
  // rendering: react-hook-form tracks it only for what a render has read.
  const { requestClose, discardModal } = useDiscardGuard(form.formState.isDirty, update.isPending, onClose);
  return (
    <>
      <Modal open title="Edit Reminder" onCancel={requestClose} footer={null} mask={{ closable: !update.isPending }}>
        <Form
          form={form}
          id="reminder-edit"
          aria-label="Edit Reminder"
          onSubmit={async (values) => {
            await update.mutateAsync({ id: reminder.id, values });
            onClose();
          }}
        >
          <SpecField spec={EDIT_REMINDER_FORM} name="policyId" options={policyOptions(policies).policyId} />
          <FormField<ReminderEditFormValues>
            {...fieldProps(EDIT_REMINDER_FORM, 'target')}
            render={(control) => <TargetPicker {...control} policy={policies.find((p) => p.id === form.watch('policyId'))} />}
          />
          <FormField<ReminderEditFormValues>
            {...fieldProps(EDIT_REMINDER_FORM, 'daysBefore')}
            // The label says which date the days count down to.
            label={DAYS_LABEL[form.watch('target') ?? 'renewal']}
            render={({ field, ...control }) => (
              <InputNumber<number>
                id={control.id}
                ref={field.ref}
                value={(field.value as number | null | undefined) ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                // No min, max or precision: antd would quietly change 0, 400 or 7.5 into 1, 365 or 8. The form's
                // schema says what is wrong instead, and nothing is saved.
                status={control.status}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                style={{ width: 160 }}
              />
            )}
          />
          <FormField<ReminderEditFormValues>
            {...fieldProps(EDIT_REMINDER_FORM, 'notificationMethods')}
            render={(control) => <ChoiceGroup {...control} options={METHOD_OPTIONS} groupLabel="Notify me by" />}
          />
          {otherChannels.length > 0 && (
            <FormField<ReminderEditFormValues>
              {...fieldProps(EDIT_REMINDER_FORM, 'channelIds')}
              render={(control) => <ChoiceGroup {...control} options={otherChannels} groupLabel="Also send to" />}
            />
          )}
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={requestClose} disabled={update.isPending}>
              Cancel
            </Button>
            <SubmitButton>Save Changes</SubmitButton>
          </Space>
        </Form>
      </Modal>
      {discardModal}
    </>
  );
}
