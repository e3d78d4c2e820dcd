import { Badge } from '@mantine/core';
import type { TOperatorRole } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

/** The same role colours as the top bar's own badge. */
export const ROLE_COLORS: Record<TOperatorRole, string> = {
  owner: 'grape',
  finance: 'teal',
  risk: 'red',
  support: 'cyan',
  content: 'orange',
};

export const OperatorRoleBadge = ({ role }: { role: TOperatorRole }) => {
  const { t } = useTranslation();
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" data-role={role} data-testid="operator-role">
      {t(`roles.${role}`)}
    </Badge>
  );
};
