import { AGENT_API, type TContract, type TContractAction, type ZContract } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

/** What one action on one contract sends: the call of its kind and that call's body (spec §7). */
export type TContractCall =
  | { path: typeof AGENT_API.processDividend; body: { type: TContract['category']; status: TContractAction } }
  | { path: typeof AGENT_API.processDailyWage; body: { id: number; status: TContractAction } }
  | { path: typeof AGENT_API.processHourlyWage; body: { contractId: number; status: TContractAction } }
  | { path: typeof AGENT_API.processRealTimeSalary; body: { id: number; status: TContractAction } };

/** The call and body for an action code on a contract: a dividend is named by its category. */
export const contractCallOf = (contract: TContract, status: TContractAction): TContractCall => {
  switch (contract.kind) {
    case 'DIVIDEND':
      return { path: AGENT_API.processDividend, body: { type: contract.category, status } };
    case 'DAILY_WAGE':
      return { path: AGENT_API.processDailyWage, body: { id: contract.id, status } };
    case 'HOURLY_WAGE':
      return { path: AGENT_API.processHourlyWage, body: { contractId: contract.id, status } };
    case 'REAL_TIME_SALARY':
      return { path: AGENT_API.processRealTimeSalary, body: { id: contract.id, status } };
  }
};

/**
 * POST processDividend {type,status} / processDailyWage {id,status} / processHourlyWage
 * {contractId,status} (and the real-time salary's {id,status}): answered by the contract after it.
 */
export const processContract = (contract: TContract, status: TContractAction): Promise<TContract> => {
  const call = contractCallOf(contract, status);
  return apiRequest<typeof ZContract>(call.path, { method: 'POST', body: call.body, loader: true });
};

/** An action, then the consolidated data reloaded (spec §4), and the contract lists with it. */
export const useProcessContract = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  return useMutation({
    mutationFn: ({ contract, status }: { contract: TContract; status: TContractAction }) =>
      processContract(contract, status),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: agentKeys.consolidated(token) }),
        client.invalidateQueries({ queryKey: agentKeys.contractsRoot(token) }),
      ]),
  });
};
