import {
  ADMIN_API,
  pageOf,
  ZMember360,
  ZMemberAdjustResult,
  ZMemberRow,
  type TMember360,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { errorCodeOf } from '../../../lib/error-message.ts';
import type { TMemberAdjustRequest } from '../lib/wallet.ts';

export type TMemberFilters = { brand?: string; q?: string; page: number; pageSize: number };

export const memberKeys = {
  all: ['members'] as const,
  list: (f: TMemberFilters) => [...memberKeys.all, 'list', f] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};

const ZMemberPage = pageOf(ZMemberRow);

export const findMembers = (f: TMemberFilters, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.members, { schema: ZMemberPage, query: f, signal });
export const useMembers = (f: TMemberFilters) =>
  useQuery({
    queryKey: memberKeys.list(f),
    queryFn: ({ signal }) => findMembers(f, signal),
    placeholderData: keepPreviousData,
  });

export const getMember = (id: number, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.member, { id }), { schema: ZMember360, signal });
/**
 * A member's 360° view is read again each time it opens: its balance may have moved since (another
 * operator approved an adjustment, the member played), and an operator acts on what it shows.
 */
export const memberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => getMember(id, signal),
    staleTime: 0,
  });
export const useMember = (id: number | null) =>
  useQuery({ ...memberQueryOptions(id ?? 0), enabled: id !== null && id > 0 });

/** The member actions of the 360° view; each carries the operator's reason (audited). */
export type TMemberAction =
  | { kind: 'lock'; reason: string }
  | { kind: 'unlock'; reason: string }
  | { kind: 'resetPassword'; reason: string }
  | { kind: 'type'; reason: string; type: 0 | 1 | 2 | 41 | 42 }
  | { kind: 'labels'; reason: string; vipLevel: number };

const ok = z.unknown();

export const runMemberAction = (id: number, action: TMemberAction): Promise<unknown> => {
  switch (action.kind) {
    case 'lock':
      return apiRequest(fillPath(ADMIN_API.memberLock, { id }), {
        method: 'POST',
        body: { reason: action.reason },
        schema: ok,
      });
    case 'unlock':
      return apiRequest(fillPath(ADMIN_API.memberUnlock, { id }), {
        method: 'POST',
        body: { reason: action.reason },
        schema: ok,
      });
    case 'resetPassword':
      return apiRequest(fillPath(ADMIN_API.memberResetPassword, { id }), {
        method: 'POST',
        body: { reason: action.reason },
        schema: ok,
      });
    case 'type':
      return apiRequest(fillPath(ADMIN_API.memberType, { id }), {
        method: 'PUT',
        body: { type: action.type, reason: action.reason },
        schema: ok,
      });
    case 'labels':
      return apiRequest(fillPath(ADMIN_API.memberLabels, { id }), {
        method: 'PUT',
        body: { vipLevel: action.vipLevel, reason: action.reason },
        schema: ok,
      });
  }
};

/** Runs an action, then refreshes the 360° view and the list (status, type and VIP show in both). */
export const useMemberAction = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: TMemberAction) => runMemberAction(id, action),
    onSuccess: async (value) => {
      const parsed = ZMember360.safeParse(value);
      if (parsed.success) qc.setQueryData<TMember360>(memberKeys.detail(id), parsed.data);
      await qc.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
};

/** A manual balance adjustment; the request's idempotency key makes a repeat apply once. */
export const adjustMemberBalance = (id: number, request: TMemberAdjustRequest) =>
  apiRequest(fillPath(ADMIN_API.memberAdjustBalance, { id }), {
    method: 'POST',
    body: request,
    schema: ZMemberAdjustResult,
  });

/**
 * Adjusts the balance, then reloads the 360° view (new balance and entry). The same body and key
 * go out again on a lost connection: the server applies the key once and replays the answer.
 */
export const useAdjustBalance = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (request: TMemberAdjustRequest) => adjustMemberBalance(id, request),
    retry: (count, error) => count < 2 && errorCodeOf(error) === 'NETWORK_ERROR',
    retryDelay: (failures) => 400 * failures,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: memberKeys.detail(id) });
    },
  });
};
