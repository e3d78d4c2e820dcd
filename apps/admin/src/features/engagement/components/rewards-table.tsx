import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminReward } from '../api/points.ts';
import { titleIn } from '../lib/engagement.ts';
import { RowActionsCell } from './row-cells.tsx';

/** The rewards catalogue, retired ones too: name, picture, points price, stock. */
export const RewardsTable = ({
  items,
  stale,
  onEdit,
}: {
  items: readonly TAdminReward[] | undefined;
  stale: boolean;
  /** Given when the operator may change rewards (engagement.write). */
  onEdit?: (r: TAdminReward) => void;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  return (
    <RowsTable
      columns={[
        { key: 'name', label: t('engagement.rewards.columns.name') },
        { key: 'image', label: t('engagement.rewards.columns.image') },
        { key: 'cost', label: t('engagement.rewards.columns.cost'), align: 'right' },
        { key: 'stock', label: t('engagement.rewards.columns.stock'), align: 'right' },
        { key: 'state', label: t('engagement.columns.state') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.rewards.empty')}
      emptyTestId="rewards-empty"
      minWidth={720}
      loading={stale}
      testId="rewards-table"
      row={(r) => {
        const name = titleIn(r.name, language);
        return (
          <Table.Tr key={r.id} data-testid={`reward-row-${r.id}`}>
            <Table.Td fw={600}>{name}</Table.Td>
            <Table.Td>
              {r.imageUrl && !r.imageUrl.startsWith('/assets/') ? (
                <Anchor href={r.imageUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('engagement.rewards.ownImage')}
                </Anchor>
              ) : (
                t('engagement.rewards.generatedImage')
              )}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount">
              {formatNumber(r.costPoints, locale)}
            </Table.Td>
            <Table.Td ta="right" c={r.stock === 0 ? 'red.8' : undefined}>
              {formatNumber(r.stock, locale)}
            </Table.Td>
            <Table.Td>
              <Badge className="ol-badge-fit" variant="light" color={r.active ? 'green' : 'gray'}>
                {t(r.active ? 'engagement.rewards.active' : 'engagement.rewards.retired')}
              </Badge>
            </Table.Td>
            <RowActionsCell
              actions={[
                !!onEdit && {
                  word: t('engagement.rewards.edit'),
                  name: t('engagement.rewards.editOf', { name }),
                  onClick: () => onEdit(r),
                  testId: `reward-edit-${r.id}`,
                },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
