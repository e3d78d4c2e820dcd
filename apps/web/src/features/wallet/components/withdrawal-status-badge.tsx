import type { TWithdrawal } from '@openlobby/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

type TStatus = TWithdrawal['status'];

const COLORS: Record<TStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'blue',
  PAID: 'cyan',
  RECEIVED: 'teal',
  DISPUTED: 'orange',
  FULLY_PAID: 'teal',
  AUTO_RECEIVED: 'gray',
  REJECTED: 'red',
  REFUNDED: 'grape',
};

/** A withdrawal's state as a coloured badge; PAID waits on the member and says so with a dot. */
export const WithdrawalStatusBadge = ({ status, testId }: { status: TStatus; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      size="sm"
      data-status={status}
      data-testid={testId}
      className="ol-withdrawal-badge"
      leftSection={status === 'PAID' ? <span className="ol-pulse-dot" aria-hidden="true" /> : undefined}
    >
      {t(`wallet.withdraw.status.${status}`)}
    </Badge>
  );
};
