import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { RowsTable } from '../../components/ui/rows-table.tsx';
import { useEnvelopeRains } from '../../features/engagement/api/feedback.ts';
import { EnvelopeScheduleDialog } from '../../features/engagement/components/envelope-schedule-dialog.tsx';
import { formatCurrency, formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** The currency's minor digits (THB 2, VND 0), as the amounts come in minor units. */
const decimalsOf = (currency: string): number => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
};

/** Red-envelope rains of the brand: what is left of each, its published seed hash (the seed once ended). */
export const EnvelopesPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canWrite = useCan('engagement.write');
  const { brand } = useListParams(['brand'] as const).filters;
  const { data, error, refetch, isPlaceholderData } = useEnvelopeRains(brand);
  const scheduling = useDialogTarget<boolean>();
  const currency = data?.currency ?? '';
  const decimals = decimalsOf(currency || 'USD');
  const money = (minor: string) => formatCurrency(Number(minor) / 10 ** decimals, currency, locale);

  return (
    <Stack gap={0} data-testid="envelopes-page">
      <PageHeader
        order={2}
        title={t('engagement.envelopes.title')}
        subtitle={t('engagement.envelopes.subtitle')}
        actions={
          canWrite && (
            <Button onClick={() => scheduling.open(true)} data-testid="envelope-new">
              {t('engagement.envelopes.new')}
            </Button>
          )
        }
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <RowsTable
          columns={[
            { key: 'window', label: t('engagement.envelopes.window') },
            { key: 'pool', label: t('engagement.envelopes.pool') },
            { key: 'left', label: t('engagement.envelopes.left') },
            { key: 'bounds', label: t('engagement.envelopes.bounds') },
            { key: 'seed', label: t('engagement.envelopes.seed') },
          ]}
          items={data?.items}
          empty={t('engagement.envelopes.empty')}
          emptyTestId="envelopes-empty"
          minWidth={820}
          loading={isPlaceholderData}
          testId="envelopes-table"
          row={(r) => (
            <Table.Tr key={r.id} data-testid={`envelope-row-${r.id}`}>
              <Table.Td className="ol-nowrap">
                <Text size="sm">{formatDateTime(r.startsAt, locale)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.endsAt, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                {money(r.poolMinor)} · {r.count}
              </Table.Td>
              <Table.Td>
                {money(r.remainingMinor)} · {r.remainingCount}
              </Table.Td>
              <Table.Td className="ol-nowrap">
                {money(r.minMinor)} – {money(r.maxMinor)}
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {r.serverSeedHash}
                </Text>
                {r.serverSeed && (
                  <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {t('engagement.envelopes.revealed')} {r.serverSeed}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
      {canWrite && (
        <EnvelopeScheduleDialog
          key={`schedule-${scheduling.target?.seq}`}
          brand={brand}
          decimals={decimals}
          opened={scheduling.opened}
          onClose={scheduling.close}
        />
      )}
    </Stack>
  );
};
