// POST /api/reminders, once per chosen day: the dialog makes one reminder per day value.
import { useMutation } from '@tanstack/react-query';
import { apiJson, loadSchemas, parsedAnswer, type Reminder, type ReminderFormValues, type ReminderInput, reminderTitle, showToast, TOASTS } from '@renewly/shared-contracts';
import { showFailureToast } from '../../../shared/failure-toast';
import { useInvalidateReminders } from './use-invalidate-reminders';

export async function createReminder(input: ReminderInput): Promise<Reminder> {
  return parsedAnswer(apiJson('POST', '/api/reminders', input), () => loadSchemas().then((s) => s.reminderSchema));
}

/** One POST per day, in order; stops at the first failure (the ones made before it stay). */
export async function createRemindersForDays({ policyId, target = 'renewal', daysBefore, notificationMethods, channelIds }: ReminderFormValues): Promise<Reminder[]> {
  const created: Reminder[] = [];
  for (const days of daysBefore) {
    created.push(
      await createReminder({ policyId, title: reminderTitle(days, target), daysBefore: days, notificationMethods, target, ...(channelIds ? { channelIds } : {}) }),
    );
  }
  return created;
}

export function useCreateReminders() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: createRemindersForDays,
    // A retry would run every POST again and duplicate the reminders already made.
    retry: false,
    onSuccess: () => showToast({ title: TOASTS.reminderCreated, variant: 'success' }),
    onError: (error) => showFailureToast(error, TOASTS.reminderCreateFailed),
    onSettled: invalidate,
  });
}
