import { ADMIN_API, pageOf, ZSmsOutboxRow } from '@openlobby/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type TOutboxFilters = { brand?: string; mobile?: string; page: number; pageSize: number };

export const outboxKeys = {
  all: ['sms-outbox'] as const,
  list: (f: TOutboxFilters) => [...outboxKeys.all, 'list', f] as const,
};

const ZOutboxPage = pageOf(ZSmsOutboxRow);

export const findSmsOutbox = (f: TOutboxFilters, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.smsOutbox, { schema: ZOutboxPage, query: f, signal });
export const useSmsOutbox = (f: TOutboxFilters) =>
  useQuery({
    queryKey: outboxKeys.list(f),
    queryFn: ({ signal }) => findSmsOutbox(f, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
