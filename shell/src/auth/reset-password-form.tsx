import { useMutation } from '@tanstack/react-query';
import { Checkbox } from 'antd';
import type { z } from 'zod';
import { apiJson, MESSAGES, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { resetPasswordSchema } from '@renewly/shared-contracts/features/account-forms';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';

type ResetValues = z.output<typeof resetPasswordSchema>;

/** The offer under the passwords (issue 51): a reset ends the sessions, but a passkey still signs in until removed. */
export const REMOVE_PASSKEYS_LABEL = 'Also remove every passkey from my account';
export const REMOVE_PASSKEYS_HINT = 'A passkey signs in without a password. Remove them all if someone else may have added one: you can add yours again once signed in.';

export function ResetPasswordForm({ initialToken, onReset }: { initialToken: string; onReset: () => void }) {
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { token: initialToken, newPassword: '', confirmPassword: '', removePasskeys: false },
  });
  const resetPassword = useMutation({
    // The box left empty sends nothing of it: the API keeps the passkeys and lists them in its notice.
    mutationFn: ({ removePasskeys, ...values }: ResetValues) =>
      apiJson<{ message?: string } | null>('POST', '/api/auth/reset-password', removePasskeys ? { ...values, removePasskeys } : values),
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
      <FormField<ResetValues>
        name="removePasskeys"
        label="Passkeys"
        extra={REMOVE_PASSKEYS_HINT}
        render={({ field, id, ...control }) => (
          <Checkbox
            id={id}
            aria-describedby={control['aria-describedby']}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
          >
            {REMOVE_PASSKEYS_LABEL}
          </Checkbox>
        )}
      />
      <SubmitButton block>Reset password</SubmitButton>
    </Form>
  );
}
