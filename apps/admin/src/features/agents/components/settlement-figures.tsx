import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { formatAmount } from '../lib/money.ts';

/** The figures a settlement's pay was worked out from: the team's volume, net loss and active members. */
export const SettlementFigures = ({
  betVolume,
  netLoss,
  activeMembers,
}: {
  betVolume: number;
  netLoss: number;
  activeMembers: number;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap={0}>
      <Text size="xs" className="ol-nowrap">
        {t('agents.settlements.volume', { amount: formatAmount(betVolume, locale) })}
      </Text>
      <Text size="xs" className="ol-nowrap">
        {t('agents.settlements.netLoss', { amount: formatAmount(netLoss, locale) })}
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
