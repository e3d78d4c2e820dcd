import { Button, Text } from '@mantine/core';
import { CONTRACT_KINDS, CONTRACT_STATUSES, type TContract } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useAgentContracts } from '../../features/agents/api/find-agent-contracts.ts';
import { useAgentCurrency } from '../../features/agents/api/find-agent-tree-level.ts';
import { ContractEndDialog } from '../../features/agents/components/contract-end-dialog.tsx';
import { ContractFilters } from '../../features/agents/components/contract-filters.tsx';
import { ContractOfferDialog } from '../../features/agents/components/contract-offer-dialog.tsx';
import { ContractsTable } from '../../features/agents/components/contracts-table.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** The most contracts the API answers with at once; more are there when the list is this long. */
const SERVER_LIMIT = 500;

const oneOf = <T extends string>(choices: readonly T[], v: string): T | undefined =>
  (choices as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * Contracts of every level in the brand, by kind, status and agent (or the brand's own with its
 * top agents); operators who may write offer a top agent a contract and end contracts with a reason.
 */
export const AgentContractsPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canWrite = useCan('agents.write');
  const list = useListParams(['brand', 'kind', 'status', 'agent', 'top'] as const);
  const { brand, kind, status, agent, top } = list.filters;
  const agentId = Number(agent) > 0 ? Number(agent) : undefined;
  const query = {
    brand,
    kind: oneOf(CONTRACT_KINDS, kind),
    status: oneOf(CONTRACT_STATUSES, status),
    agentId,
    topOnly: top === 'true' ? ('true' as const) : undefined,
  };
  const { data, error, refetch, isPlaceholderData } = useAgentContracts(query);
  // Every contract of the brand, once: the agents the filter offers (the same call when unfiltered).
  const all = useAgentContracts({ brand });
  const currency = useAgentCurrency(brand);
  const agents = [
    ...new Map((all.data?.items ?? []).map((c) => [c.agent.id, c.agent] as const)).values(),
  ].sort((a, b) => a.account.localeCompare(b.account));
  const ending = useDialogTarget<TContract>();
  const [offering, setOffering] = useState(0);
  const topAgentId = data?.items.find((c) => c.agent.id === agentId && c.upline === null)?.agent.id ?? null;

  return (
    <div data-testid="agent-contracts-page">
      <PageHeader
        order={2}
        title={t('agents.contracts.title')}
        subtitle={t('agents.contracts.subtitle')}
        actions={
          canWrite && (
            <Button onClick={() => setOffering((n) => n + 1)} data-testid="contract-offer">
              {t('agents.offer.action')}
            </Button>
          )
        }
      />
      <ContractFilters filters={{ kind, status, agent, top }} onChange={list.setFilters} agents={agents} />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <ContractsTable
            items={data?.items}
            stale={isPlaceholderData}
            currency={currency}
            onEnd={canWrite ? ending.open : undefined}
          />
          {data && data.items.length > 0 && (
            <Text size="sm" c="dimmed" mt="sm" data-testid="contracts-count">
              {data.items.length >= SERVER_LIMIT
                ? t('agents.contracts.capped', { n: formatNumber(SERVER_LIMIT, locale) })
                : t('agents.contracts.count', { n: formatNumber(data.items.length, locale) })}
            </Text>
          )}
        </>
      )}
      {canWrite && offering > 0 && (
        <ContractOfferDialog
          key={offering}
          brand={brand}
          opened
          initialAgentId={topAgentId}
          onClose={() => setOffering(0)}
        />
      )}
      {canWrite && (
        <ContractEndDialog
          key={ending.target?.seq}
          brand={brand}
          contract={ending.target?.value ?? null}
          opened={ending.opened}
          onClose={ending.close}
        />
      )}
    </div>
  );
};
