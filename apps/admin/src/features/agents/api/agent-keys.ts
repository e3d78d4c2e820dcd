import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TAgentApplicationsQuery } from './find-agent-applications.ts';
import type { TAgentContractsQuery } from './find-agent-contracts.ts';
import type { TAgentFreezesQuery } from './find-agent-freezes.ts';
import type { TAgentSettlementsQuery } from './find-agent-settlements.ts';
import type { TAgentTreeQuery } from './find-agent-tree-level.ts';

/** Every query key of the agents feature, from one factory, so a change refreshes what it touched. */
export const agentKeys = {
  all: ['agents'] as const,
  treeAll: () => [...agentKeys.all, 'tree'] as const,
  tree: (q: TAgentTreeQuery) => [...agentKeys.treeAll(), q] as const,
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

/**
 * Re-reads a list after a change to one of its rows, and every level of the tree, whose counts of
 * contracts, frozen marks and agents follow what changed.
 */
export const refreshWithTree = (qc: QueryClient, list: QueryKey) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: list }),
    qc.invalidateQueries({ queryKey: agentKeys.treeAll() }),
  ]);
