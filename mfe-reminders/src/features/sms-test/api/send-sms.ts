// POST /api/send-sms: a custom message to a UK mobile.
import { useMutation } from '@tanstack/react-query';
import { apiJson, describeError, showToast, TOASTS } from '@renewly/shared-contracts';
import { sendSmsResponseSchema, type SendSmsInput, type SendSmsResponse } from '@renewly/shared-contracts/features/sms';

export async function sendSms(input: SendSmsInput): Promise<SendSmsResponse> {
  return sendSmsResponseSchema.parse(await apiJson('POST', '/api/send-sms', input));
}

export function useSendSms() {
  return useMutation({
    mutationFn: sendSms,
    onSuccess: (answer) => showToast({ title: TOASTS.smsSent, description: answer.message, variant: 'success' }),
    onError: (error) => showToast({ title: TOASTS.smsFailed, description: describeError(error), variant: 'error' }),
  });
}
