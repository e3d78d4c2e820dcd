import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useReferralSettings } from '../../features/engagement/api/referral.ts';
import { ReferralSettingsForm } from '../../features/engagement/components/referral-settings-form.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** The brand's referral programme (issue 17): on or off and its rewards, saved with a reason. */
export const ReferralPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const { brand } = useListParams(['brand'] as const).filters;
  const { data, error, refetch } = useReferralSettings(brand);

  return (
    <Stack gap={0} data-testid="referral-page">
      <PageHeader
        order={2}
        title={t('engagement.referral.title')}
        subtitle={t('engagement.referral.subtitle')}
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        // a fresh form for each brand's (or a saved) settings
        <ReferralSettingsForm
          key={`${brand}-${JSON.stringify(data)}`}
          brand={brand}
          settings={data}
          canWrite={canWrite}
        />
      ) : (
        <Skeleton h={240} maw={760} />
      )}
    </Stack>
  );
};
