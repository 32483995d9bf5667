// PUT /api/user/delivery-preferences, then a toast and a refresh of every reader (the reminders page states the hour,
// the reminder and policy dialogs pre-select the channels; all share the query key).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, parsedAnswer, QUERY_KEYS, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { loadDeliveryPreferencesSchema } from '@renewly/shared-contracts/features/delivery-preferences-read';
import { hourLabel } from '../components/hour-select';

export async function saveDeliveryPreferences(values: DeliveryPreferences): Promise<DeliveryPreferences> {
  return parsedAnswer(apiJson('PUT', '/api/user/delivery-preferences', values), loadDeliveryPreferencesSchema);
}

export function useSaveDeliveryPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryPreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(QUERY_KEYS.deliveryPreferences, saved);
      showToast({
        title: 'Delivery settings saved',
        description: `Reminders will go out at ${hourLabel(saved.deliveryHour)} (UK time).`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.reminders });
    },
    onError: (error) =>
      showToast({ title: TOASTS.updateFailed, description: serverMessage(error, 'Failed to save delivery settings'), variant: 'error' }),
  });
}
