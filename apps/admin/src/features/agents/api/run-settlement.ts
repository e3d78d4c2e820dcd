import { ADMIN_AGENTS_API, ZAdminSettlementRun } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

export type TSettlementRun = z.infer<typeof ZAdminSettlementRun>;

/**
 * A settlement run now, for every brand: it settles every ended period not yet settled, so a second
 * run straight after settles nothing (each contract and period is paid once).
 */
export const runSettlement = () =>
  apiRequest(ADMIN_AGENTS_API.settlementRun, { method: 'POST', schema: ZAdminSettlementRun });

/** Runs it, then re-reads settlements, the preview, freezes (a dividend short of funds freezes) and contracts. */
export const useRunSettlement = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runSettlement,
    onSettled: () =>
      Promise.all(
        [agentKeys.settlementsAll(), [...agentKeys.all, 'preview'], agentKeys.freezesAll()].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
