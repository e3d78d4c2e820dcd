import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { paths } from '../../config/paths.ts';
import { useAgentTreeLevel } from '../../features/agents/api/find-agent-tree-level.ts';
import { AgentTreeBreadcrumb } from '../../features/agents/components/agent-tree-breadcrumb.tsx';
import { AgentTreeTable } from '../../features/agents/components/agent-tree-table.tsx';
import { useListParams } from '../../lib/use-list-params.ts';
import { agentHref } from './agents-layout.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** The API pages the tree 100 accounts at a time at most. */
const MAX_PAGE_SIZE = 100;

/**
 * The agent tree: the brand's top agents, and any account's direct downlines (the level shown is
 * in the URL, so the browser's back button climbs back up), with a breadcrumb to every level above.
 */
export const AgentTreePage = () => {
  const { t } = useTranslation();
  const list = useListParams(['brand', 'parent'] as const);
  const brand = list.filters.brand;
  const parentId = Number(list.filters.parent) > 0 ? Number(list.filters.parent) : undefined;
  const query = { brand, parentId, page: list.page, pageSize: Math.min(list.pageSize, MAX_PAGE_SIZE) };
  const { data, error, refetch, isPlaceholderData } = useAgentTreeLevel(query);
  const levelHref = (id: number | null) =>
    agentHref(paths.agentTree, brand, id ? { parent: String(id) } : {});
  const contractsHref = (id: number) => agentHref(paths.agentContracts, brand, { agent: String(id) });

  return (
    <div data-testid="agent-tree-page">
      <PageHeader order={2} title={t('agents.tree.title')} subtitle={t('agents.tree.subtitle')} />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="sm">
          <AgentTreeBreadcrumb path={data?.path ?? []} levelHref={levelHref} />
          <AgentTreeTable
            items={data?.items}
            parent={data?.parent ?? null}
            stale={isPlaceholderData}
            levelHref={levelHref}
            contractsHref={contractsHref}
          />
        </Stack>
      )}
      <PageFooter data={data} list={list} />
    </div>
  );
};
