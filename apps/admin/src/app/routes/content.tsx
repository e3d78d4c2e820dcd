import { Alert, Group, Select, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { brandQueryOptions, useBrands } from '../../features/brands/api/brands.ts';
import { AnnouncementsPanel } from '../../features/content/components/announcements-panel.tsx';
import { HelpTopicsPanel } from '../../features/content/components/help-topics-panel.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useListParams } from '../../lib/use-list-params.ts';

type TTab = 'announcements' | 'help';

/**
 * The site's texts per brand: announcements (banners, notices, popups, promotions, help notices)
 * and help-centre topics. The brand's languages (from its detail) decide the editors' tabs.
 */
export const ContentPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const canReadBrands = useCan('brands.read');
  const list = useListParams(['brand', 'tab'] as const);
  const brands = useBrands(canReadBrands);
  const brand = list.filters.brand || brands.data?.[0]?.code || null;
  const detail = useQuery({ ...brandQueryOptions(brand ?? ''), enabled: canReadBrands && !!brand });
  const languages = detail.data?.languages ?? [];
  const tab: TTab = list.filters.tab === 'help' ? 'help' : 'announcements';

  const brandPicker = canReadBrands ? (
    <Select
      w={{ base: '100%', xs: 240 }}
      aria-label={t('content.brand')}
      placeholder={t('content.brand')}
      data={(brands.data ?? []).map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
      value={brand}
      allowDeselect={false}
      onChange={(v) => v && list.setFilters({ brand: v })}
      data-testid="content-brand"
    />
  ) : (
    <TextInput
      w={{ base: '100%', xs: 180 }}
      aria-label={t('content.brand')}
      placeholder={t('content.brandCode')}
      defaultValue={list.filters.brand}
      onBlur={(e) => list.setFilters({ brand: e.currentTarget.value.trim() })}
      onKeyDown={(e) => e.key === 'Enter' && list.setFilters({ brand: e.currentTarget.value.trim() })}
      data-testid="content-brand"
    />
  );

  return (
    <>
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} actions={brandPicker} />
      {brands.error && !brands.data ? (
        <QueryError error={brands.error} onRetry={() => void brands.refetch()} />
      ) : !brand ? (
        brands.isPending && canReadBrands ? null : (
          <Alert color="gray" variant="light" data-testid="content-no-brand">
            {t('content.noBrand')}
          </Alert>
        )
      ) : (
        <Tabs
          value={tab}
          onChange={(v) => v && list.setFilters({ tab: v === 'help' ? 'help' : '' })}
          keepMounted={false}
        >
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="md">
            <Tabs.List>
              <Tabs.Tab value="announcements" data-testid="content-tab-announcements">
                {t('content.tabs.announcements')}
              </Tabs.Tab>
              <Tabs.Tab value="help" data-testid="content-tab-help">
                {t('content.tabs.help')}
              </Tabs.Tab>
            </Tabs.List>
            {languages.length > 0 && (
              <Text size="xs" c="dimmed" data-testid="content-languages">
                {t('content.languages', { languages: languages.join(' · ') })}
              </Text>
            )}
          </Group>
          {!canWrite && (
            <Alert color="gray" variant="light" p="xs" mb="md" data-testid="content-read-only">
              <Text size="sm">{t('content.readOnly')}</Text>
            </Alert>
          )}
          <Tabs.Panel value="announcements">
            <AnnouncementsPanel key={brand} brand={brand} brandLanguages={languages} canWrite={canWrite} />
          </Tabs.Panel>
          <Tabs.Panel value="help">
            <HelpTopicsPanel key={brand} brand={brand} brandLanguages={languages} canWrite={canWrite} />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
};
