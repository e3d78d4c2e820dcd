import { MESSAGES_API, type TMessagePage, type ZMessagePage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { inboxKeys } from './query-keys.ts';

/** Messages per page of the inbox. */
export const MESSAGES_PAGE_SIZE = 10;

/** GET messages (T, ?page&pageSize): the member's messages and the brand's broadcasts, newest first. */
export const findMessages = (page: number): Promise<TMessagePage> =>
  apiRequest<typeof ZMessagePage>(MESSAGES_API.list, { query: { page, pageSize: MESSAGES_PAGE_SIZE } });

export const messagesQueryOptions = (token: string | null, page: number) =>
  queryOptions({
    queryKey: inboxKeys.list(token, page),
    queryFn: () => findMessages(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQueryOptions(useRequestToken(), page));
