import { ADMIN_API, pageOf, ZAdminWithdrawal, ZOk, type TAdminWithdrawal } from '@openlobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest, buildHeaders, errorFromResponse, fillPath, safeFetch } from '../../../lib/api-client.ts';
import { refetchIntervalFor } from '../lib/queue.ts';
import type { TWithdrawalQuery } from '../lib/withdrawals.ts';

export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  list: (q: TWithdrawalQuery) => [...withdrawalKeys.all, 'list', q] as const,
  proof: (id: number, proofId: number) => [...withdrawalKeys.all, 'proof', id, proofId] as const,
};

const ZWithdrawalPage = pageOf(ZAdminWithdrawal);

export const findWithdrawals = (q: TWithdrawalQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.withdrawals, { schema: ZWithdrawalPage, query: q, signal });

/** The queue; while it shows PENDING it asks again every 15 s so new requests appear by themselves. */
export const useWithdrawals = (q: TWithdrawalQuery) =>
  useQuery({
    queryKey: withdrawalKeys.list(q),
    queryFn: ({ signal }) => findWithdrawals(q, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalFor(q),
  });

/**
 * An operator's step on a withdrawal: approve (PENDING), reject with a reason (PENDING or
 * APPROVED), pay out with the payout reference (APPROVED, or DISPUTED to pay again), refund with a
 * reason (DISPUTED).
 */
export type TWithdrawalAction =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'payout'; reference: string }
  | { kind: 'refund'; reason: string };

const actionRequest = (action: TWithdrawalAction): { path: string; body?: unknown } => {
  switch (action.kind) {
    case 'approve':
      return { path: ADMIN_API.withdrawalApprove };
    case 'reject':
      return { path: ADMIN_API.withdrawalReject, body: { reason: action.reason.trim() } };
    case 'payout':
      return { path: ADMIN_API.withdrawalPayout, body: { reference: action.reference.trim() } };
    case 'refund':
      return { path: ADMIN_API.withdrawalRefund, body: { reason: action.reason.trim() } };
  }
};

export const actOnWithdrawal = (id: number, action: TWithdrawalAction) => {
  const { path, body } = actionRequest(action);
  return apiRequest(fillPath(path, { id }), { method: 'POST', body, schema: ZOk });
};

/**
 * Takes a step on a withdrawal, then re-reads the queue, whatever the answer: after a success the
 * row changes status, and after OPERATION_NOT_ALLOWED it shows where the withdrawal is now.
 */
export const useWithdrawalAction = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawal, action }: { withdrawal: TAdminWithdrawal; action: TWithdrawalAction }) =>
      actOnWithdrawal(withdrawal.id, action),
    onSettled: () => qc.invalidateQueries({ queryKey: [...withdrawalKeys.all, 'list'] }),
  });
};

/**
 * One proof image of a disputed withdrawal, as a Blob: the call needs the Authorization header,
 * which an <img src> cannot send. A JSON envelope in reply (FORBIDDEN, NOT_FOUND…) throws ApiError.
 */
export const fetchWithdrawalProof = async (id: number, proofId: number, signal?: AbortSignal) => {
  const res = await safeFetch(fillPath(ADMIN_API.withdrawalProof, { id, proofId }), {
    method: 'GET',
    headers: buildHeaders('image/png, image/jpeg, application/json;q=0.5'),
    signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && type.startsWith('image/')) return res.blob();
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  const err = errorFromResponse(res, json);
  throw res.ok && err.errorCode === 'SYSTEM_ERROR'
    ? new ApiError('SYSTEM_ERROR', 'not an image', res.status)
    : err;
};

/** A proof image (cached for the session: a proof never changes once uploaded). */
export const useWithdrawalProof = (id: number, proofId: number) =>
  useQuery({
    queryKey: withdrawalKeys.proof(id, proofId),
    queryFn: ({ signal }) => fetchWithdrawalProof(id, proofId, signal),
    staleTime: Infinity,
  });
