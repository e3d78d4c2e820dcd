import { Group, Select, TextInput } from '@mantine/core';
import { CONTRACT_KINDS } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

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
      <Select
        w={{ base: '100%', xs: 180 }}
        label={t('agents.settlements.filters.status')}
        placeholder={t('agents.settlements.filters.allStatuses')}
        data={STATUSES.map((s) => ({ value: s, label: t(`agents.settlements.statuses.${s}`) }))}
        value={filters.status || null}
        onChange={(v) => onChange({ status: v ?? '' })}
        clearable
        data-testid="settlement-status"
      />
      <Select
        w={{ base: '100%', xs: 190 }}
        label={t('agents.settlements.filters.kind')}
        placeholder={t('agents.settlements.filters.allKinds')}
        data={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) }))}
        value={filters.kind || null}
        onChange={(v) => onChange({ kind: v ?? '' })}
        clearable
        data-testid="settlement-kind"
      />
    </Group>
  );
};
