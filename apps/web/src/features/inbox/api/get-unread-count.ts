import { MESSAGES_API, type TUnreadCount, type ZUnreadCount } from '@openlobby/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { inboxKeys } from './query-keys.ts';

/** GET CSP_unreadCount (T): the member's unread messages (a trial account answers 0). */
export const getUnreadCount = (): Promise<TUnreadCount> =>
  apiRequest<typeof ZUnreadCount>(MESSAGES_API.unreadCount);

export const unreadCountQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: inboxKeys.unread(token),
    queryFn: getUnreadCount,
    enabled: token !== null && enabled,
    // The socket pushes every change; a return to the tab catches one missed while it was away.
    refetchOnWindowFocus: true,
  });

/** The header's unread count; `enabled` false for a trial account (spec §6: its call is skipped). */
export const useUnreadCount = (enabled = true) =>
  useQuery(unreadCountQueryOptions(useRequestToken(), enabled));

/** Puts a count the socket pushed (or an inbox action answered) straight into the header's badge. */
export const setUnreadCount = (client: QueryClient, token: string | null, count: number) =>
  client.setQueryData(inboxKeys.unread(token), { count });

/**
 * A count the wallet socket pushed: into the badge at once, and an open inbox refetches its list
 * (the push means a message came, or was read elsewhere).
 */
export const receiveUnreadCount = (client: QueryClient, token: string | null, count: number) => {
  setUnreadCount(client, token, count);
  void client.invalidateQueries({ queryKey: inboxKeys.lists(token) });
};
