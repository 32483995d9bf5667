// "Confirm it's you" with the password: POST /api/auth/reauth/password. A wrong password is shown on the field.
import { useMutation } from '@tanstack/react-query';
import { apiJson, serverMessage } from '@renewly/shared-contracts';
import { reauthPasswordSchema, type ReauthPasswordInput } from '@renewly/shared-contracts/features/account-security';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';
import type { ReauthMethodProps } from './reauth-method-props';

export function PasswordReauthForm({ onConfirmed }: ReauthMethodProps) {
  const form = useZodForm(reauthPasswordSchema, { defaultValues: { password: '' } });
  const confirm = useMutation({
    mutationFn: (values: ReauthPasswordInput) => apiJson('POST', '/api/auth/reauth/password', values),
    onSuccess: onConfirmed,
    onError: (error) => form.setError('password', { message: serverMessage(error, 'Could not confirm. Please try again.') }, { shouldFocus: true }),
  });
  return (
    <Form form={form} id="reauth-password" aria-label="Confirm with your password" onSubmit={(values) => confirm.mutateAsync(values)}>
      <FormField<ReauthPasswordInput> name="password" label="Password" type="password" autoComplete="current-password" />
      <SubmitButton block>Confirm</SubmitButton>
    </Form>
  );
}
