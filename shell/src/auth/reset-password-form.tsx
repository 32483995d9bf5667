import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, MESSAGES, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { resetPasswordSchema } from '@renewly/shared-contracts/features/account-forms';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';

type ResetValues = z.output<typeof resetPasswordSchema>;

export function ResetPasswordForm({ initialToken, onReset }: { initialToken: string; onReset: () => void }) {
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { token: initialToken, newPassword: '', confirmPassword: '' },
  });
  const resetPassword = useMutation({
    mutationFn: (values: ResetValues) => apiJson<{ message?: string } | null>('POST', '/api/auth/reset-password', values),
    onSuccess: (answer) => {
      showToast({ title: TOASTS.passwordResetSuccessful, description: answer?.message, variant: 'success' });
      onReset();
    },
    onError: (error) => {
      const message = serverMessage(error, TOASTS.resetPasswordFailed);
      // The server's check against the 100,000 most common passwords (too big to ship here): under the field too.
      if (message === MESSAGES.passwordTooCommon) form.setError('newPassword', { message });
      showToast({ title: TOASTS.error, description: message, variant: 'error' });
    },
  });

  return (
    <Form form={form} id="reset" aria-label="New Password" onSubmit={(values) => resetPassword.mutateAsync(values)}>
      <FormField<ResetValues> name="token" label="Reset token" autoComplete="one-time-code" />
      <FormField<ResetValues> name="newPassword" label="New password" type="password" autoComplete="new-password" />
      <FormField<ResetValues> name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitButton block>Reset password</SubmitButton>
    </Form>
  );
}
