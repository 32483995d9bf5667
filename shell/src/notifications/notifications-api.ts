import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, describeError, getQueryFn, QUERY_KEYS, notificationSchema, showToast, TOASTS, type Notification } from '@renewly/shared-contracts';

const readNotifications = getQueryFn<unknown>({ on401: 'throw' });
// `.array()` rather than z.array: the app then never imports zod itself, so it uses the one shared with the contracts.
const notificationListSchema = notificationSchema.array();

export function useNotifications() {
  return useQuery<Notification[]>({
    queryKey: QUERY_KEYS.notifications,
    queryFn: async (context) => notificationListSchema.parse(await readNotifications(context)),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications }),
    onError: (error) => showToast({ title: TOASTS.markReadFailed, description: describeError(error), variant: 'error' }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('PATCH', '/api/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications }),
    onError: (error) => showToast({ title: TOASTS.markAllReadFailed, description: describeError(error), variant: 'error' }),
  });
}
