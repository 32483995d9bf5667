import { Input } from 'antd';
import type { z } from 'zod';
import { MESSAGES, showToast, TOASTS } from '@renewly/shared-contracts';
import { sendEmailSchema } from '@renewly/shared-contracts/features/email';
import { Form } from '../../../../../federation/form/form';
import { FormField } from '../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { hasMissingField } from '../../../shared/has-missing-field';
import { useSendEmail } from '../api/send-email';

type EmailTestInput = z.input<typeof sendEmailSchema>;

export const SAMPLE_EMAIL_MESSAGE =
  'Hello,\n\nThis is a test email from Renewly. If you can read it, email delivery is working and your renewal reminders will reach you.\n\nThe Renewly team';

/** To, Subject and Message (prefilled with a sample); all three required (spec §5). */
export function EmailTestForm() {
  const send = useSendEmail();
  const form = useZodForm(sendEmailSchema, { defaultValues: { to: '', subject: '', message: SAMPLE_EMAIL_MESSAGE } });
  return (
    <Form
      form={form}
      id="email-test"
      aria-label="Send a test email"
      onSubmit={(values) => send.mutateAsync(values)}
      onInvalid={(errors) => {
        if (hasMissingField(errors)) {
          showToast({ title: TOASTS.missingInformation, description: MESSAGES.fillAllFields, variant: 'error' });
        }
      }}
    >
      <FormField<EmailTestInput> name="to" label="To" type="email" autoComplete="email" placeholder="name@example.com" required />
      <FormField<EmailTestInput> name="subject" label="Subject" placeholder="e.g. Test email from Renewly" required />
      <FormField<EmailTestInput>
        name="message"
        label="Message"
        required
        render={({ field, ...control }) => (
          <Input.TextArea
            id={control.id}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            rows={6}
            status={control.status}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            aria-required
          />
        )}
      />
      <SubmitButton>{send.isPending ? 'Sending...' : 'Send Email'}</SubmitButton>
    </Form>
  );
}
