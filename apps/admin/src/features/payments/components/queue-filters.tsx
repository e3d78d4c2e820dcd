import { Group, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STATUS_FILTER, queueStatusFilterOf, queueStatusParamOf, SEARCH_MAX } from '../lib/queue.ts';

/** A brand the filter offers. */
export type TBrandChoice = { code: string; name: string };

/**
 * Brand filter: a select of brands for operators who may read them (`brands` given), else a free
 * code field (finance holds payments.read but not brands.read; `brands` is null).
 */
export const BrandFilter = ({
  value,
  onChange,
  brands,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  brands: readonly TBrandChoice[] | null;
  testId: string;
}) => {
  const { t } = useTranslation();
  if (brands)
    return (
      <Select
        w={{ base: '100%', xs: 200 }}
        placeholder={t('payments.allBrands')}
        aria-label={t('payments.columns.brand')}
        data={brands.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        clearable
        data-testid={testId}
      />
    );
  return (
    <TextInput
      w={{ base: '100%', xs: 160 }}
      placeholder={t('payments.brandCode')}
      aria-label={t('payments.columns.brand')}
      defaultValue={value}
      onBlur={(e) => onChange(e.currentTarget.value.trim())}
      onKeyDown={(e) => e.key === 'Enter' && onChange(e.currentTarget.value.trim())}
      data-testid={testId}
    />
  );
};

/**
 * The status filter: a segmented control for a few statuses (deposits), a select for many
 * (withdrawals' nine). Values outside `choices` read as the default, PENDING.
 */
export const StatusFilter = <F extends string>({
  value,
  choices,
  labelOf,
  onChange,
  variant,
  testId,
}: {
  value: F;
  choices: readonly F[];
  labelOf: (status: F) => string;
  onChange: (value: F) => void;
  variant: 'segmented' | 'select';
  testId: string;
}) => {
  const { t } = useTranslation();
  const data = choices.map((s) => ({ value: s, label: labelOf(s) }));
  const change = (v: string | null) => onChange(queueStatusFilterOf(choices, v));
  return variant === 'segmented' ? (
    <SegmentedControl
      size="sm"
      maw="100%"
      value={value}
      onChange={change}
      data={data}
      aria-label={t('payments.statusFilter')}
      data-testid={testId}
    />
  ) : (
    <Select
      w={{ base: '100%', xs: 190 }}
      value={value}
      onChange={change}
      data={data}
      allowDeselect={false}
      aria-label={t('payments.statusFilter')}
      data-testid={testId}
    />
  );
};

const SearchIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
  </svg>
);

type TQueueFilterKey = 'q' | 'brand' | 'status';

type TProps<F extends string> = {
  /** Test ids: `<prefix>-search`, `<prefix>-brand`, `<prefix>-status-filter`, `<prefix>-auto-refresh`. */
  prefix: string;
  /** The list's URL parameters (useListParams with q, brand and status). */
  list: {
    filters: Record<TQueueFilterKey, string>;
    setFilters: (f: Partial<Record<TQueueFilterKey, string>>) => void;
  };
  status: F;
  statusChoices: readonly F[];
  statusLabel: (status: F) => string;
  statusVariant: 'segmented' | 'select';
  /** The brands to choose from, or null for a free code field. */
  brands: readonly TBrandChoice[] | null;
  searchLabel: string;
  searchPlaceholder: string;
};

/**
 * A payment queue's filters: search (account or reference, sent 400 ms after typing or on Enter),
 * brand and status, all kept in the URL; under them the note that the PENDING view refreshes itself.
 */
export const QueueFilters = <F extends string>({
  prefix,
  list,
  status,
  statusChoices,
  statusLabel,
  statusVariant,
  brands,
  searchLabel,
  searchPlaceholder,
}: TProps<F>) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState(list.filters.q);
  const pushSearch = useDebouncedCallback((q: string) => list.setFilters({ q: q.trim() }), 400);
  return (
    <>
      <Group gap="sm" mb="md" wrap="wrap" align="center">
        <TextInput
          className="ol-grow"
          miw={220}
          maxLength={SEARCH_MAX}
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pushSearch(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              pushSearch.cancel?.();
              list.setFilters({ q: search.trim() });
            }
          }}
          leftSection={<SearchIcon />}
          data-testid={`${prefix}-search`}
        />
        <BrandFilter
          value={list.filters.brand}
          onChange={(brand) => list.setFilters({ brand })}
          brands={brands}
          testId={`${prefix}-brand`}
        />
        <StatusFilter
          value={status}
          choices={statusChoices}
          labelOf={statusLabel}
          onChange={(next) => list.setFilters({ status: queueStatusParamOf(next) })}
          variant={statusVariant}
          testId={`${prefix}-status-filter`}
        />
      </Group>
      {status === DEFAULT_STATUS_FILTER && (
        <Text size="xs" c="dimmed" mb="xs" data-testid={`${prefix}-auto-refresh`}>
          {t('payments.autoRefresh')}
        </Text>
      )}
    </>
  );
};
