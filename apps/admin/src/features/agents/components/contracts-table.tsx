import { Button, Stack, Table, Text } from '@mantine/core';
import type { TContract } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { ContractStatusBadge } from './agent-badges.tsx';
import { ContractTerms } from './contract-terms.tsx';

/** A contract an operator may still end: offered or in force. */
export const isEndable = (c: TContract) => c.status === 'P' || c.status === 'E' || c.status === 'V';

type TProps = {
  items: readonly TContract[] | undefined;
  stale: boolean;
  /** The brand's currency code (undefined until known). */
  currency: string | undefined;
  /** Given when the operator may end contracts (agents.write); otherwise no action is shown. */
  onEnd?: (contract: TContract) => void;
};

/** Contracts of every level: who holds it and who pays it, the kind, games, status, tiers and dates. */
export const ContractsTable = ({ items, stale, currency, onEnd }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const at = (iso: string | null) => formatDateTime(iso, locale);
  return (
    <RowsTable
      columns={[
        { key: 'id', label: t('agents.contracts.columns.id') },
        { key: 'agent', label: t('agents.contracts.columns.agent') },
        { key: 'upline', label: t('agents.contracts.columns.upline') },
        { key: 'kind', label: t('agents.contracts.columns.kind') },
        { key: 'status', label: t('agents.contracts.columns.status') },
        { key: 'terms', label: t('agents.contracts.columns.terms') },
        { key: 'dates', label: t('agents.contracts.columns.dates') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      skeletonRows={4}
      empty={t('agents.contracts.empty')}
      emptyTestId="contracts-empty"
      minWidth={1080}
      loading={stale}
      testId="contracts-table"
      row={(c) => (
        <Table.Tr
          key={c.id}
          data-testid={`contract-row-${c.id}`}
          data-agent={c.agent.account}
          data-kind={c.kind}
        >
          <Table.Td className="ol-amount">{c.id}</Table.Td>
          <Table.Td fw={600}>{c.agent.account}</Table.Td>
          <Table.Td>{c.upline?.account ?? t('agents.brandParty')}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" className="ol-nowrap">
                {t(`agents.kinds.${c.kind}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`agents.categories.${c.category}`)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <ContractStatusBadge status={c.status} />
          </Table.Td>
          <Table.Td miw={300}>
            <ContractTerms terms={c.terms} currency={currency} />
            {c.downlineHigherRate === 'Y' && (
              <Text size="xs" c="orange.9" mt={4}>
                {t('agents.contracts.higherRate')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="xs" className="ol-nowrap">
                {t('agents.contracts.offered', { at: at(c.offeredAt) })}
              </Text>
              {c.signedAt && (
                <Text size="xs" className="ol-nowrap">
                  {t('agents.contracts.signed', { at: at(c.signedAt) })}
                </Text>
              )}
              {c.endedAt && (
                <Text size="xs" className="ol-nowrap">
                  {t('agents.contracts.ended', { at: at(c.endedAt) })}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            {onEnd && isEndable(c) && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => onEnd(c)}
                aria-label={t('agents.contracts.end.actionOf', { id: c.id, account: c.agent.account })}
                data-testid={`contract-end-${c.id}`}
              >
                {t('agents.contracts.end.action')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
