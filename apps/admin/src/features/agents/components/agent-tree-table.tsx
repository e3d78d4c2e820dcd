import { Anchor, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentTreePage } from '../api/find-agent-tree-level.ts';
import { FrozenBadge, MemberStatusBadge } from './agent-badges.tsx';

type TNode = TAgentTreePage['items'][number];

type TProps = {
  /** The level's accounts; undefined while the first page loads. */
  items: readonly TNode[] | undefined;
  /** The account whose downlines these are (null: the brand's top agents). */
  parent: { account: string } | null;
  stale: boolean;
  levelHref: (parentId: number | null) => string;
  contractsHref: (agentId: number) => string;
};

/**
 * One level of the tree: each account's type, status, team size (every depth), direct members and
 * contracts in force. An account with downlines opens its own level; an agent links to its contracts.
 */
export const AgentTreeTable = ({ items, parent, stale, levelHref, contractsHref }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'account', label: t('agents.tree.account') },
        { key: 'type', label: t('agents.tree.type') },
        { key: 'status', label: t('agents.tree.status') },
        { key: 'teamSize', label: t('agents.tree.teamSize'), align: 'right' },
        { key: 'directMembers', label: t('agents.tree.directMembers'), align: 'right' },
        { key: 'contracts', label: t('agents.tree.contracts'), align: 'right' },
        { key: 'registeredAt', label: t('agents.tree.registeredAt') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      skeletonRows={4}
      empty={parent ? t('agents.tree.emptyLevel', { account: parent.account }) : t('agents.tree.emptyTop')}
      emptyTestId="agent-tree-empty"
      minWidth={860}
      loading={stale}
      testId="agent-tree-table"
      row={(n) => (
        <Table.Tr key={n.id} data-testid={`agent-node-${n.account}`}>
          <Table.Td>
            {n.directMembers > 0 ? (
              <Anchor
                component={Link}
                to={levelHref(n.id)}
                fw={600}
                size="sm"
                aria-label={t('agents.tree.downlinesOf', { account: n.account })}
                data-testid={`agent-drill-${n.account}`}
              >
                {n.account}
              </Anchor>
            ) : (
              <span>{n.account}</span>
            )}
          </Table.Td>
          <Table.Td>
            <Badge className="ol-badge-fit" variant="light" color={n.isAgent ? 'ops' : 'gray'}>
              {n.isAgent ? t('agents.tree.agent') : t('agents.tree.member')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <MemberStatusBadge status={n.status} />
              {n.frozen && <FrozenBadge />}
            </Group>
          </Table.Td>
          <Table.Td ta="right" className="ol-amount" data-testid="agent-team-size">
            {formatNumber(n.teamSize, locale)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount" data-testid="agent-direct-members">
            {formatNumber(n.directMembers, locale)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {formatNumber(n.contracts, locale)}
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(n.registeredAt, locale)}</Table.Td>
          <Table.Td>
            {n.isAgent && (
              <Anchor
                component={Link}
                to={contractsHref(n.id)}
                size="sm"
                className="ol-nowrap"
                aria-label={t('agents.tree.contractsOf', { account: n.account })}
              >
                {t('agents.tree.viewContracts')}
              </Anchor>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
