import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { notifyFailure } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useSettlementPreview } from '../api/get-settlement-preview.ts';
import { useRunSettlement, type TSettlementRun } from '../api/run-settlement.ts';
import { formatAmount } from '../lib/money.ts';
import { SettlementFigures, SettlementPeriod } from './settlement-figures.tsx';

const COLUMNS = 6;

/** What a run said it did: how many periods it settled, paid and found short. */
export const SettlementRunResult = ({ result, run }: { result: TSettlementRun; run: number }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  return (
    <Alert
      color={result.shortfalls > 0 ? 'orange' : 'green'}
      variant="light"
      title={t('agents.run.resultTitle')}
      role="status"
      data-testid="settlement-run-result"
      data-run={run}
      data-settled={result.settled}
      data-paid={result.paid}
      data-shortfalls={result.shortfalls}
    >
      <Text size="sm">
        {result.settled === 0
          ? t('agents.run.nothing')
          : t('agents.run.result', {
              settled: n(result.settled),
              paid: n(result.paid),
              shortfalls: n(result.shortfalls),
            })}
      </Text>
    </Alert>
  );
};

/**
 * The next run: a preview of what it would pay in the brand (asked for on request, written
 * nowhere) and, for operators who may settle, "Run now" (every brand; a period is never paid twice)
 * with what the run did.
 */
export const SettlementNextRun = ({ brand, canSettle }: { brand: string; canSettle: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [asked, setAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Each run's answer, counted, so a second run's result is told apart from the first's.
  const [result, setResult] = useState<{ tally: TSettlementRun; run: number } | null>(null);
  const preview = useSettlementPreview(brand, asked);
  const run = useRunSettlement();
  const items = preview.data?.items;
  const total = items?.reduce((sum, i) => sum + i.amount, 0) ?? 0;

  return (
    <Card mb="lg" data-testid="settlement-next-run">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('agents.preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('agents.preview.description')}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              loading={preview.isFetching}
              onClick={() => (asked ? void preview.refetch() : setAsked(true))}
              data-testid="settlement-preview"
            >
              {asked ? t('agents.preview.refresh') : t('agents.preview.action')}
            </Button>
            {canSettle && (
              <Button onClick={() => setConfirming(true)} data-testid="settlement-run">
                {t('agents.run.action')}
              </Button>
            )}
          </Group>
        </Group>
        {result && <SettlementRunResult result={result.tally} run={result.run} />}
        {asked &&
          (preview.error && !preview.data ? (
            <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
          ) : (
            <>
              <ListTable
                minWidth={880}
                loading={preview.isFetching}
                testId="settlement-preview-table"
                head={
                  <>
                    <Table.Th>{t('agents.settlements.columns.agent')}</Table.Th>
                    <Table.Th>{t('agents.settlements.columns.kind')}</Table.Th>
                    <Table.Th>{t('agents.settlements.columns.period')}</Table.Th>
                    <Table.Th>{t('agents.settlements.columns.figures')}</Table.Th>
                    <Table.Th>{t('agents.settlements.columns.tier')}</Table.Th>
                    <Table.Th ta="right">{t('agents.settlements.columns.amount')}</Table.Th>
                  </>
                }
              >
                {!items && <SkeletonRows count={3} colSpan={COLUMNS} />}
                {items?.length === 0 && (
                  <EmptyRow
                    colSpan={COLUMNS}
                    label={t('agents.preview.empty')}
                    testId="settlement-preview-empty"
                  />
                )}
                {items?.map((p) => (
                  <Table.Tr key={`${p.contractId}:${p.periodKey}`} data-testid="settlement-preview-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {p.agent}
                      </Text>
                      <Text size="xs" c="dimmed" className="ol-nowrap">
                        {t('agents.settlements.paidBy', { payer: p.upline ?? t('agents.brandParty') })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" className="ol-nowrap">
                        {t(`agents.kinds.${p.kind}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`agents.categories.${p.category}`, { defaultValue: p.category })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <SettlementPeriod periodKey={p.periodKey} />
                    </Table.Td>
                    <Table.Td>
                      <SettlementFigures
                        betVolume={p.betVolume}
                        netLoss={p.netLoss}
                        activeMembers={p.activeMembers}
                      />
                    </Table.Td>
                    <Table.Td>{p.tier === null ? '—' : t('agents.settlements.tier', { n: p.tier })}</Table.Td>
                    <Table.Td ta="right" className="ol-amount">
                      {formatAmount(p.amount, locale)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
              {items && items.length > 0 && (
                <Text size="sm" fw={600} ta="right" data-testid="settlement-preview-total">
                  {t('agents.preview.total', {
                    n: formatNumber(items.length, locale),
                    amount: formatAmount(total, locale),
                  })}
                </Text>
              )}
            </>
          ))}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('agents.run.title')}
        message={t('agents.run.description')}
        confirmLabel={t('agents.run.confirm')}
        data-testid="settlement-run-dialog"
        onConfirm={async () => {
          try {
            const tally = await run.mutateAsync();
            setResult((prev) => ({ tally, run: (prev?.run ?? 0) + 1 }));
          } catch (e) {
            notifyFailure(t, t('agents.run.failed'), e);
            throw e;
          }
        }}
      />
    </Card>
  );
};
