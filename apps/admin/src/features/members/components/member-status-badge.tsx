import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { A: 'green', F: 'red', D: 'gray' } as const;

/** A member's status: A active, F frozen (locked by an operator), D disabled. */
export const MemberStatusBadge = ({ status, testId }: { status: 'A' | 'F' | 'D'; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid={testId} data-status={status}>
      {t(`members.status.${status}`)}
    </Badge>
  );
};
