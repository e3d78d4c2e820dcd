import { Text } from '@mantine/core';
import type { TBalanceAdjustment } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { SummaryCard, SummaryItem } from './summary-card.tsx';
import { formatAmount } from '../lib/queue.ts';
import { DirectionBadge } from './direction-badge.tsx';

/** What a checker decides on, at the top of the approve and reject dialogs: amount and member first. */
export const AdjustmentSummary = ({ adjustment: a }: { adjustment: TBalanceAdjustment }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SummaryCard
      amount={formatAmount(a.amount, a.currency, locale)}
      brand={a.brand}
      testId="adjustment-summary"
    >
      <SummaryItem label={t('adjustments.columns.member')} testId="adjustment-summary-member">
        <Text span fw={600} size="sm">
          {a.memberAccount}
        </Text>
      </SummaryItem>
      <SummaryItem label={t('adjustments.columns.direction')}>
        <DirectionBadge direction={a.direction} />
      </SummaryItem>
      <SummaryItem label={t('adjustments.columns.maker')}>{a.requestedBy}</SummaryItem>
      <SummaryItem label={t('adjustments.columns.createdAt')}>
        {formatDateTime(a.createdAt, locale)}
      </SummaryItem>
      {/* Not "Reason": a reject dialog asks the checker for their own reason below. */}
      <SummaryItem label={t('adjustments.makerReason')}>
        <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.reason}
        </Text>
      </SummaryItem>
    </SummaryCard>
  );
};
