import type { TAgentApplicationsQuery } from './find-agent-applications.ts';
import type { TAgentContractsQuery } from './find-agent-contracts.ts';
import type { TAgentFreezesQuery } from './find-agent-freezes.ts';
import type { TAgentSettlementsQuery } from './find-agent-settlements.ts';
import type { TAgentTreeQuery } from './find-agent-tree-level.ts';

/** Every query key of the agents feature, from one factory, so a change refreshes what it touched. */
export const agentKeys = {
  all: ['agents'] as const,
  tree: (q: TAgentTreeQuery) => [...agentKeys.all, 'tree', q] as const,
  contractsAll: () => [...agentKeys.all, 'contracts'] as const,
  contracts: (q: TAgentContractsQuery) => [...agentKeys.contractsAll(), q] as const,
  settlementsAll: () => [...agentKeys.all, 'settlements'] as const,
  settlements: (q: TAgentSettlementsQuery) => [...agentKeys.settlementsAll(), q] as const,
  preview: (brand: string) => [...agentKeys.all, 'preview', brand] as const,
  freezesAll: () => [...agentKeys.all, 'freezes'] as const,
  freezes: (q: TAgentFreezesQuery) => [...agentKeys.freezesAll(), q] as const,
  applicationsAll: () => [...agentKeys.all, 'applications'] as const,
  applications: (q: TAgentApplicationsQuery) => [...agentKeys.applicationsAll(), q] as const,
};
