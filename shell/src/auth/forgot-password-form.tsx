import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import type { z } from 'zod';
import { apiJson, forgotPasswordSchema, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { FormField } from './form-field';

type ForgotValues = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { control, handleSubmit } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
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
    <form noValidate aria-label="Reset Password" onSubmit={handleSubmit((values) => forgot.mutate(values))}>
      <p className="renewly-auth-intro">Enter your email address and we will send you a link to reset your password.</p>
      <FormField control={control} idPrefix="forgot" name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.co.uk" />
      <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
