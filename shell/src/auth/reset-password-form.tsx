import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import type { z } from 'zod';
import { apiJson, resetPasswordSchema, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { FormField } from './form-field';

type ResetValues = z.output<typeof resetPasswordSchema>;

export function ResetPasswordForm({ initialToken, onReset }: { initialToken: string; onReset: () => void }) {
  const { control, handleSubmit } = useForm<z.input<typeof resetPasswordSchema>, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: initialToken, newPassword: '', confirmPassword: '' },
  });
  const resetPassword = useMutation({
    mutationFn: (values: ResetValues) => apiJson<{ message?: string } | null>('POST', '/api/auth/reset-password', values),
    onSuccess: (answer) => {
      showToast({ title: TOASTS.passwordResetSuccessful, description: answer?.message, variant: 'success' });
      onReset();
    },
    onError: (error) =>
      showToast({ title: TOASTS.error, description: serverMessage(error, TOASTS.resetPasswordFailed), variant: 'error' }),
  });

  return (
    <form noValidate aria-label="New Password" onSubmit={handleSubmit((values) => resetPassword.mutate(values))}>
      <FormField control={control} idPrefix="reset" name="token" label="Reset token" autoComplete="one-time-code" />
      <FormField control={control} idPrefix="reset" name="newPassword" label="New password" type="password" autoComplete="new-password" />
      <FormField
        control={control}
        idPrefix="reset"
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" block loading={resetPassword.isPending}>
        Reset password
      </Button>
    </form>
  );
}
