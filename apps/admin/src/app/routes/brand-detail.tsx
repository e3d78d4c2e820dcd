import { Alert, Anchor, Badge, Box, Breadcrumbs, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { paths } from '../../config/paths.ts';
import { useBrand } from '../../features/brands/api/brands.ts';
import { BrandForm } from '../../features/brands/components/brand-form.tsx';
import { BrandSetup } from '../../features/brands/components/brand-setup.tsx';
import { EncryptionKeysSection } from '../../features/brands/components/encryption-keys-section.tsx';
import { DepositChannelsSection } from '../../features/payments/components/deposit-channels-section.tsx';
import { PaymentSettingsSection } from '../../features/payments/components/payment-settings-section.tsx';
import { useCan } from '../../lib/permissions.ts';

/** A brand's settings (one PATCH, saved from the bar at the bottom) and its set-up lists (one PUT each). */
export const BrandDetailPage = () => {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const canWrite = useCan('brands.write');
  const canReadPayments = useCan('payments.read');
  const canConfigurePayments = useCan('payments.configure');
  const { data, error, refetch } = useBrand(code);
  return (
    // Room at the bottom for the brand form's fixed save bar.
    <Stack gap={0} pb={canWrite ? 96 : 'md'}>
      <Breadcrumbs mb="xs" className="ol-crumbs">
        <Anchor component={Link} to={paths.brands} size="sm">
          {t('nav.brands')}
        </Anchor>
        <Text size="sm">{code}</Text>
      </Breadcrumbs>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{data?.name ?? code}</span>
            {data && (
              <Badge color={data.maintenance ? 'orange' : 'green'} variant="light">
                {data.maintenance ? t('brands.maintenance') : t('brands.live')}
              </Badge>
            )}
          </Group>
        }
        subtitle={data ? `${data.code} · ${data.domains.join(', ')}` : undefined}
      />
      {!canWrite && data && (
        <Alert color="gray" variant="light" mb="md" data-testid="brand-readonly">
          {t('brand.readOnly')}
        </Alert>
      )}
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <BrandForm key={data.code} brand={data} readOnly={!canWrite} />
          <BrandSetup key={`setup-${data.code}`} brand={data} readOnly={!canWrite} />
          <Box mt="md">
            <EncryptionKeysSection key={`keys-${data.code}`} code={data.code} readOnly={!canWrite} />
          </Box>
          {canReadPayments && (
            <>
              <DepositChannelsSection
                key={`channels-${data.code}`}
                code={data.code}
                readOnly={!canConfigurePayments}
              />
              <PaymentSettingsSection
                key={`payment-settings-${data.code}`}
                code={data.code}
                readOnly={!canConfigurePayments}
              />
            </>
          )}
        </>
      ) : (
        <Stack>
          <Skeleton h={180} />
          <Skeleton h={180} />
        </Stack>
      )}
    </Stack>
  );
};
