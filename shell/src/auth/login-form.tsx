import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import type { TwoStepRequiredAnswer } from '@renewly/shared-contracts/features/two-step-texts';
import { loginSchema } from '@renewly/shared-contracts/features/schemas';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';
import { fullPageLoad } from '../lib/full-page-load';
import { pathAfterSignIn } from './after-sign-in';
import { abortPasskeyAutofill } from '../../../federation/passkeys/passkey-ceremonies';
import { usePasskeyAutofill } from './passkey-sign-in';

type LoginValues = z.output<typeof loginSchema>;

/** `onTwoStepRequired`: the password was right and the account asks for a two-step code next (issue 40). */
export function LoginForm({ onTwoStepRequired }: { onTwoStepRequired?: () => void }) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  // The browser's passkey autofill on the email field (issue 40); a password submit ends it.
  usePasskeyAutofill();
  const login = useMutation({
    mutationFn: (values: LoginValues) => apiJson<Partial<TwoStepRequiredAnswer> | null>('POST', '/api/auth/login', values),
    onSuccess: (answer) => {
      if (answer?.twoStepRequired === true && onTwoStepRequired) onTwoStepRequired();
      else fullPageLoad(pathAfterSignIn());
    },
    onError: (error) =>
      showToast({ title: TOASTS.loginFailed, description: serverMessage(error, TOASTS.loginFailed), variant: 'error' }),
  });

  return (
    <Form form={form} id="login" aria-label="Sign in" onSubmit={(values) => (abortPasskeyAutofill(), login.mutateAsync(values))}>
      <FormField<LoginValues> name="email" label="Email" type="email" autoComplete="username webauthn" placeholder="you@example.co.uk" />
      <FormField<LoginValues> name="password" label="Password" type="password" autoComplete="current-password" />
      {/* Still busy after success: the full page load is on its way. */}
      <SubmitButton block loading={login.isSuccess && login.data?.twoStepRequired !== true}>
        Sign in
      </SubmitButton>
    </Form>
  );
}
