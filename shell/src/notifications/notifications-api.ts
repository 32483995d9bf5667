import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, checkedRead, describeError, loadSchemas, type Notification, QUERY_KEYS, showToast, TOASTS } from '@renewly/shared-contracts';

// zod comes with the schema (loaded alongside the read), not with the first load
const readNotifications = checkedRead(() => loadSchemas().then((s) => s.notificationListSchema));

export function useNotifications() {
  return useQuery<Notification[]>({
    queryKey: QUERY_KEYS.notifications,
    queryFn: readNotifications,
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
