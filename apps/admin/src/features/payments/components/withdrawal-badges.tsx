import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withdrawalStatusColor } from '../lib/withdrawals.ts';
import { StatusBadge } from './status-badge.tsx';

/** A withdrawal's status in one of nine colours (see withdrawalStatusColor). */
export const WithdrawalStatusBadge = ({ status, testId }: { status: string; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <StatusBadge
      status={status}
      color={withdrawalStatusColor(status)}
      label={t(`payments.withdrawals.statuses.${status}`, { defaultValue: status })}
      testId={testId}
    />
  );
};

/** Whether the member is paid to a bank card or an e-wallet. */
export const PayoutKindBadge = ({ kind }: { kind: string }) => {
  const { t } = useTranslation();
  return (
    <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none" data-kind={kind}>
      {t(`payments.withdrawals.kinds.${kind}`, { defaultValue: kind })}
    </Badge>
  );
};
