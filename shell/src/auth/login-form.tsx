import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import type { z } from 'zod';
import { apiRequest, loginSchema, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { fullPageLoad } from '../lib/full-page-load';
import { FormField } from './form-field';

type LoginValues = z.output<typeof loginSchema>;

export function LoginForm() {
  const { control, handleSubmit } = useForm<z.input<typeof loginSchema>, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginValues) => apiRequest('POST', '/api/auth/login', values),
    onSuccess: () => fullPageLoad('/'),
    onError: (error) =>
      showToast({ title: TOASTS.loginFailed, description: serverMessage(error, TOASTS.loginFailed), variant: 'error' }),
  });

  return (
    <form noValidate aria-label="Sign in" onSubmit={handleSubmit((values) => login.mutate(values))}>
      <FormField control={control} idPrefix="login" name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.co.uk" />
      <FormField control={control} idPrefix="login" name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="primary" htmlType="submit" block loading={login.isPending || login.isSuccess}>
        Sign in
      </Button>
    </form>
  );
}
