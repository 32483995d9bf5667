import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { forgotPasswordSchema } from '@renewly/shared-contracts/features/schemas';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';

type ForgotValues = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const forgot = useMutation({
    mutationFn: (values: ForgotValues) => apiJson<{ message?: string } | null>('POST', '/api/auth/forgot-password', values),
    onSuccess: (answer) => {
      showToast({ title: TOASTS.resetEmailSent, description: answer?.message, variant: 'success' });
      onSent();
    },
    onError: (error) =>
      showToast({ title: TOASTS.error, description: serverMessage(error, TOASTS.forgotPasswordFailed), variant: 'error' }),
  });

  return (
    <Form form={form} id="forgot" aria-label="Reset Password" onSubmit={(values) => forgot.mutateAsync(values)}>
      <p className="renewly-auth-intro">Enter your email address and we will send you a link to reset your password.</p>
      <FormField<ForgotValues> name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.co.uk" />
      <SubmitButton block>Send reset link</SubmitButton>
    </Form>
  );
}
