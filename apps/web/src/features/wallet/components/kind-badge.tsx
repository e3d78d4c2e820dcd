import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Badge colours by the kind of money movement: in green, out red, internal moves blue. */
const COLORS: Record<string, string> = {
  DEPOSIT: 'teal',
  WIN: 'teal',
  BONUS: 'yellow',
  WITHDRAWAL_HOLD: 'orange',
  WITHDRAWAL_RELEASE: 'cyan',
  WITHDRAWAL_PAYOUT: 'red',
  TRANSFER_IN: 'blue',
  TRANSFER_OUT: 'indigo',
  UPLINE_TRANSFER: 'grape',
  DOWNLINE_TRANSFER: 'grape',
  ADJUSTMENT: 'gray',
  BET: 'pink',
  ROLLBACK: 'gray',
  GAME_SETTLEMENT: 'teal',
};

/** The translated kind of a transaction as a small coloured badge. */
export const KindBadge = ({ kind }: { kind: string }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[kind] ?? 'gray'} radius="sm" size="sm" className="ol-kind-badge">
      {t(`wallet.kinds.${kind}`, { defaultValue: kind })}
    </Badge>
  );
};
