import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, MESSAGES, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { registerFormSchema, toRegisterPayload, type RegisterFormValues } from '@renewly/shared-contracts/features/account-forms';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';
import { inviteTokenHere } from './after-sign-in';

const EMPTY: RegisterFormValues = { email: '', firstName: '', lastName: '', mobileNumber: '', password: '', confirmPassword: '' };

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useZodForm(registerFormSchema, { defaultValues: EMPTY });
  const register = useMutation({
    // The payload sets username to the email and never carries confirmPassword (spec §3).
    mutationFn: (values: z.output<typeof registerFormSchema>) =>
      // From a shared-car invitation, its token goes with the sign-up: by invitation only, that is what lets it in.
      apiRequest('POST', '/api/auth/register', toRegisterPayload(values, inviteTokenHere())),
    onSuccess: () => {
      showToast({
        title: TOASTS.registrationSuccessful,
        description: TOASTS.registrationSuccessfulDescription,
        variant: 'success',
      });
      form.reset(EMPTY);
      onRegistered();
    },
    onError: (error) => {
      const message = serverMessage(error, TOASTS.registrationFailed);
      // The server's check against the 100,000 most common passwords (too big to ship here): under the field too.
      if (message === MESSAGES.passwordTooCommon) form.setError('password', { message });
      showToast({ title: TOASTS.registrationFailed, description: message, variant: 'error' });
    },
  });

  return (
    <Form form={form} id="register" aria-label="Create account" onSubmit={(values) => register.mutateAsync(values)}>
      <div className="renewly-field-row">
        <FormField<RegisterFormValues> name="firstName" label="First name" autoComplete="given-name" />
        <FormField<RegisterFormValues> name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormField<RegisterFormValues> name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.co.uk" />
      <FormField<RegisterFormValues>
        name="mobileNumber"
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        placeholder="07123 456789"
      />
      <FormField<RegisterFormValues> name="password" label="Password" type="password" autoComplete="new-password" />
      <FormField<RegisterFormValues> name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
      <SubmitButton block>Create account</SubmitButton>
    </Form>
  );
}
