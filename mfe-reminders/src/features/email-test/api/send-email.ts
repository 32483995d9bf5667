// POST /api/send-email (the shared schemas, the fetcher, the hook) with the spec's toasts.
import { useMutation } from '@tanstack/react-query';
import { apiJson, describeError, showToast, TOASTS } from '@renewly/shared-contracts';
import { sendEmailResponseSchema, type SendEmailInput, type SendEmailResponse } from '@renewly/shared-contracts/features/email';

export async function sendEmail(input: SendEmailInput): Promise<SendEmailResponse> {
  return sendEmailResponseSchema.parse(await apiJson('POST', '/api/send-email', input));
}

export function useSendEmail() {
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: (answer) => showToast({ title: TOASTS.emailSent, description: answer.message, variant: 'success' }),
    onError: (error) => showToast({ title: TOASTS.emailFailed, description: describeError(error), variant: 'error' }),
  });
}
