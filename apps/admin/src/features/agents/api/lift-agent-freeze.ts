import { ADMIN_AGENTS_API, ZOk } from '@openlobby/contracts';
import { fillPath } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';
import { postWithReason, useReasonAction } from './reason-action.ts';

/** Lifts a freeze with the operator's reason (audited); the debt stays on its settlement. */
export const liftAgentFreeze = (brand: string, id: number, reason: string) =>
  postWithReason(fillPath(ADMIN_AGENTS_API.freezeLift, { id }), brand, reason, ZOk);

/** Lifts it, then re-reads the freezes and the tree (its frozen marks). */
export const useLiftAgentFreeze = (brand: string) =>
  useReasonAction(({ id, reason }) => liftAgentFreeze(brand, id, reason), agentKeys.freezesAll());
