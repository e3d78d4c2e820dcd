import type { TBetRecord } from '@openlobby/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

type TStatus = TBetRecord['status'];

const COLORS: Record<TStatus, string> = {
  OPEN: 'yellow',
  SETTLED: 'teal',
  ROLLED_BACK: 'gray',
};

/** A bet's state (open, settled, rolled back) as a coloured badge. */
export const BetStatusBadge = ({ status }: { status: TStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      size="sm"
      data-status={status}
      // A narrow column must not cut the word: the badge keeps its width.
      styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
    >
      {t(`wallet.bets.status.${status}`)}
    </Badge>
  );
};
