// PUT /api/reminders/:id: one reminder, one day value.
import { useMutation } from '@tanstack/react-query';
import { apiJson, loadSchemas, parsedAnswer, type Reminder, type ReminderEditFormValues, reminderTitle, showToast, TOASTS } from '@renewly/shared-contracts';
import { showFailureToast } from '../../../shared/failure-toast';
import { useInvalidateReminders } from './use-invalidate-reminders';

export async function updateReminder(id: string, values: ReminderEditFormValues): Promise<Reminder> {
  const body = { ...values, title: reminderTitle(values.daysBefore, values.target) };
  return parsedAnswer(apiJson('PUT', `/api/reminders/${encodeURIComponent(id)}`, body), () => loadSchemas().then((s) => s.reminderSchema));
}

export function useUpdateReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReminderEditFormValues }) => updateReminder(id, values),
    onSuccess: async () => {
      showToast({ title: TOASTS.reminderUpdated, variant: 'success' });
      await invalidate();
    },
    onError: (error) => showFailureToast(error, TOASTS.reminderUpdateFailed),
  });
}
