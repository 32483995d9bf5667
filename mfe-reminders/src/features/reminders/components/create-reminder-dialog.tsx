import { Button, Modal, Space } from 'antd';
import { Link } from 'react-router-dom';
import {
  DEFAULT_REMINDER_METHODS,
  NOTIFICATION_METHODS,
  REMINDER_DAY_OPTIONS,
  reminderFormSchema,
  type Policy,
  type ReminderFormValues,
} from '@renewly/shared-contracts';
import { Form } from '../../../../../federation/form/form';
import { FormField } from '../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { useCreateReminders } from '../api/create-reminders';
import { CHANNEL_LABELS } from '../delivery-status';
import { ChoiceGroup } from './choice-group';
import { PolicySelect } from './policy-select';

const DAY_OPTIONS = REMINDER_DAY_OPTIONS.map((d) => ({ value: d, label: `${d} days before` }));
const METHOD_OPTIONS = NOTIFICATION_METHODS.map((m) => ({ value: m, label: CHANNEL_LABELS[m] }));

/** 'Set Renewal Reminder': a policy, one or more of 30/20/10 days (one reminder each), one or more methods. */
export function CreateReminderDialog({ policies, onClose }: { policies: Policy[]; onClose: () => void }) {
  const create = useCreateReminders();
  const form = useZodForm(reminderFormSchema, {
    defaultValues: {
      policyId: policies.length === 1 ? policies[0]!.id : '',
      daysBefore: [],
      notificationMethods: [...DEFAULT_REMINDER_METHODS],
    },
  });
  return (
    <Modal open title="Set Renewal Reminder" onCancel={onClose} footer={null} mask={{ closable: !create.isPending }}>
      {policies.length === 0 ? (
        <p>
          Reminders are set per policy, and you have none yet. <Link to="/policies?add=1">Add a policy</Link> first.
        </p>
      ) : (
        <Form
          form={form}
          id="reminder-create"
          aria-label="Set Renewal Reminder"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            onClose();
          }}
        >
          <FormField<ReminderFormValues>
            name="policyId"
            label="Policy"
            required
            render={(control) => <PolicySelect {...control} policies={policies} />}
          />
          <FormField<ReminderFormValues>
            name="daysBefore"
            label="Remind me"
            required
            extra="One reminder is set for each day you choose."
            render={(control) => <ChoiceGroup {...control} options={DAY_OPTIONS} groupLabel="Remind me" />}
          />
          <FormField<ReminderFormValues>
            name="notificationMethods"
            label="Notify me by"
            required
            render={(control) => <ChoiceGroup {...control} options={METHOD_OPTIONS} groupLabel="Notify me by" />}
          />
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <SubmitButton>Set Reminder</SubmitButton>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
