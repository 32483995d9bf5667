// "Confirm it's you" with a code from the authenticator app: POST /api/auth/reauth/code (issue 40). A wrong or reused
// code is shown on the field.
import { useMutation } from '@tanstack/react-query';
import { apiJson, serverMessage } from '@renewly/shared-contracts';
import { twoStepCodeSchema, TWO_STEP_TEXTS as TEXT, type TwoStepCodeInput } from '@renewly/shared-contracts/features/two-step';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';
import type { ReauthMethodProps } from './reauth-method-props';

export function CodeReauthForm({ onConfirmed }: ReauthMethodProps) {
  const form = useZodForm(twoStepCodeSchema, { defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (values: TwoStepCodeInput) => apiJson('POST', '/api/auth/reauth/code', values),
    onSuccess: onConfirmed,
    onError: (error) => form.setError('code', { message: serverMessage(error, 'Could not confirm. Please try again.') }, { shouldFocus: true }),
  });
  return (
    <Form form={form} id="reauth-code" aria-label="Confirm with a code" onSubmit={(values) => confirm.mutateAsync(values)}>
      <FormField<TwoStepCodeInput> name="code" label={TEXT.enterCode} autoComplete="one-time-code" maxLength={7} placeholder="123456" />
      <SubmitButton block>Confirm</SubmitButton>
    </Form>
  );
}
