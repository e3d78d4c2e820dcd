import { Stack, Text } from '@mantine/core';
import type { TContractKind } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { formatAmount } from '../lib/money.ts';

/** The figures a settlement's pay was worked out from: the team's volume, net loss and active members. */
export const SettlementFigures = ({
  betVolume,
  netLoss,
  activeMembers,
  currency,
}: {
  betVolume: number;
  netLoss: number;
  activeMembers: number;
  currency: string | undefined;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap={0}>
      <Text size="xs" className="ol-nowrap">
        {t('agents.settlements.volume', { amount: formatAmount(betVolume, currency, locale) })}
      </Text>
      <Text size="xs" className="ol-nowrap">
        {t('agents.settlements.netLoss', { amount: formatAmount(netLoss, currency, locale) })}
      </Text>
      <Text size="xs" className="ol-nowrap">
        {t('agents.settlements.active', { n: formatNumber(activeMembers, locale) })}
      </Text>
    </Stack>
  );
};

/** A period's key (D2026-11-30, W…, M…) over its start and end. */
export const SettlementPeriod = ({
  periodKey,
  start,
  end,
}: {
  periodKey: string;
  start?: string;
  end?: string;
}) => {
  const locale = useLocale();
  return (
    <Stack gap={0}>
      <Text size="sm" ff="monospace" className="ol-nowrap">
        {periodKey}
      </Text>
      {start && end && (
        <Text size="xs" c="dimmed">
          <span className="ol-nowrap">{formatDateTime(start, locale)} –</span>{' '}
          <span className="ol-nowrap">{formatDateTime(end, locale)}</span>
        </Text>
      )}
    </Stack>
  );
};

/** Who a settlement pays, over who pays it (the brand pays a top agent). */
export const SettlementParties = ({ agent, upline }: { agent: string; upline: string | null }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {agent}
      </Text>
      <Text size="xs" c="dimmed" className="ol-nowrap">
        {t('agents.settlements.paidBy', { payer: upline ?? t('agents.brandParty') })}
      </Text>
    </Stack>
  );
};

/** A settlement's contract kind over its games' category, and the tier reached when given. */
export const SettlementKind = ({
  kind,
  category,
  tier = null,
}: {
  kind: TContractKind;
  category: string;
  tier?: number | null;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" className="ol-nowrap">
        {t(`agents.kinds.${kind}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`agents.categories.${category}`, { defaultValue: category })}
        {tier !== null && ` · ${t('agents.settlements.tier', { n: tier })}`}
      </Text>
    </Stack>
  );
};
