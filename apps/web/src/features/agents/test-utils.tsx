import type { TAgentConsolidated, TContract } from '@openlobby/contracts';
import agentsEn from '@openlobby/i18n/locales/agents/en.json';
import en from '@openlobby/i18n/locales/en.json';
import type { ReactNode } from 'react';
import { DialogHost } from '../../components/ui/dialog-host.tsx';
import { addNamespacePack, addPack } from '../../lib/translator.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AgentEnvProvider } from './lib/agent-env.tsx';
import { AGENTS_NAMESPACE } from './lib/agent-pack.ts';

/** Test builders and a render helper for the agents feature (imported by tests only). */

export const buildContract = (over: Partial<TContract> = {}): TContract => ({
  id: 17,
  kind: 'DAILY_WAGE',
  category: 'ALL',
  status: 'P',
  upline: { id: 2, account: 'agent1' },
  agent: { id: 7, account: 'agent2a' },
  terms: {
    kind: 'DAILY_WAGE',
    tiers: [{ betVolume: 500, activeMember: 1, rateType: 'P', rate: 0.3 }],
  },
  downlineHigherRate: 'N',
  offeredAt: '2026-12-01T03:00:00Z',
  signedAt: null,
  endedAt: null,
  ...over,
});

/** The consolidated data's agent part holding `contracts`, each in its kind's list. */
export const buildConsolidated = (
  contracts: TContract[],
  agentStatus: Partial<TAgentConsolidated['agentStatus']> = {},
): TAgentConsolidated => {
  const pending = (c: TContract) => c.status === 'P' || c.status === 'E';
  const of = (kind: TContract['kind'], isPending: boolean) =>
    contracts.filter((c) => c.kind === kind && pending(c) === isPending);
  return {
    divtypereq: of('DIVIDEND', true),
    divtypeinfo: of('DIVIDEND', false),
    dailysalreqtype: of('DAILY_WAGE', true),
    dailysalinfo: of('DAILY_WAGE', false),
    contracthoursalreq: of('HOURLY_WAGE', true),
    contracthoursalinfo: of('HOURLY_WAGE', false),
    contractmrdailysalinfotype: contracts.filter((c) => c.kind === 'REAL_TIME_SALARY'),
    agentStatus: { dividend: null, salary: null, dailySalary: null, hourSalary: null, ...agentStatus },
  };
};

/** The English words, as the site reads them once the agent area is open. */
export const loadEnglish = () => {
  addPack('EN', en);
  addNamespacePack(AGENTS_NAMESPACE, 'EN', agentsEn);
};

/** Renders an agent part in English, with the dialogs showDialog() opens and the agent's env. */
export const renderAgentPart = (ui: ReactNode) => {
  loadEnglish();
  return renderWithProviders(
    <AgentEnvProvider value={{ account: 'agent2a', decimals: 2 }}>
      {ui}
      <DialogHost />
    </AgentEnvProvider>,
  );
};
