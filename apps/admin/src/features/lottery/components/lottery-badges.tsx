import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  // draws
  OPEN: 'green',
  CLOSED: 'yellow',
  DRAWN: 'blue',
  SETTLED: 'gray',
  VOID: 'red',
  // result entries
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  // tickets
  WON: 'green',
  LOST: 'gray',
  // result modes
  ENTERED: 'grape',
};

/**
 * A draw's, entry's or ticket's status (or a game's result mode), named in the console's language;
 * `data-status` carries the raw value for tests.
 */
export const LotteryBadge = ({ status, kind, testId }: { status: string; kind: string; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Badge
      className="ol-badge-fit"
      variant="light"
      color={COLORS[status] ?? 'gray'}
      data-status={status}
      data-testid={testId}
    >
      {t(`lottery.${kind}.${status}`, { defaultValue: status })}
    </Badge>
  );
};
