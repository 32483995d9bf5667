import { Input } from 'antd';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES, showToast, SMS_CHAR_GUIDE, TOASTS } from '@renewly/shared-contracts';
import { sendSmsSchema } from '@renewly/shared-contracts/features/sms';
import { Form } from '../../../../../federation/form/form';
import { FormField } from '../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { hasMissingField } from '../../../shared/has-missing-field';
import { useSendSms } from '../api/send-sms';
import { UK_MOBILE_HINT, UkMobileInput } from './uk-mobile-input';

type CustomSmsInput = z.input<typeof sendSmsSchema>;

/** 'n/160 characters (SMS limit)': a guide only, longer messages are still sent (spec §9). */
export function smsCounterText(length: number): string {
  return `${length}/${SMS_CHAR_GUIDE} characters (SMS limit)`;
}

/** 'Send Custom SMS': a mobile number and a message of the user's own. */
export function CustomSmsForm() {
  const send = useSendSms();
  const form = useZodForm(sendSmsSchema, { defaultValues: { to: '', message: '' } });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  return (
    <Form
      form={form}
      id="sms-custom"
      aria-label="Send Custom SMS"
      onSubmit={(values) => send.mutateAsync(values)}
      onInvalid={(errors) => {
        if (hasMissingField(errors, MESSAGES.fillPhoneAndMessage)) {
          showToast({ title: TOASTS.missingInformation, description: MESSAGES.fillPhoneAndMessage, variant: 'error' });
        }
      }}
    >
      <FormField<CustomSmsInput> name="to" label="Mobile number" required extra={UK_MOBILE_HINT} render={UkMobileInput} />
      <FormField<CustomSmsInput>
        name="message"
        label="Message"
        required
        extra={<span data-testid="sms-counter">{smsCounterText(message.length)}</span>}
        render={({ field, ...control }) => (
          <Input.TextArea
            id={control.id}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            rows={4}
            placeholder="Type your message"
            status={control.status}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            aria-required
          />
        )}
      />
      <SubmitButton>Send Custom SMS</SubmitButton>
    </Form>
  );
}
