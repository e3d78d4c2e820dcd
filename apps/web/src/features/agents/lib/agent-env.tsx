import { createContext, useCallback, useContext } from 'react';
import { useFormat } from '../../../lib/use-format.ts';

/** What the agent area needs from the session and the brand, given by app/ (features never meet). */
export type TAgentEnv = {
  /** The agent's account (the team's root in the breadcrumb). */
  account: string;
  /** The brand's currency decimals: the API's amounts are in its major unit. */
  decimals: number;
};

const AgentEnvContext = createContext<TAgentEnv>({ account: '', decimals: 2 });
export const AgentEnvProvider = AgentEnvContext.Provider;

export const useAgentEnv = (): TAgentEnv => useContext(AgentEnvContext);

/** Amounts in the brand's decimals, written in the UI language. */
export const useMoney = (): ((amount: number) => string) => {
  const { money } = useFormat();
  const { decimals } = useAgentEnv();
  return useCallback((amount: number) => money(amount, decimals), [money, decimals]);
};
