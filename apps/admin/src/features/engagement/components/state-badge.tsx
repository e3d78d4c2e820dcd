import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  DRAFT: 'gray',
  ACTIVE: 'green',
  CLOSED: 'dark',
  APPLYING: 'yellow',
  PASSED: 'green',
  REJECTED: 'red',
  ISSUED: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'red',
  IN_PROCESS: 'yellow',
  APPROVED: 'green',
};

/** A promotion's, application's, bonus's or redemption's state, named in the console's language. */
export const StateBadge = ({ state }: { state: string }) => {
  const { t } = useTranslation();
  return (
    <Badge className="ol-badge-fit" variant="light" color={COLORS[state] ?? 'gray'}>
      {t(`engagement.states.${state}`, { defaultValue: state })}
    </Badge>
  );
};
