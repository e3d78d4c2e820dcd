import { ADMIN_API, pageOf, ZBalanceAdjustment, type TBalanceAdjustment } from '@openlobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { refetchIntervalFor } from '../lib/queue.ts';

export type TAdjustmentStatus = TBalanceAdjustment['status'];
/** The queue's list query: one status (none: every status) and the page. */
export type TAdjustmentQuery = { status?: TAdjustmentStatus; page: number; pageSize: number };

export const adjustmentKeys = {
  all: ['balance-adjustments'] as const,
  list: (q: TAdjustmentQuery) => [...adjustmentKeys.all, 'list', q] as const,
};

const ZAdjustmentPage = pageOf(ZBalanceAdjustment);

export const findAdjustments = (q: TAdjustmentQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.balanceAdjustments, { schema: ZAdjustmentPage, query: q, signal });

/** The adjustments (members.adjustBalance); the PENDING view asks again every 15 s. */
export const useAdjustments = (q: TAdjustmentQuery) =>
  useQuery({
    queryKey: adjustmentKeys.list(q),
    queryFn: ({ signal }) => findAdjustments(q, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refetchIntervalFor(q),
  });

/** A checker's decision on a pending adjustment: approve (it is posted) or reject with a reason. */
export type TAdjustmentDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export const decideAdjustment = (id: number, decision: TAdjustmentDecision) =>
  decision.kind === 'approve'
    ? apiRequest(fillPath(ADMIN_API.balanceAdjustmentApprove, { id }), {
        method: 'POST',
        schema: ZBalanceAdjustment,
      })
    : apiRequest(fillPath(ADMIN_API.balanceAdjustmentReject, { id }), {
        method: 'POST',
        body: { reason: decision.reason.trim() },
        schema: ZBalanceAdjustment,
      });

/**
 * Approves or rejects an adjustment, then re-reads the queue whatever the answer (after
 * OPERATION_NOT_ALLOWED it shows what someone else decided) and calls `onDecided` (the page
 * re-reads the member, whose balance an approval changes).
 */
export const useDecideAdjustment = (onDecided?: (adjustment: TBalanceAdjustment) => Promise<unknown>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      adjustment,
      decision,
    }: {
      adjustment: TBalanceAdjustment;
      decision: TAdjustmentDecision;
    }) => decideAdjustment(adjustment.id, decision),
    onSettled: async (_r, _e, { adjustment }) => {
      await qc.invalidateQueries({ queryKey: [...adjustmentKeys.all, 'list'] });
      await onDecided?.(adjustment);
    },
  });
};
