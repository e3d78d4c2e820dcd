import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterSelect, kindChoices } from './filter-select.tsx';

export type TSettlementFilters = { from: string; to: string; status: string; kind: string };

const STATUSES = ['PAID', 'SHORTFALL', 'NOTHING_DUE'] as const;

/** The settlement list's days (brand-local, both included), outcome and kind. */
export const SettlementFilters = ({
  filters,
  onChange,
  rangeError,
}: {
  filters: TSettlementFilters;
  onChange: (change: Partial<TSettlementFilters>) => void;
  /** Shown under the start when the days are out of order. */
  rangeError?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-start">
      <TextInput
        type="date"
        w={{ base: '100%', xs: 170 }}
        label={t('agents.settlements.filters.from')}
        value={filters.from}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
        error={rangeError}
        data-testid="settlement-from"
      />
      <TextInput
        type="date"
        w={{ base: '100%', xs: 170 }}
        label={t('agents.settlements.filters.to')}
        value={filters.to}
        onChange={(e) => onChange({ to: e.currentTarget.value })}
        data-testid="settlement-to"
      />
      <FilterSelect
        label={t('agents.settlements.filters.status')}
        placeholder={t('agents.settlements.filters.allStatuses')}
        data={STATUSES.map((s) => ({ value: s, label: t(`agents.settlements.statuses.${s}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        testId="settlement-status"
      />
      <FilterSelect
        label={t('agents.settlements.filters.kind')}
        placeholder={t('agents.settlements.filters.allKinds')}
        data={kindChoices(t)}
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
        testId="settlement-kind"
      />
    </Group>
  );
};
