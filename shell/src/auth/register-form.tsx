import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import type { z } from 'zod';
import {
  apiRequest,
  registerFormSchema,
  serverMessage,
  showToast,
  toRegisterPayload,
  TOASTS,
  type RegisterFormValues,
} from '@renewly/shared-contracts';
import { FormField } from './form-field';

const EMPTY: RegisterFormValues = { email: '', firstName: '', lastName: '', mobileNumber: '', password: '', confirmPassword: '' };

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { control, handleSubmit, reset } = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });
  const register = useMutation({
    // The payload sets username to the email and never carries confirmPassword (spec §3).
    mutationFn: (values: z.output<typeof registerFormSchema>) =>
      apiRequest('POST', '/api/auth/register', toRegisterPayload(values)),
    onSuccess: () => {
      showToast({
        title: TOASTS.registrationSuccessful,
        description: TOASTS.registrationSuccessfulDescription,
        variant: 'success',
      });
      reset(EMPTY);
      onRegistered();
    },
    onError: (error) =>
      showToast({
        title: TOASTS.registrationFailed,
        description: serverMessage(error, TOASTS.registrationFailed),
        variant: 'error',
      }),
  });

  return (
    <form noValidate aria-label="Create account" onSubmit={handleSubmit((values) => register.mutate(values))}>
      <div className="renewly-field-row">
        <FormField control={control} idPrefix="register" name="firstName" label="First name" autoComplete="given-name" />
        <FormField control={control} idPrefix="register" name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormField control={control} idPrefix="register" name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.co.uk" />
      <FormField
        control={control}
        idPrefix="register"
        name="mobileNumber"
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        placeholder="07123 456789"
      />
      <FormField control={control} idPrefix="register" name="password" label="Password" type="password" autoComplete="new-password" />
      <FormField
        control={control}
        idPrefix="register"
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        Create account
      </Button>
    </form>
  );
}
