import { Alert, Table, Text } from '@mantine/core';
import type { TBudgetTrip } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';

/** Hours and minutes of an instant in the operator's locale. */
const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });

/** A window as the operator reads it: its day, and its hours when it is an hour. */
const windowOf = (trip: TBudgetTrip, locale: string) => {
  const start = new Date(trip.windowStart);
  const day = start.toLocaleDateString(locale, { month: '2-digit', day: '2-digit' });
  const hourly = new Date(trip.windowEnd).getTime() - start.getTime() <= 3_600_000;
  return hourly ? `${day} ${timeOf(trip.windowStart, locale)}–${timeOf(trip.windowEnd, locale)}` : day;
};

/**
 * Budgets that refused requests today, per brand (SMS budgets, the trial-account cap): what an
 * operator must see when SMS pumping or a trial flood meets a budget. Nothing when none tripped.
 */
export const BudgetTripsNotice = ({ trips }: { trips: readonly TBudgetTrip[] | undefined }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!trips?.length) return null;
  const brands = new Set(trips.map((trip) => trip.brand));
  return (
    <Alert color="orange" variant="light" title={t('outbox.trips.title')} data-testid="budget-trips">
      <Text size="sm" mb="xs">
        {t('outbox.trips.hint', { count: brands.size })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.trips.brand')}</Table.Th>
              <Table.Th>{t('outbox.trips.budget')}</Table.Th>
              <Table.Th>{t('outbox.trips.window')}</Table.Th>
              <Table.Th ta="right">{t('outbox.trips.limit')}</Table.Th>
              <Table.Th ta="right">{t('outbox.trips.refused')}</Table.Th>
              <Table.Th>{t('outbox.trips.lastAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trips.map((trip) => (
              <Table.Tr
                key={`${trip.brand}:${trip.budget}:${trip.scope ?? ''}:${trip.windowStart}`}
                data-testid="budget-trip"
              >
                <Table.Td ff="monospace">{trip.brand}</Table.Td>
                <Table.Td>{t(`outbox.trips.budgets.${trip.budget}`, { scope: trip.scope ?? '' })}</Table.Td>
                <Table.Td className="ol-nowrap">{windowOf(trip, locale)}</Table.Td>
                <Table.Td ta="right">{formatNumber(trip.limit, locale)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(trip.refused, locale)}
                </Table.Td>
                <Table.Td className="ol-nowrap">{timeOf(trip.lastAt, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
};
