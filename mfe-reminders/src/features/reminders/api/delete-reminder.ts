// DELETE /api/reminders/:id: the reminder and whatever of it was still to be delivered.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, showToast, TOASTS } from '@renewly/shared-contracts';
import { showFailureToast } from '../../../shared/failure-toast';
import { useInvalidateReminders } from './use-invalidate-reminders';

export async function deleteReminder(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/reminders/${encodeURIComponent(id)}`);
}

export function useDeleteReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: async () => {
      showToast({ title: TOASTS.reminderDeleted, variant: 'success' });
      await invalidate();
    },
    onError: (error) => showFailureToast(error, TOASTS.reminderDeleteFailed),
  });
}
