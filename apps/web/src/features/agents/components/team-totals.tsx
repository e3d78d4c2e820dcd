import { Skeleton } from '@mantine/core';
import { useMoney } from '../lib/agent-env.tsx';
import { Amount } from './amount.tsx';

type TProps<K extends string> = {
  /** The cards in order; the `profit` one is coloured by its sign. */
  keys: readonly K[];
  labelOf: (key: K) => string;
  /** The window's totals; skeletons until they have come. */
  totals: Record<K, number> | undefined;
  fetching?: boolean;
  /** Names the grid `<testId>-totals` and each card `<testId>-total-<key>`. */
  testId: string;
};

/** The totals of a team's window as a row of stat cards, in the brand's decimals. */
export const TeamTotals = <K extends string>({ keys, labelOf, totals, fetching, testId }: TProps<K>) => {
  const money = useMoney();
  return (
    <div
      className="ol-stat-grid ol-agent-totals"
      data-testid={`${testId}-totals`}
      data-fetching={fetching || undefined}
    >
      {keys.map((key) => (
        <div key={key} className="ol-stat" data-key={key} data-testid={`${testId}-total-${key}`}>
          <span className="ol-stat-label">{labelOf(key)}</span>
          {totals ? (
            <span className="ol-stat-value">
              {key === 'profit' ? <Amount value={totals[key]} format={money} /> : money(totals[key])}
            </span>
          ) : (
            <Skeleton h={22} w="70%" mt={4} />
          )}
        </div>
      ))}
    </div>
  );
};
