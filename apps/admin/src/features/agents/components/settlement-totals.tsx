import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAgentSettlementPage } from '../api/find-agent-settlements.ts';
import { formatAmount } from '../lib/money.ts';

/** The totals of every settlement that matches the filters (not only the page shown). */
export const SettlementTotals = ({ page }: { page: TAgentSettlementPage | undefined }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (n: number) => formatAmount(n, page?.currency, locale);
  const cells = [
    { key: 'count', value: page ? formatNumber(page.total, locale) : '—' },
    { key: 'amount', value: page ? money(page.totals.amount) : '—' },
    { key: 'paid', value: page ? money(page.totals.paid) : '—' },
    { key: 'debt', value: page ? money(page.totals.debt) : '—' },
  ] as const;
  return (
    <section aria-label={t('agents.settlements.totals.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md" data-testid="settlement-totals">
        {cells.map((c) => (
          <Card key={c.key} p="sm" data-testid={`settlement-total-${c.key}`}>
            <Text size="xs" c="dimmed">
              {t(`agents.settlements.totals.${c.key}`)}
            </Text>
            <Text
              fw={700}
              size="lg"
              className="ol-amount"
              c={c.key === 'debt' && page && page.totals.debt > 0 ? 'red.8' : undefined}
            >
              {c.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
};
