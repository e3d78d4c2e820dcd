import {
  ADMIN_API,
  pageOf,
  ZAdminDeposit,
  ZAdminDepositChannel,
  ZOk,
  type TAdminDeposit,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { refetchIntervalFor, type TDepositQuery } from '../lib/deposits.ts';
import type { TDepositChannelInput } from '../lib/channels.ts';

export const depositKeys = {
  all: ['deposits'] as const,
  list: (q: TDepositQuery) => [...depositKeys.all, 'list', q] as const,
  channels: (code: string) => [...depositKeys.all, 'channels', code] as const,
};

const ZDepositPage = pageOf(ZAdminDeposit);
const ZChannelList = z.array(ZAdminDepositChannel);

export const findDeposits = (q: TDepositQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.deposits, { schema: ZDepositPage, query: q, signal });

/** The queue; while it shows PENDING it asks again every 15 s so new requests appear by themselves. */
export const useDeposits = (q: TDepositQuery) =>
  useQuery({
    queryKey: depositKeys.list(q),
    queryFn: ({ signal }) => findDeposits(q, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalFor(q),
  });

/** An operator's decision on a pending deposit: approve (optional note) or reject (a reason). */
export type TDepositDecision = { kind: 'approve'; note: string } | { kind: 'reject'; reason: string };

export const decideDeposit = (id: number, decision: TDepositDecision) =>
  decision.kind === 'approve'
    ? apiRequest(fillPath(ADMIN_API.depositApprove, { id }), {
        method: 'POST',
        body: { reason: decision.note.trim() },
        schema: ZOk,
      })
    : apiRequest(fillPath(ADMIN_API.depositReject, { id }), {
        method: 'POST',
        body: { reason: decision.reason.trim() },
        schema: ZOk,
      });

/**
 * Approves or rejects a deposit, then re-reads the queue, whatever the answer: after a success the
 * row changes status, and after OPERATION_NOT_ALLOWED it shows what someone else decided.
 */
export const useDecideDeposit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ deposit, decision }: { deposit: TAdminDeposit; decision: TDepositDecision }) =>
      decideDeposit(deposit.id, decision),
    onSettled: () => qc.invalidateQueries({ queryKey: [...depositKeys.all, 'list'] }),
  });
};

export const getDepositChannels = (code: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.depositChannels, { code }), { schema: ZChannelList, signal });
export const depositChannelsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: depositKeys.channels(code),
    queryFn: ({ signal }) => getDepositChannels(code, signal),
  });
export const useDepositChannels = (code: string) => useQuery(depositChannelsQueryOptions(code));

/** PUT the whole list: entries with an id update, new ones are created, left-out ones disabled. */
export const saveDepositChannels = (code: string, channels: TDepositChannelInput[]) =>
  apiRequest(fillPath(ADMIN_API.depositChannels, { code }), {
    method: 'PUT',
    body: channels,
    schema: ZChannelList,
  });

export const useSaveDepositChannels = (code: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (channels: TDepositChannelInput[]) => saveDepositChannels(code, channels),
    onSuccess: (saved) => qc.setQueryData(depositKeys.channels(code), saved),
  });
};
