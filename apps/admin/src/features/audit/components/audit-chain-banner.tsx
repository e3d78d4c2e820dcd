import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useAuditVerify } from '../api/audit.ts';

/** The hash chain's health from /audit/verify: green when every entry links, red at the first break. */
export const AuditChainBanner = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, refetch, isFetching } = useAuditVerify();
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton h={52} radius="md" />;
  return (
    <Alert
      color={data.intact ? 'green' : 'red'}
      variant={data.intact ? 'light' : 'filled'}
      radius="md"
      data-testid="audit-chain-status"
      data-intact={data.intact ? 'true' : 'false'}
      title={data.intact ? t('audit.chain.intactTitle') : t('audit.chain.brokenTitle')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {data.intact
            ? t('audit.chain.intact', { count: data.checked, n: formatNumber(data.checked, locale) })
            : t('audit.chain.broken', { id: data.brokenAt ?? '?', n: formatNumber(data.checked, locale) })}
        </Text>
        <Button
          size="xs"
          variant={data.intact ? 'default' : 'white'}
          loading={isFetching}
          onClick={() => void refetch()}
          data-testid="audit-reverify"
        >
          {t('audit.chain.verify')}
        </Button>
      </Group>
    </Alert>
  );
};
