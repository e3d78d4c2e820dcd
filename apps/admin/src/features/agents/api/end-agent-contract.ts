import { ADMIN_AGENTS_API, ZContract } from '@openlobby/contracts';
import { fillPath } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';
import { postWithReason, useReasonAction } from './reason-action.ts';

/** Ends a contract (and its team's of that kind and category below it); the reason is audited. */
export const endAgentContract = (brand: string, id: number, reason: string) =>
  postWithReason(fillPath(ADMIN_AGENTS_API.contractEnd, { id }), brand, reason, ZContract);

/** Ends the contract, then re-reads every contract list and the tree (its counts of contracts). */
export const useEndAgentContract = (brand: string) =>
  useReasonAction(({ id, reason }) => endAgentContract(brand, id, reason), agentKeys.contractsAll());
