import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useBrands } from '../../features/brands/api/brands.ts';
import { SeamlessVendorsPanel } from '../../features/vendors/components/seamless-vendors-panel.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/**
 * External seamless vendors' wallet keys and win bounds of one brand (brands.read; changes need
 * brands.write): keys are per brand and vendor, so the page works on the brand picked here (in the
 * URL), the first brand until one is picked.
 */
export const VendorsPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('brands.write');
  const list = useListParams(['brand'] as const);
  const brands = useBrands();
  const brand = list.filters.brand || brands.data?.[0]?.code || '';

  const brandPicker = (
    <Select
      w={{ base: '100%', xs: 240 }}
      label={t('vendors.brand')}
      data={(brands.data ?? []).map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
      value={brand || null}
      allowDeselect={false}
      onChange={(v) => v && list.setFilters({ brand: v })}
      data-testid="vendors-brand"
    />
  );

  return (
    <>
      <PageHeader title={t('vendors.title')} subtitle={t('vendors.subtitle')} actions={brandPicker} />
      {brands.error && !brands.data ? (
        <QueryError error={brands.error} onRetry={() => void brands.refetch()} />
      ) : (
        brand && <SeamlessVendorsPanel key={brand} brand={brand} readOnly={!canWrite} />
      )}
    </>
  );
};
