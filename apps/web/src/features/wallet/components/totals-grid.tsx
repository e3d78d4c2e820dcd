import { Skeleton } from '@mantine/core';
import { SignedAmount } from './signed-amount.tsx';

type TProps<K extends string> = {
  /** The cards in order; the `profit` one is coloured by its sign. */
  items: { key: K; label: string }[];
  /** The window's totals; skeletons until they have come. */
  totals: Record<K, number> | undefined;
  format: (amount: number) => string;
  fetching: boolean;
  className: string;
  testId: string;
  /** Prefix of each card's test id: `<prefix>-<key>`. */
  itemPrefix: string;
};

/** The totals of a history window as a row of stat cards. */
export const TotalsGrid = <K extends string>({
  items,
  totals,
  format,
  fetching,
  className,
  testId,
  itemPrefix,
}: TProps<K>) => (
  <div className={className} data-testid={testId} data-fetching={fetching || undefined}>
    {items.map(({ key, label }) => (
      <div key={key} className="ol-stat" data-key={key} data-testid={`${itemPrefix}-${key}`}>
        <span className="ol-stat-label">{label}</span>
        {totals ? (
          <span className="ol-stat-value">
            {key === 'profit' ? <SignedAmount value={totals[key]} format={format} /> : format(totals[key])}
          </span>
        ) : (
          <Skeleton h={22} w="70%" mt={4} />
        )}
      </div>
    ))}
  </div>
);
