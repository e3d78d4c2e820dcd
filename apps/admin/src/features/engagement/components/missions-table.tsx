import { Table } from '@mantine/core';
import { isAmountGoal } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAdminLanguage, useLocale } from '../../../lib/i18n.ts';
import type { TAdminMission } from '../api/missions.ts';
import { titleIn } from '../lib/engagement.ts';
import { RowActionsCell } from './row-cells.tsx';
import { StateBadge } from './state-badge.tsx';

type TProps = {
  items: readonly TAdminMission[] | undefined;
  currency: string;
  /** Given when the operator may change missions (engagement.write). */
  onEdit?: (m: TAdminMission) => void;
  onClose?: (m: TAdminMission) => void;
};

/** A brand's missions: title, period, goal and target, reward and wagering, state, claims, and the actions an open one allows. */
export const MissionsTable = ({ items, currency, onEdit, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const language = useAdminLanguage();
  return (
    <RowsTable
      columns={[
        { key: 'title', label: t('missions.columns.title') },
        { key: 'period', label: t('missions.columns.period') },
        { key: 'goal', label: t('missions.columns.goal') },
        { key: 'reward', label: t('missions.columns.reward'), align: 'right' },
        { key: 'state', label: t('engagement.columns.state') },
        { key: 'claims', label: t('missions.columns.claims'), align: 'right' },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('missions.empty')}
      emptyTestId="missions-empty"
      minWidth={900}
      testId="missions-table"
      row={(m) => {
        const title = titleIn(m.title, language);
        const open = m.state === 'ACTIVE';
        return (
          <Table.Tr key={m.id} data-testid={`mission-row-${m.id}`}>
            <Table.Td fw={600}>{title}</Table.Td>
            <Table.Td>{t(`missions.periods.${m.period}`)}</Table.Td>
            <Table.Td>
              {t(`missions.goals.${m.goal}`)}:{' '}
              {isAmountGoal(m.goal)
                ? formatCurrency(m.target, currency, locale)
                : formatNumber(m.target, locale)}
            </Table.Td>
            <Table.Td ta="right" className="ol-nowrap">
              {formatCurrency(m.rewardAmount, currency, locale)} · ×{m.turnoverMultiplier}
            </Table.Td>
            <Table.Td>
              <StateBadge state={m.state} />
              {m.closedAt && <div className="ol-nowrap">{formatDateTime(m.closedAt, locale)}</div>}
            </Table.Td>
            <Table.Td ta="right">{formatNumber(m.claims, locale)}</Table.Td>
            <RowActionsCell
              actions={[
                open &&
                  !!onEdit && {
                    word: t('missions.edit'),
                    name: t('missions.editOf', { title }),
                    onClick: () => onEdit(m),
                    testId: `mission-edit-${m.id}`,
                  },
                open &&
                  !!onClose && {
                    word: t('missions.close'),
                    name: t('missions.closeOf', { title }),
                    onClick: () => onClose(m),
                    testId: `mission-close-${m.id}`,
                    color: 'red',
                  },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
