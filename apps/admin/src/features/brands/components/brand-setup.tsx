import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TBrandDetail } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useBrandSetup } from '../api/brand-setup.ts';
import { CustomerServiceSection } from './customer-service-section.tsx';
import { DeviceLinksSection } from './device-links-section.tsx';
import { DomainsSection } from './domains-section.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { ResourcesSection } from './resources-section.tsx';

/**
 * The brand's set-up lists under the brand form: domains, customer service, device links,
 * resources and providers. Each list is its own card, saved whole with its own button.
 */
export const BrandSetup = ({ brand, readOnly }: { brand: TBrandDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { data, error, refetch } = useBrandSetup(brand.code);
  return (
    <Stack gap="md" mt="xl" data-testid="brand-setup">
      <Stack gap={2}>
        <Title order={2} size="h4">
          {t('brandSetup.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('brandSetup.description')}
        </Text>
      </Stack>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <DomainsSection code={brand.code} stored={data.domains} readOnly={readOnly} />
          <CustomerServiceSection
            code={brand.code}
            stored={data.customerService}
            languages={brand.languages}
            readOnly={readOnly}
          />
          <DeviceLinksSection code={brand.code} stored={data.deviceLinks} readOnly={readOnly} />
          <ResourcesSection code={brand.code} stored={data.resources} readOnly={readOnly} />
          <ProvidersSection code={brand.code} stored={data.providers} readOnly={readOnly} />
        </>
      ) : (
        <Stack gap="md">
          <Skeleton h={160} />
          <Skeleton h={200} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Stack>
  );
};
