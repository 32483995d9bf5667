// POST /api/test-sms: answered with `configured`, which picks the spec's success toast.
import { useMutation } from '@tanstack/react-query';
import { apiJson, describeError, showToast, TOASTS } from '@renewly/shared-contracts';
import { testSmsResponseSchema, type TestSmsInput, type TestSmsResponse } from '@renewly/shared-contracts/features/sms';

export async function sendTestSms(input: TestSmsInput): Promise<TestSmsResponse> {
  return testSmsResponseSchema.parse(await apiJson('POST', '/api/test-sms', input));
}

export function useSendTestSms() {
  return useMutation({
    mutationFn: sendTestSms,
    onSuccess: (answer) =>
      showToast(
        answer.configured
          ? { title: TOASTS.testSmsSent, description: answer.message, variant: 'success' }
          : { title: TOASTS.smsNotConfiguredTestCompleted, variant: 'info' },
      ),
    onError: (error) => showToast({ title: TOASTS.smsTestFailed, description: describeError(error), variant: 'error' }),
  });
}
