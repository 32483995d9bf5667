// GET /api/channels: the user's other channels (ntfy, webhooks...: issue 41), offered in the reminder dialogs beside
// Email, SMS and In-app. Read when a dialog opens (the dialogs load with antd, at the first interaction).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRead, QUERY_KEYS } from '@renewly/shared-contracts';

export const userChannelsQuery = queryOptions({
  queryKey: QUERY_KEYS.userChannels,
  queryFn: checkedRead(() => import('@renewly/shared-contracts/features/user-channels').then((m) => m.userChannelListSchema)),
});

export function useUserChannels() {
  return useQuery(userChannelsQuery);
}

/** The options of the dialogs' 'Also send to' group: a channel switched off is offered only if already chosen. */
export function channelOptions(channels: { id: string; name: string; kind: string; enabled: boolean }[] | undefined, chosen: readonly string[] = []) {
  return (channels ?? [])
    .filter((c) => c.enabled || chosen.includes(c.id))
    .map((c) => ({ value: c.id, label: c.enabled ? c.name : `${c.name} (off)` }));
}
