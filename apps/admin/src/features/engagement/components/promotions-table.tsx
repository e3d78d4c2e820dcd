import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminPromotion } from '../api/promotions.ts';
import { titleIn } from '../lib/engagement.ts';
import { RowActionsCell } from './row-cells.tsx';
import { StateBadge } from './state-badge.tsx';

type TProps = {
  items: readonly TAdminPromotion[] | undefined;
  stale: boolean;
  /** Given when the operator may change promotions (engagement.write). */
  onEdit?: (p: TAdminPromotion) => void;
  onState?: (p: TAdminPromotion, state: 'ACTIVE' | 'CLOSED') => void;
};

/** A brand's promotions: title, kind, category, window, state, who takes part, and the actions a state allows. */
export const PromotionsTable = ({ items, stale, onEdit, onState }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  return (
    <RowsTable
      columns={[
        { key: 'title', label: t('engagement.promotions.columns.title') },
        { key: 'kind', label: t('engagement.promotions.columns.kind') },
        { key: 'category', label: t('engagement.promotions.columns.category') },
        { key: 'window', label: t('engagement.promotions.columns.window') },
        { key: 'state', label: t('engagement.promotions.columns.state') },
        { key: 'participants', label: t('engagement.promotions.columns.participants'), align: 'right' },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('engagement.promotions.empty')}
      emptyTestId="promotions-empty"
      minWidth={920}
      loading={stale}
      testId="promotions-table"
      row={(p) => {
        const title = titleIn(p.title, language);
        return (
          <Table.Tr key={p.id} data-testid={`promotion-row-${p.id}`}>
            <Table.Td fw={600}>{title}</Table.Td>
            <Table.Td>{t(`engagement.kinds.${p.kind}`)}</Table.Td>
            <Table.Td>{t(`engagement.categories.${p.category}`)}</Table.Td>
            <Table.Td className="ol-nowrap">
              <Text size="sm">{formatDateTime(p.startsAt, locale)}</Text>
              <Text size="xs" c="dimmed">
                {p.endsAt ? formatDateTime(p.endsAt, locale) : t('engagement.promotions.noEnd')}
              </Text>
            </Table.Td>
            <Table.Td>
              <StateBadge state={p.state} />
            </Table.Td>
            <Table.Td ta="right">
              {p.participants} / {p.bonuses}
            </Table.Td>
            <RowActionsCell
              actions={[
                !!onEdit &&
                  p.state !== 'CLOSED' && {
                    word: t('engagement.promotions.edit'),
                    name: t('engagement.promotions.editOf', { title }),
                    onClick: () => onEdit(p),
                    testId: `promotion-edit-${p.id}`,
                  },
                !!onState &&
                  p.state === 'DRAFT' && {
                    word: t('engagement.promotions.open'),
                    name: t('engagement.promotions.openOf', { title }),
                    onClick: () => onState(p, 'ACTIVE'),
                    testId: `promotion-open-${p.id}`,
                    color: 'green',
                  },
                !!onState &&
                  p.state !== 'CLOSED' && {
                    word: t('engagement.promotions.close'),
                    name: t('engagement.promotions.closeOf', { title }),
                    onClick: () => onState(p, 'CLOSED'),
                    testId: `promotion-close-${p.id}`,
                    color: 'red',
                    variant: 'subtle',
                  },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
