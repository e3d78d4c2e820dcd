import {
  WITHDRAW_API,
  ZTransactionPage,
  ZWithdrawal,
  type TWithdrawal,
  type ZWithdrawalConfirm,
  type ZWithdrawalRequest,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiBlob, apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys, type THistoryQuery } from './query-keys.ts';

export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;
export type TWithdrawalAnswer = z.infer<typeof ZWithdrawalConfirm>['answer'];

/** The withdrawals list: the history pages' page shape with withdrawals as its items. */
export const ZWithdrawalPage = ZTransactionPage.extend({ items: z.array(ZWithdrawal) });
export type TWithdrawalPage = z.infer<typeof ZWithdrawalPage>;

/** Withdrawals per page of the member's list. */
export const WITHDRAWALS_PAGE_SIZE = 10;

/**
 * POST withdrawal (T): asks for a payout to one of the member's accounts; the amount is held at
 * once. The requestId makes a repeat of the same request a replay of the first answer.
 */
export const createWithdrawal = (body: TWithdrawalRequest): Promise<TWithdrawal> =>
  apiRequest<typeof ZWithdrawal>(WITHDRAW_API.withdrawals, { method: 'POST', body, loader: true });

/** GET withdrawals (T, ?from&to&page): the member's withdrawals, newest first. */
export const findWithdrawals = (q: THistoryQuery): Promise<TWithdrawalPage> =>
  apiRequest<typeof ZWithdrawalPage>(WITHDRAW_API.withdrawals, {
    query: { from: q.from, to: q.to, page: q.page, pageSize: WITHDRAWALS_PAGE_SIZE },
  });

export const withdrawalsQueryOptions = (token: string | null, q: THistoryQuery) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(token, q),
    queryFn: () => findWithdrawals(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (q: THistoryQuery) => useQuery(withdrawalsQueryOptions(useRequestToken(), q));

/** What the member answers after a payout; NOT_RECEIVED carries a remark and 1–3 proof images. */
export type TWithdrawalConfirmation = { answer: TWithdrawalAnswer; remark?: string; proofs?: File[] };

/** The multipart form of a confirmation: `answer`, `remark` and one `proofs` part per image. */
export const confirmationForm = ({ answer, remark, proofs = [] }: TWithdrawalConfirmation): FormData => {
  const form = new FormData();
  form.set('answer', answer);
  if (remark) form.set('remark', remark);
  for (const file of proofs) form.append('proofs', file, file.name);
  return form;
};

/**
 * POST confirm (T, multipart): received, not received (remark and proofs) or, after a dispute,
 * fully paid. A payout already counted as received answers OPERATION_NOT_ALLOWED.
 */
export const confirmWithdrawal = (id: number, confirmation: TWithdrawalConfirmation): Promise<TWithdrawal> =>
  apiRequest<typeof ZWithdrawal>(fillPath(WITHDRAW_API.confirm, { id }), {
    method: 'POST',
    body: confirmationForm(confirmation),
    loader: true,
  });

/** GET a proof image (T): fetched with the session header, as a Blob for an object URL. */
export const getWithdrawalProof = (
  withdrawalId: number,
  proofId: number,
  signal?: AbortSignal,
): Promise<Blob> => apiBlob(fillPath(WITHDRAW_API.proof, { id: withdrawalId, proofId }), signal);

export const useWithdrawalProof = (withdrawalId: number, proofId: number) => {
  const token = useRequestToken();
  return useQuery({
    queryKey: walletKeys.withdrawalProof(token, withdrawalId, proofId),
    queryFn: ({ signal }) => getWithdrawalProof(withdrawalId, proofId, signal),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
};
