import { Card, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';

type TProps = {
  label: string;
  /** The figure; undefined while it loads (a skeleton). */
  value?: number;
  testId: string;
  /** The colour of the card's top border. */
  accent: string;
  /** How the figure reads (default: a plain number in the operator's locale). */
  format?: (value: number) => string;
  /** A Mantine colour for the figure, e.g. green or red for a signed amount. */
  color?: string;
  /** A smaller figure, for amounts with their currency code. */
  compact?: boolean;
  /** A line under the figure: a count or a link. */
  children?: ReactNode;
};

/** One figure of the dashboard in a card with a coloured top border. */
export const StatCard = ({
  label,
  value,
  testId,
  accent,
  format,
  color,
  compact = false,
  children,
}: TProps) => {
  const locale = useLocale();
  return (
    <Card className="ol-stat" style={{ borderTopColor: accent }}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={compact ? 28 : 34} mt={6} w={90} />
      ) : (
        <Text
          fz={compact ? 24 : 32}
          fw={700}
          lh={1.2}
          mt={4}
          c={color}
          data-testid={testId}
          data-value={value}
        >
          {format ? format(value) : formatNumber(value, locale)}
        </Text>
      )}
      {children}
    </Card>
  );
};
