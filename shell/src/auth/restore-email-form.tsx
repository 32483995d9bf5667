// Issue 51: the link sent to an address the account left: a new password, and the account is that address's again.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, MESSAGES, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { EMAIL_RESTORE_TEXTS, restoreEmailFormSchema } from '@renewly/shared-contracts/features/email-restore';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';

type RestoreValues = z.output<typeof restoreEmailFormSchema>;

export function RestoreEmailForm({ token, onRestored }: { token: string; onRestored: () => void }) {
  const form = useZodForm(restoreEmailFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const restore = useMutation({
    mutationFn: (values: RestoreValues) => apiJson<{ message?: string } | null>('POST', '/api/auth/restore-email', { token, ...values }),
    onSuccess: (answer) => {
      showToast({ title: EMAIL_RESTORE_TEXTS.restored, description: answer?.message, variant: 'success' });
      onRestored();
    },
    onError: (error) => {
      const message = serverMessage(error, EMAIL_RESTORE_TEXTS.linkInvalid);
      if (message === MESSAGES.passwordTooCommon) form.setError('newPassword', { message });
      showToast({ title: TOASTS.error, description: message, variant: 'error' });
    },
  });

  return (
    <Form form={form} id="restore-email" aria-label={EMAIL_RESTORE_TEXTS.heading} onSubmit={(values) => restore.mutateAsync(values)}>
      <p className="renewly-auth-intro">{EMAIL_RESTORE_TEXTS.intro}</p>
      <FormField<RestoreValues> name="newPassword" label="New password" type="password" autoComplete="new-password" />
      <FormField<RestoreValues> name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitButton block>{EMAIL_RESTORE_TEXTS.submit}</SubmitButton>
    </Form>
  );
}
