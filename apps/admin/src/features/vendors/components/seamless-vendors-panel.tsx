import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useSeamlessVendors } from '../api/seamless-vendors.ts';
import { NewKeyDialog } from './new-key-dialog.tsx';
import { SeamlessVendorCard } from './seamless-vendor-card.tsx';

/**
 * A brand's external seamless vendors (those that call the wallet over HTTP) with the brand's keys
 * and win bounds (each brand has its own). Without brands.write it is read-only. The house vendor
 * is not listed: it has no key.
 */
export const SeamlessVendorsPanel = ({ brand, readOnly }: { brand: string; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { data, error, refetch, isPending } = useSeamlessVendors(brand);
  const [rotated, setRotated] = useState<Parameters<typeof NewKeyDialog>[0]['rotated']>(null);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap="md" data-testid="seamless-vendors" data-readonly={readOnly}>
      <Text size="sm" c="dimmed" data-testid="seamless-vendors-brand-note">
        {t('vendors.perBrand', { brand })}
      </Text>
      {readOnly && (
        <Alert color="gray" variant="light" data-testid="seamless-vendors-readonly">
          {t('vendors.readOnly')}
        </Alert>
      )}
      {isPending && <Skeleton height={180} radius="md" />}
      {data?.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="seamless-vendors-empty">
          {t('vendors.empty')}
        </Text>
      )}
      {data?.map((v) => (
        <SeamlessVendorCard
          key={v.code}
          brand={brand}
          vendor={v}
          readOnly={readOnly}
          onRotated={setRotated}
        />
      ))}
      <NewKeyDialog rotated={rotated} onClose={() => setRotated(null)} />
    </Stack>
  );
};
