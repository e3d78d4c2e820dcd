import type { TDeposit } from '@openlobby/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

const COLORS: Record<TDeposit['status'], string> = {
  PENDING: 'yellow',
  APPROVED: 'teal',
  REJECTED: 'red',
  EXPIRED: 'gray',
};

/** A deposit request's state as a coloured badge. */
export const DepositStatusBadge = ({ status }: { status: TDeposit['status'] }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" size="sm" data-status={status}>
      {t(`wallet.deposit.status.${status}`)}
    </Badge>
  );
};
