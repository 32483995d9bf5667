import type { z } from 'zod';
import { MESSAGES, showToast, TOASTS } from '@renewly/shared-contracts';
import { testSmsSchema } from '@renewly/shared-contracts/features/sms';
import { Form } from '../../../../../federation/form/form';
import { FormField } from '../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { hasMissingField } from '../../../shared/has-missing-field';
import { useSendTestSms } from '../api/send-test-sms';
import { UK_MOBILE_HINT, UkMobileInput } from './uk-mobile-input';

type TestSmsFormInput = z.input<typeof testSmsSchema>;

/** 'Send Test SMS': a mobile number, sent the server's fixed test text. */
export function TestSmsForm() {
  const send = useSendTestSms();
  const form = useZodForm(testSmsSchema, { defaultValues: { to: '' } });
  return (
    <Form
      form={form}
      id="sms-test"
      aria-label="Send Test SMS"
      onSubmit={(values) => send.mutateAsync(values)}
      onInvalid={(errors) => {
        if (hasMissingField(errors, MESSAGES.enterMobileNumber)) {
          showToast({ title: TOASTS.missingPhoneNumber, description: MESSAGES.enterMobileNumber, variant: 'error' });
        }
      }}
    >
      <FormField<TestSmsFormInput> name="to" label="Mobile number" required extra={UK_MOBILE_HINT} render={UkMobileInput} />
      <SubmitButton>Send Test SMS</SubmitButton>
    </Form>
  );
}
