import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUS_FILTERS, statusFilterOf, type TDepositStatusFilter } from '../lib/deposits.ts';

/** Pending (the default: the work to do), approved, rejected, expired, or every status. */
export const DepositStatusFilter = ({
  value,
  onChange,
}: {
  value: TDepositStatusFilter;
  onChange: (value: TDepositStatusFilter) => void;
}) => {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="sm"
      maw="100%"
      value={value}
      onChange={(v) => onChange(statusFilterOf(v))}
      data={DEPOSIT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`payments.statuses.${s}`) }))}
      aria-label={t('payments.statusFilter')}
      data-testid="deposit-status-filter"
    />
  );
};
