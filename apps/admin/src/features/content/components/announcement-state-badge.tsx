import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_STATE_COLORS, type TAnnouncementState } from '../lib/announcement-form.ts';

/** Where an announcement stands now: scheduled, live, ended, or switched off (disabled). */
export const AnnouncementStateBadge = ({ state }: { state: TAnnouncementState }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={ANNOUNCEMENT_STATE_COLORS[state]}
      variant={state === 'live' ? 'filled' : 'light'}
      data-state={state}
      data-testid="announcement-state"
    >
      {t(`content.states.${state}`)}
    </Badge>
  );
};
