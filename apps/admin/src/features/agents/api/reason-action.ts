import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWithTree } from './agent-keys.ts';

/** An operator's action on one of the brand's records (ending a contract, lifting a freeze). */
export type TReasonAction = { id: number; reason: string };

/** POSTs such an action with its reason, trimmed, which the server audits with it. */
export const postWithReason = <T extends z.ZodType>(path: string, brand: string, reason: string, schema: T) =>
  apiRequest(path, { method: 'POST', query: { brand }, body: { reason: reason.trim() }, schema });

/** The action as a mutation; whatever the answer, `list` and the tree are read again. */
export const useReasonAction = <R>(call: (action: TReasonAction) => Promise<R>, list: QueryKey) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshWithTree(qc, list) });
};
