import { Badge } from '@mantine/core';
import type { TBalanceAdjustment } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

/** Credit (money added to the member) or debit (taken away); `data-direction` carries the raw value. */
export const DirectionBadge = ({
  direction,
  testId,
}: {
  direction: TBalanceAdjustment['direction'];
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={direction === 'credit' ? 'teal' : 'orange'}
      variant="light"
      data-direction={direction}
      data-testid={testId}
    >
      {t(`adjustments.directions.${direction}`)}
    </Badge>
  );
};
