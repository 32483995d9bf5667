// GET/POST /api/channels, PATCH/DELETE /api/channels/:id, POST /api/channels/:id/test (issue 41). The key is the API
// path; the settings page reads it first (the server draws the page from it).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, describeError, parsedAnswer, QUERY_KEYS, showToast } from '@renewly/shared-contracts';
import type { ChannelTestResult, CreatedUserChannel, UserChannel, UserChannelInput, UserChannelUpdate } from '@renewly/shared-contracts/features/user-channels';

export const USER_CHANNELS_KEY = QUERY_KEYS.userChannels;

const contracts = () => import('@renewly/shared-contracts/features/user-channels');

export const userChannelsQuery = queryOptions({ queryKey: USER_CHANNELS_KEY, queryFn: checkedRead(() => contracts().then((m) => m.userChannelListSchema)) });

export function useUserChannels() {
  return useQuery(userChannelsQuery);
}

/** Whether channels can be added on this server (the settings card says so instead of a form that would fail). */
export const userChannelsStatusQuery = queryOptions({
  queryKey: QUERY_KEYS.userChannelsStatus,
  queryFn: checkedRead(() => contracts().then((m) => m.channelsStatusSchema)),
});

export function useUserChannelsStatus() {
  return useQuery(userChannelsStatusQuery);
}

/** Adds a channel; the answer carries a webhook's signing secret, this once. Errors are shown by the form. */
export function useAddChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserChannelInput) =>
      parsedAnswer<CreatedUserChannel>(apiJson('POST', '/api/channels', input), () => contracts().then((m) => m.createdUserChannelSchema)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_CHANNELS_KEY }),
  });
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChannelUpdate }) =>
      parsedAnswer<UserChannel>(apiJson('PATCH', `/api/channels/${id}`, change), () => contracts().then((m) => m.userChannelSchema)),
    onSuccess: (channel) =>
      queryClient.setQueryData<UserChannel[]>(USER_CHANNELS_KEY, (list) => list?.map((c) => (c.id === channel.id ? channel : c))),
    onError: (error) => showToast({ title: 'Could not change the channel', description: describeError(error), variant: 'error' }),
  });
}

export function useRemoveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/channels/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<UserChannel[]>(USER_CHANNELS_KEY, (list) => list?.filter((c) => c.id !== id));
      // The reminders no longer name it.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.reminders });
      showToast({ title: 'Channel removed', description: 'Reminders no longer go to it.', variant: 'success' });
    },
    onError: (error) => showToast({ title: 'Could not remove the channel', description: describeError(error), variant: 'error' }),
  });
}

export function useTestChannel() {
  return useMutation({
    mutationFn: (id: string) =>
      parsedAnswer<ChannelTestResult>(apiJson('POST', `/api/channels/${id}/test`), () => contracts().then((m) => m.channelTestResultSchema)),
  });
}
