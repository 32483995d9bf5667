import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, notificationSchema, showToast, TOASTS, type Notification } from '@renewly/shared-contracts';

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

const readNotifications = getQueryFn<unknown>({ on401: 'throw' });
// `.array()` rather than z.array: the app then never imports zod itself, so it uses the one shared with the contracts.
const notificationListSchema = notificationSchema.array();

export function useNotifications() {
  return useQuery<Notification[]>({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: async (context) => notificationListSchema.parse(await readNotifications(context)),
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
    onError: (error) => showToast({ title: TOASTS.markReadFailed, description: errorText(error), variant: 'error' }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('PATCH', '/api/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
    onError: (error) => showToast({ title: TOASTS.markAllReadFailed, description: errorText(error), variant: 'error' }),
  });
}
