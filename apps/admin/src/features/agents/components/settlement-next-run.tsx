import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyFailure } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useAgentCurrency } from '../api/find-agent-tree-level.ts';
import { useSettlementPreview } from '../api/get-settlement-preview.ts';
import { useRunSettlement, type TSettlementRun } from '../api/run-settlement.ts';
import { formatAmount } from '../lib/money.ts';
import {
  SettlementFigures,
  SettlementKind,
  SettlementParties,
  SettlementPeriod,
} from './settlement-figures.tsx';

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
  const currency = useAgentCurrency(brand, asked);
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
              <RowsTable
                columns={[
                  { key: 'agent', label: t('agents.settlements.columns.agent') },
                  { key: 'kind', label: t('agents.settlements.columns.kind') },
                  { key: 'period', label: t('agents.settlements.columns.period') },
                  { key: 'figures', label: t('agents.settlements.columns.figures') },
                  { key: 'tier', label: t('agents.settlements.columns.tier') },
                  { key: 'amount', label: t('agents.settlements.columns.amount'), align: 'right' },
                ]}
                items={items}
                empty={t('agents.preview.empty')}
                emptyTestId="settlement-preview-empty"
                minWidth={880}
                loading={preview.isFetching}
                testId="settlement-preview-table"
                row={(p) => (
                  <Table.Tr key={`${p.contractId}:${p.periodKey}`} data-testid="settlement-preview-row">
                    <Table.Td>
                      <SettlementParties agent={p.agent} upline={p.upline} />
                    </Table.Td>
                    <Table.Td>
                      <SettlementKind kind={p.kind} category={p.category} />
                    </Table.Td>
                    <Table.Td>
                      <SettlementPeriod periodKey={p.periodKey} />
                    </Table.Td>
                    <Table.Td>
                      <SettlementFigures
                        betVolume={p.betVolume}
                        netLoss={p.netLoss}
                        activeMembers={p.activeMembers}
                        currency={currency}
                      />
                    </Table.Td>
                    <Table.Td>{p.tier === null ? '—' : t('agents.settlements.tier', { n: p.tier })}</Table.Td>
                    <Table.Td ta="right" className="ol-amount">
                      {formatAmount(p.amount, currency, locale)}
                    </Table.Td>
                  </Table.Tr>
                )}
              />
              {items && items.length > 0 && (
                <Text size="sm" fw={600} ta="right" data-testid="settlement-preview-total">
                  {t('agents.preview.total', {
                    n: formatNumber(items.length, locale),
                    amount: formatAmount(total, currency, locale),
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
