import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { depositStatusColor, gatewayColor } from '../lib/deposits.ts';
import { StatusBadge } from './status-badge.tsx';

/** A deposit's status: pending yellow, approved green, rejected red, expired grey. */
export const DepositStatusBadge = ({ status, testId }: { status: string; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <StatusBadge
      status={status}
      color={depositStatusColor(status)}
      label={t(`payments.statuses.${status}`, { defaultValue: status })}
      testId={testId}
    />
  );
};

/** How a channel is paid: manual (transfer, approved by finance) or through a gateway (sandbox). */
export const GatewayBadge = ({ gateway }: { gateway: string }) => {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      radius="sm"
      variant="outline"
      tt="none"
      color={gatewayColor(gateway)}
      data-gateway={gateway}
    >
      {t(`payments.gateways.${gateway}`, { defaultValue: gateway })}
    </Badge>
  );
};
